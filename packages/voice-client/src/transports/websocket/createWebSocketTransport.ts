import type { WebCallRequest } from '../../core/toCallRequest.ts';
import { createPermissionWatch } from '../microphonePermission.ts';
import type { Transport } from '../Transport.ts';
import { connectWebSocket } from './connectWebSocket.ts';
import { type HubWorker, spawnHubWorker } from './hubChannel.ts';
import { resolveWebSocketOptions, type WebSocketTransportOptions } from './options.ts';
import { prefetchWorklets } from './prefetchWorklets.ts';
import type { WebSocketSession } from './session.ts';

/**
 * Vapi's WebSocket transport: raw PCM over a socket your server opens for the browser (the
 * private key never leaves the server), AudioWorklets for microphone and playback. No daily-js.
 * `start()` resolves with the session `{ callId, websocketCallUrl }`.
 *
 * `preload()` gets the next call ready without asking the visitor anything: it starts the socket's
 * Worker (which then waits, idle, for the call), puts the two worklet files into the browser's
 * cache (a start then fetches no script) and reads the microphone permission (allowed before:
 * a start sends its session request at once, with the microphone).
 */
export function createWebSocketTransport(
  options: WebSocketTransportOptions,
): Transport<WebSocketSession> {
  const resolved = resolveWebSocketOptions(options);
  /** The Worker `preload()` started, taken by the next call. */
  let spare: HubWorker | null = null;
  let worklets: Promise<void> | null = null;
  const permission = createPermissionWatch(resolved.queryMicrophonePermission);
  return {
    name: 'websocket',
    errorType: 'websocket-error',
    serverChoosesAssistant: true,
    // no checkResume: reconnect() refuses this transport, so a call starts from a request
    connect: (source, link) => {
      const hubWorker = spare;
      spare = null;
      const { request } = source as { request: WebCallRequest };
      return connectWebSocket(request, link, resolved, { hubWorker, permission });
    },
    /** Resolves once the worklet files and the permission are in (the Worker starts alongside). */
    async preload() {
      // an injected socket factory runs the hub on the main thread: no Worker to start
      if (!spare && !resolved.createWebSocket && typeof Worker === 'function') {
        spare = spawnHubWorker();
      }
      worklets ??= prefetchWorklets(resolved.workletUrls(), resolved.fetch);
      await Promise.all([worklets, permission.watch()]);
    },
  };
}
