// What a UI reads of the client, apart from the store that changes it (state.ts): a UI that
// only subscribes (the React binding) bundles these few bytes, not the state machine.
import type { VoiceClientError } from './errors.ts';

/** Lifecycle of the client. */
export type CallStatus =
  | 'idle'
  | 'starting'
  | 'connecting'
  | 'active'
  | 'ending'
  | 'ended'
  | 'error';

/** Immutable view of the client, for `useSyncExternalStore` and other UIs. */
export interface VoiceSnapshot {
  readonly status: CallStatus;
  readonly isSpeaking: boolean;
  /** Assistant volume 0..1, rounded to 2 decimals so UIs re-render only on visible change. */
  readonly volume: number;
  readonly isMuted: boolean;
  readonly error: VoiceClientError | null;
  /** Id of the current (or last) web call. */
  readonly callId: string | null;
  /** The browser blocked the assistant's audio (autoplay policy): call `resumeAudio()` on a tap. */
  readonly audioBlocked: boolean;
  /** The transport lost its connection and is trying to get it back (the call goes on). */
  readonly reconnecting: boolean;
}

export const INITIAL_SNAPSHOT: VoiceSnapshot = Object.freeze({
  status: 'idle',
  isSpeaking: false,
  volume: 0,
  isMuted: false,
  error: null,
  callId: null,
  audioBlocked: false,
  reconnecting: false,
});
