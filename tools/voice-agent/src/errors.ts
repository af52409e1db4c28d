// The one error type of the voice agent, with a code per failure.

export type VoiceAgentErrorCode =
  | 'bad_wav'
  | 'synthesis_failed'
  | 'unsupported_audio_format'
  | 'bad_call_id'
  | 'too_many_pending_calls'
  | 'agent_closed'
  | 'listen_failed';

export class VoiceAgentError extends Error {
  readonly code: VoiceAgentErrorCode;

  constructor(code: VoiceAgentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VoiceAgentError';
    this.code = code;
  }
}
