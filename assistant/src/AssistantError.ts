import { CodedError } from '@hlasovy-asistent/validation';

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

export class AssistantError extends CodedError<AssistantErrorCode> {
  override readonly name = 'AssistantError';
}
