import { useEffect, useState } from 'react';
import type { VoiceSnapshot } from '../core/state.ts';
import { VoiceClient, type VoiceClientOptions } from '../VoiceClient.ts';
import { useVoiceSnapshot } from './useVoiceSnapshot.ts';

/**
 * Creates one client for the component's lifetime (options are read on first render only) and
 * stops its call on unmount. StrictMode's double effects are harmless: start() is single-flight
 * and stop() is idempotent.
 */
export function useVoiceClient(options: VoiceClientOptions): {
  client: VoiceClient;
  snapshot: VoiceSnapshot;
} {
  const [client] = useState(() => new VoiceClient(options));
  useEffect(
    () => () => {
      void client.stop();
    },
    [client],
  );
  return { client, snapshot: useVoiceSnapshot(client) };
}
