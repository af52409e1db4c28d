import { useSyncExternalStore } from 'react';
import { INITIAL_SNAPSHOT, type VoiceSnapshot } from '../core/state.ts';

const serverSnapshot = (): VoiceSnapshot => INITIAL_SNAPSHOT;

/** What the hook reads: any client of this package (`VoiceClient`, `VoiceClientCore`). */
export interface SnapshotSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VoiceSnapshot;
}

/** Subscribes a component to a client's snapshot (status, isSpeaking, volume, isMuted, error). */
export function useVoiceSnapshot(client: SnapshotSource): VoiceSnapshot {
  return useSyncExternalStore(client.subscribe, client.getSnapshot, serverSnapshot);
}
