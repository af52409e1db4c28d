export {
  createVoiceSession,
  INITIAL_VOICE_STATE,
  type VoiceConfigStatus,
  type VoiceSession,
  type VoiceSessionDeps,
  type VoiceSessionState,
  type VoiceSessionStatus,
} from './createVoiceSession.ts';
export { type FetchVoiceConfigOptions, fetchVoiceConfig } from './fetchVoiceConfig.ts';
export { useVoiceSession } from './useVoiceSession.ts';
export { useVoiceSessionInstance, VoiceSessionProvider } from './VoiceSessionContext.tsx';
export type {
  VoiceClientEventName,
  VoiceClientEvents,
  VoiceClientPort,
  VoiceConfig,
} from './voiceClientPort.ts';
export { checkVoiceMessage, KNOWN_MESSAGE_TYPES, type VoiceMessage } from './voiceMessages.ts';
export { orbCaption, VOICE_ERRORS, VOICE_ERRORS_LANG } from './voiceTexts.ts';
