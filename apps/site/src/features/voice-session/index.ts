export { VOICE_ERRORS } from '../../copy/voice.ts';
export { createVoiceSession } from './createVoiceSession.ts';
export { fetchVoiceConfig } from './fetchVoiceConfig.ts';
export { requestVoiceCall } from './requestVoiceCall.ts';
export { applyTranscript } from './transcript.ts';
export {
  EMPTY_TRANSCRIPT,
  type TranscriptState,
} from './transcriptState.ts';
export { VoiceSessionProvider } from './VoiceSessionContext.tsx';
export { recordVoiceMetrics } from './voiceMetrics.ts';
export { noticeForError } from './voiceNotice.ts';
export { voicePhase } from './voicePhase.ts';
export type {
  CallGuards,
  TypedTurnRefusal,
  VoiceSession,
  VoiceSessionDeps,
} from './voiceSession.ts';
export { createVoiceTokenSource, TOKEN_TTL_MS } from './voiceToken.ts';
