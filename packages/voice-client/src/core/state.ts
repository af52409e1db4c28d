import { type CallStatus, INITIAL_SNAPSHOT, type VoiceSnapshot } from './snapshot.ts';

export type { CallStatus, VoiceSnapshot } from './snapshot.ts';

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
