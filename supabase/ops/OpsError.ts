import { CodedError } from '@hlasovy-asistent/validation';

/** What an operator command can fail with; the CLI prints the message and exits 1 (usage: 2). */
export type OpsErrorCode = 'usage' | 'config_missing' | 'rpc_failed' | 'mismatch';

export class OpsError extends CodedError<OpsErrorCode> {
  override readonly name = 'OpsError';
}
