// The client's events and snapshot flags into the session's state. Every `set` is a real change
// of what the page shows: the volume (ten times a second) is read by getVolume() instead.
import { applyTranscript } from './transcript.ts';
import type { VoiceClientPort } from './voiceClientPort.ts';
import { checkVoiceMessage } from './voiceMessages.ts';
import { noticeForError } from './voiceNotice.ts';
import {
  CALL_CLEARED,
  type VoiceSessionDeps,
  type VoiceSessionState,
} from './voiceSessionState.ts';

export interface SessionStore {
  get(): VoiceSessionState;
  set(patch: Partial<VoiceSessionState>): void;
}

export function wireVoiceClient(
  client: VoiceClientPort,
  store: SessionStore,
  { logger, onMetrics }: Pick<VoiceSessionDeps, 'logger' | 'onMetrics'>,
): void {
  const { get, set } = store;
  client.on('call-start', () => set({ status: 'active', isSpeaking: false }));
  client.on('call-end', () => set({ status: 'ended', ...CALL_CLEARED }));
  client.on('speech-start', () => {
    if (get().status === 'active' && !get().isSpeaking) set({ isSpeaking: true });
  });
  client.on('speech-end', () => {
    if (get().isSpeaking) set({ isSpeaking: false });
  });
  client.on('message', (raw) => {
    const checked = checkVoiceMessage(raw);
    if (!checked.ok) {
      logger.warn(`Ignoring voice message (${checked.reason})`, raw);
      return;
    }
    const { message } = checked;
    const state = get();
    const patch: Partial<VoiceSessionState> = { messages: [...state.messages, message] };
    if (message.type === 'transcript') {
      if (message.transcript) patch.transcript = message.transcript;
      Object.assign(patch, applyTranscript(state, message));
    }
    set(patch);
  });
  client.on('error', (error) => {
    logger.error('Voice assistant error', error);
    const notice = noticeForError(error);
    if (notice) set({ notice });
    if (get().status === 'connecting') set({ status: 'idle', isSpeaking: false });
  });
  client.on('metrics', (event) => onMetrics?.(event));
  client.subscribe(() => {
    const flags = client.getFlags();
    const state = get();
    if (
      flags.isMuted !== state.isMuted ||
      flags.audioBlocked !== state.audioBlocked ||
      flags.reconnecting !== state.reconnecting
    ) {
      set(flags);
    }
  });
}
