import { type AudioHubSettings, createAudioHub, type FromHub, type ToHub } from './audioHub.ts';
import type { WorkletNodePort } from './audioPort.ts';
import type { CreateWebSocket } from './socketPort.ts';

/** The in-process hub as `loadInProcessHub` (hubChannel.ts) drives it once this module loaded. */
export interface InProcessHub {
  post(message: Exclude<ToHub, { type: 'init' }>): void;
  init(settings: AudioHubSettings, capture: WorkletNodePort, playback: WorkletNodePort): void;
  close(): void;
}

/**
 * The hub on the main thread, for an app that injects its own socket factory (tests, fakes,
 * instrumented sockets): a function cannot move to a Worker. Same code, same messages; the
 * worklets' PCM comes over the nodes' own ports. A chunk of its own, loaded with `import()` on
 * first use, so an app on the default Worker does not load it.
 */
export function createInProcessHub(
  createWebSocket: CreateWebSocket,
  now: () => number,
  post: (message: FromHub) => void,
): InProcessHub {
  const hub = createAudioHub({ post, createWebSocket, now });
  return {
    post: (message) => hub.receive(message),
    init(settings, capture, playback) {
      hub.receive({ type: 'init', settings, capture: capture.port, playback: playback.port });
    },
    close: () => hub.dispose(),
  };
}
