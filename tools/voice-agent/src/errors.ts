// The one error type of the voice agent, with a code per failure.
import { CodedError } from '@hlasovy-asistent/validation';

export type VoiceAgentErrorCode =
  | 'bad_wav'
  | 'synthesis_failed'
  | 'unsupported_audio_format'
  | 'bad_call_id'
  | 'too_many_pending_calls'
  | 'agent_closed'
  | 'listen_failed';

export class VoiceAgentError extends CodedError<VoiceAgentErrorCode> {
  override readonly name = 'VoiceAgentError';
}
