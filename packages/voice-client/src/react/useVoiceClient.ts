import { useEffect, useState } from 'react';
import type { VoiceSnapshot } from '../core/state.ts';
import { VoiceClientCore, type VoiceClientCoreOptions } from '../core/VoiceClientCore.ts';
import { type SnapshotSource, useVoiceSnapshot } from './useVoiceSnapshot.ts';

/** Anything `useVoiceClient` can own: a client of this package (a snapshot and `stop()`). */
type OwnedClient = SnapshotSource & { stop(): Promise<unknown> };

/**
 * Creates one client for the component's lifetime and stops its call on unmount. Either options
 * with any transport (`{ transport: createWebSocketTransport(...) }`, `{ transport:
 * createDailyTransport(...) }`: a `VoiceClientCore`), or a factory for another client class
 * (`() => new VoiceClient({ publicKey })` from `/daily`, with Daily's call controls). Options and
 * factory are read on the first render only. StrictMode's double effects are harmless: start()
 * is single-flight and stop() is idempotent.
 */
export function useVoiceClient<TCall>(options: VoiceClientCoreOptions<TCall>): {
  client: VoiceClientCore<TCall>;
  snapshot: VoiceSnapshot;
};
export function useVoiceClient<C extends OwnedClient>(
  create: () => C,
): { client: C; snapshot: VoiceSnapshot };
export function useVoiceClient(source: VoiceClientCoreOptions<unknown> | (() => OwnedClient)): {
  client: OwnedClient;
  snapshot: VoiceSnapshot;
} {
  const [client] = useState(() =>
    typeof source === 'function' ? source() : new VoiceClientCore<unknown>(source),
  );
  useEffect(
    () => () => {
      void client.stop();
    },
    [client],
  );
  return { client, snapshot: useVoiceSnapshot(client) };
}
