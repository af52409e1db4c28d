import { INITIAL_SNAPSHOT } from '@hlasovy-asistent/voice-client';
import type { SnapshotSource } from '@hlasovy-asistent/voice-client/react';

/** The call's snapshot before the client exists, then the client's own. */
export interface CallSnapshotSource extends SnapshotSource {
  /** The client was built: from now on its snapshot is read (once; later clients are ignored). */
  attach(client: SnapshotSource): void;
}

/**
 * The voice client is built on demand (its chunk loads on the first hover, focus or click), yet
 * components subscribe from the first render: they read this source, which answers the
 * package's INITIAL_SNAPSHOT until `attach()` and forwards to the client afterwards.
 */
export function createCallSnapshot(): CallSnapshotSource {
  let client: SnapshotSource | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => client?.getSnapshot() ?? INITIAL_SNAPSHOT,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    attach(next) {
      if (client) return;
      client = next;
      next.subscribe(notify);
      notify();
    },
  };
}
