/** What an operator command can fail with; the CLI prints the message and exits 1 (usage: 2). */
export type OpsErrorCode = 'usage' | 'config_missing' | 'rpc_failed' | 'mismatch';

export class OpsError extends Error {
  readonly code: OpsErrorCode;

  constructor(code: OpsErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OpsError';
    this.code = code;
  }
}
