import { useSyncExternalStore } from 'react';
import { INITIAL_SNAPSHOT, type VoiceSnapshot } from '../state.ts';
import type { VoiceClient } from '../VoiceClient.ts';

const serverSnapshot = (): VoiceSnapshot => INITIAL_SNAPSHOT;

/** Subscribes a component to a client's snapshot (status, isSpeaking, volume, isMuted, error). */
export function useVoiceSnapshot(client: VoiceClient): VoiceSnapshot {
  return useSyncExternalStore(client.subscribe, client.getSnapshot, serverSnapshot);
}
