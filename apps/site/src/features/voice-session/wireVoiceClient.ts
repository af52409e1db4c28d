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
  /** The visitor's latest microphone level, kept outside the state (no render per sample). */
  levels: { local: number };
}

export function wireVoiceClient(
  client: VoiceClientPort,
  store: SessionStore,
  {
    logger,
    onMetrics,
    now = Date.now,
    maxCallMs,
  }: Pick<VoiceSessionDeps, 'logger' | 'onMetrics' | 'now' | 'maxCallMs'>,
): void {
  const { get, set, levels } = store;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  client.on('call-start', () => {
    timedOut = false;
    set({ status: 'active', isSpeaking: false, callStartedAt: now(), endedCall: null });
    if (maxCallMs === undefined) return;
    clearTimeout(limit);
    limit = setTimeout(() => {
      timedOut = true;
      logger.info('Voice call reached its maximum length');
      void client.stop();
    }, maxCallMs);
  });
  client.on('call-end', () => {
    clearTimeout(limit);
    levels.local = 0;
    const startedAt = get().callStartedAt;
    const endedCall =
      startedAt === null ? null : { durationMs: Math.max(0, now() - startedAt), timedOut };
    set({ status: 'ended', ...CALL_CLEARED, endedCall });
  });
  client.on('local-volume-level', (level) => {
    levels.local = Number.isFinite(level) ? Math.max(0, Math.min(1, level)) : 0;
  });
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
    if (message.type === 'transcript' && message.transcript) patch.transcript = message.transcript;
    if (message.type === 'transcript' || message.type === 'user-interrupted') {
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
