/** Everything that can go wrong while bringing the local stack up or down. */
export type StackErrorCode =
  | 'postgres_missing'
  | 'postgres_failed'
  | 'migration_failed'
  | 'postgrest_missing'
  | 'postgrest_failed'
  | 'deno_missing'
  | 'function_failed'
  | 'gateway_failed'
  | 'standin_failed'
  | 'cli_missing'
  | 'port_in_use'
  | 'timeout';

export class StackError extends Error {
  readonly code: StackErrorCode;

  constructor(code: StackErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StackError';
    this.code = code;
  }
}
