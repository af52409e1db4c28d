/** What the assistant commands can fail with; the CLI prints the message and exits 1 (usage: 2). */
export type AssistantErrorCode =
  | 'usage'
  | 'invalid_setting'
  | 'config_missing'
  | 'ambiguous_name'
  | 'drift'
  | 'not_found'
  | 'no_snapshot'
  | 'vapi_failed';

export class AssistantError extends Error {
  readonly code: AssistantErrorCode;

  constructor(code: AssistantErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssistantError';
    this.code = code;
  }
}
