import { FUNCTION_ERROR_STATUS, type FunctionErrorCode } from '@hlasovy-asistent/validation';

/** Every error code an Edge Function answers with (its status: the contracts' one table). */
export type ErrorCode = FunctionErrorCode;

/** One field problem, as zod reports it (path joined with dots). */
export interface FieldIssue {
  path: string;
  message: string;
  code: string;
}

export interface HttpErrorOptions {
  issues?: FieldIssue[];
  /** Further fields of the error body (e.g. `nextSlots` of `slot_taken`). */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error type handlers throw; `errorResponse` turns it into JSON. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, options: HttpErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.code = code;
    this.status = FUNCTION_ERROR_STATUS[code];
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}
