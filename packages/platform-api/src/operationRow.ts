/** One operation of the Vapi documents, a row of `generated/operations.ts`. Not used by the client at runtime. */
export interface OperationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  inExtended: boolean;
  inLatest: boolean;
  /** Marked deprecated in either document, or absent from the latest one. */
  deprecated: boolean;
}
