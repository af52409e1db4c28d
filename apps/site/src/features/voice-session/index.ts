export { type CallSnapshotSource, createCallSnapshot } from './callSnapshot.ts';
export { createVoiceSession } from './createVoiceSession.ts';
export { type FetchVoiceConfigOptions, fetchVoiceConfig } from './fetchVoiceConfig.ts';
export { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';
export { requestVoiceCall, type VoiceCallSession } from './requestVoiceCall.ts';
export { createServerCalls, type VoiceBackend } from './serverCalls.ts';
export { isServerRefusal } from './serverRefusal.ts';
export { applyTranscript } from './transcript.ts';
export {
  EMPTY_TRANSCRIPT,
  type TranscriptLine,
  type TranscriptRole,
  type TranscriptState,
} from './transcriptState.ts';
export { useVoicePhase } from './useVoicePhase.ts';
export { useVoiceSession } from './useVoiceSession.ts';
export { useVoiceSessionInstance, VoiceSessionProvider } from './VoiceSessionContext.tsx';
export type { VoiceConfig, VoiceTransportName } from './voiceConfig.ts';
export { checkVoiceMessage, KNOWN_MESSAGE_TYPES, type VoiceMessage } from './voiceMessages.ts';
export { recordVoiceMetrics, VOICE_MEASURE_PREFIX } from './voiceMetrics.ts';
export { noticeForError, type VoiceNotice } from './voiceNotice.ts';
export { isInCall, type PhaseInput, type VoicePhase, voicePhase } from './voicePhase.ts';
export type {
  CallGuards,
  SiteVoiceClient,
  TypedTurnRefusal,
  VoiceSession,
  VoiceSessionDeps,
} from './voiceSession.ts';
export {
  type EndedCall,
  INITIAL_VOICE_STATE,
  type VoiceConfigStatus,
  type VoiceSessionState,
} from './voiceSessionState.ts';
export { orbCaption, VOICE_ERRORS, VOICE_ERRORS_LANG } from './voiceTexts.ts';
export { createVoiceTokenSource, TOKEN_TTL_MS, type VoiceTokenSource } from './voiceToken.ts';
