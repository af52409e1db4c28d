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

/** Allowed status transitions; anything else is a bug and is refused. */
const TRANSITIONS: Record<CallStatus, readonly CallStatus[]> = {
  idle: ['starting'],
  starting: ['connecting', 'ending', 'error'],
  connecting: ['active', 'ending', 'error'],
  active: ['ending', 'error'],
  ending: ['ended'],
  ended: ['starting'],
  error: ['starting'],
};

export function canTransition(from: CallStatus, to: CallStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export interface SnapshotStore {
  getSnapshot(): VoiceSnapshot;
  subscribe(listener: () => void): () => void;
  /** Merges a patch; notifies only when a field really changed. */
  update(patch: Partial<VoiceSnapshot>): void;
}

export function createSnapshotStore(onListenerError: (error: unknown) => void): SnapshotStore {
  let snapshot = INITIAL_SNAPSHOT;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(patch) {
      const keys = Object.keys(patch) as (keyof VoiceSnapshot)[];
      if (keys.every((key) => Object.is(snapshot[key], patch[key]))) return;
      snapshot = { ...snapshot, ...patch };
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
