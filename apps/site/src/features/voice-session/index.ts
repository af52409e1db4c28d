export { VOICE_ERRORS } from '../../copy/voice.ts';
export { createVoiceSession } from './createVoiceSession.ts';
export { fetchVoiceConfig } from './fetchVoiceConfig.ts';
export { requestVoiceCall } from './requestVoiceCall.ts';
export { scheduleCallPrefetch } from './scheduleCallPrefetch.ts';
export { applyTranscript } from './transcript.ts';
export {
  EMPTY_TRANSCRIPT,
  type TranscriptLine,
  type TranscriptState,
} from './transcriptState.ts';
export { useVoicePhase } from './useVoicePhase.ts';
export { useVoiceSession } from './useVoiceSession.ts';
export { useVoiceSessionInstance, VoiceSessionProvider } from './VoiceSessionContext.tsx';
export { recordVoiceMetrics } from './voiceMetrics.ts';
export { noticeForError, type VoiceNotice } from './voiceNotice.ts';
export { isInCall, type VoicePhase, voicePhase } from './voicePhase.ts';
export type {
  CallGuards,
  TypedTurnRefusal,
  VoiceSession,
  VoiceSessionDeps,
} from './voiceSession.ts';
export type { EndedCall, VoiceSessionState } from './voiceSessionState.ts';
export { createVoiceTokenSource, TOKEN_TTL_MS } from './voiceToken.ts';
