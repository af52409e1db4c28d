import type { Transport } from '../Transport.ts';
import { connectWebSocket } from './connectWebSocket.ts';
import { resolveWebSocketOptions, type WebSocketTransportOptions } from './options.ts';
import type { WebSocketSession } from './session.ts';

/**
 * Vapi's WebSocket transport: raw PCM over a socket your server opens for the browser (the
 * private key never leaves the server), AudioWorklets for microphone and playback. No daily-js.
 * `start()` resolves with the session `{ callId, websocketCallUrl }`.
 */
export function createWebSocketTransport(
  options: WebSocketTransportOptions,
): Transport<WebSocketSession> {
  const resolved = resolveWebSocketOptions(options);
  return {
    name: 'websocket',
    errorType: 'websocket-error',
    serverChoosesAssistant: true,
    connect: (source, link) => {
      if (!('request' in source)) throw new Error('The websocket transport cannot rejoin a call');
      return connectWebSocket(source.request, link, resolved);
    },
  };
}
