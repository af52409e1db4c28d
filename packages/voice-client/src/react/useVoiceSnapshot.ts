import { useCallback, useRef, useSyncExternalStore } from 'react';
import { INITIAL_SNAPSHOT, type VoiceSnapshot } from '../core/snapshot.ts';

/** What the hook reads: any client of this package (`VoiceClient`, `VoiceClientCore`). */
export interface SnapshotSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VoiceSnapshot;
}

const identity = (snapshot: VoiceSnapshot) => snapshot;

/**
 * Subscribes a component to a client's snapshot. With a selector the component re-renders only
 * when the selected value changes (`Object.is`, or `isEqual` for selectors that build objects):
 * `useVoiceSnapshot(client, (s) => s.status)` ignores the volume changing ten times a second.
 */
export function useVoiceSnapshot(client: SnapshotSource): VoiceSnapshot;
export function useVoiceSnapshot<T>(
  client: SnapshotSource,
  selector: (snapshot: VoiceSnapshot) => T,
  isEqual?: (a: T, b: T) => boolean,
): T;
export function useVoiceSnapshot<T>(
  client: SnapshotSource,
  selector: (snapshot: VoiceSnapshot) => T = identity as (snapshot: VoiceSnapshot) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  // The last selection, kept while the snapshot and selector are the same (React reads it twice
  // per render) or while `isEqual` says the new one is the same.
  const memo = useRef<{ snapshot: VoiceSnapshot; selector: unknown; selection: T } | null>(null);
  const select = useCallback(
    (snapshot: VoiceSnapshot): T => {
      const last = memo.current;
      if (last && last.snapshot === snapshot && last.selector === selector) return last.selection;
      const selection = selector(snapshot);
      const kept = last && isEqual(last.selection, selection) ? last.selection : selection;
      memo.current = { snapshot, selector, selection: kept };
      return kept;
    },
    [selector, isEqual],
  );
  const getSelection = useCallback(() => select(client.getSnapshot()), [client, select]);
  const getServerSelection = useCallback(() => select(INITIAL_SNAPSHOT), [select]);
  return useSyncExternalStore(client.subscribe, getSelection, getServerSelection);
}
