import { CodedError } from '@hlasovy-asistent/validation';

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

export class StackError extends CodedError<StackErrorCode> {
  override readonly name = 'StackError';
}
