// The client's events into the site's own state: transcript, messages, notices, the call timer
// and the end view. The call's status, speech, volume and flags are not copied: the page reads
// them from the client's snapshot (`session.call`).
import { isKnownServerMessage } from '@hlasovy-asistent/voice-client';
import { isServerRefusal } from './serverRefusal.ts';
import { applyTranscript } from './transcript.ts';
import { noticeForError } from './voiceNotice.ts';
import type { SiteVoiceClient, VoiceSessionDeps } from './voiceSession.ts';
import { CALL_CLEARED, type VoiceSessionState } from './voiceSessionState.ts';

export interface SessionStore {
  get(): VoiceSessionState;
  set(patch: Partial<VoiceSessionState>): void;
  /** The visitor's latest microphone level, kept outside the state (no render per sample). */
  levels: { local: number };
}

export function wireVoiceClient(
  client: Pick<SiteVoiceClient, 'on' | 'stop'>,
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
    // the call opens with the assistant's first message: its turn until it says it stopped
    set({ callStartedAt: now(), endedCall: null, assistantTurn: true });
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
    set({ ...CALL_CLEARED, endedCall });
  });
  client.on('local-volume-level', (level) => {
    levels.local = Number.isFinite(level) ? Math.max(0, Math.min(1, level)) : 0;
  });
  client.on('message', (message) => {
    // Checked once, by the client, with the wire protocol's schemas (platform-api's voice-socket;
    // transcripts sanitised); a message of a type the protocol does not know (the client warned
    // about it) is not kept.
    if (!isKnownServerMessage(message)) return;
    const state = get();
    const patch: Partial<VoiceSessionState> = { messages: [...state.messages, message] };
    if (message.type === 'transcript' && message.transcript) patch.transcript = message.transcript;
    if (message.type === 'speech-update') {
      patch.assistantTurn = message.role === 'assistant' && message.status === 'started';
      if (message.role === 'user' && message.status !== 'started') delete patch.assistantTurn;
    }
    if (message.type === 'transcript' || message.type === 'user-interrupted') {
      Object.assign(patch, applyTranscript(state, message));
    }
    set(patch);
  });
  client.on('error', (error) => {
    // Every line busy or the server's limit: expected, and answered by the busy notice.
    if (isServerRefusal(error.cause))
      logger.warn('The server refused a voice call', error.cause.code);
    else logger.error('Voice assistant error', error);
    const notice = noticeForError(error);
    if (notice) set({ notice });
  });
  client.on('metrics', (event) => onMetrics?.(event));
}
