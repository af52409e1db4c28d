// The on-demand chunk of the WebSocket transport: the transport-agnostic client core and the
// WebSocket transport of @hlasovy-asistent/voice-client, and nothing of Daily (daily-js is never imported on
// this path). The call is created by the `voice-call` Edge Function, never with a key in the
// browser; the two AudioWorklet files are served from the site's own origin. Typed turns go on
// the socket, or through `voice-call-message` when the call's session says so (sendTypedTurn.ts).
import '../../lib/cspSafeZod.ts'; // first: zod's CSP-safe mode before anything parses
import {
  createWebSocketTransport,
  VoiceClientCore,
  type WebSocketSession,
  type WebSocketTransportOptions,
} from '@hlasovy-asistent/voice-client';
import { logger } from '../../lib/logger.ts';
import { createTypedTurnSender } from './sendTypedTurn.ts';
import { createServerCalls, type VoiceBackend } from './serverCalls.ts';

/** Browser parts of the transport (socket, Web Audio, microphone); tests pass the package's fakes. */
export type WebSocketDevices = Omit<WebSocketTransportOptions, 'createSession' | 'sendTypedTurn'>;

export function createWebSocketVoiceClient(
  backend: VoiceBackend,
  devices: WebSocketDevices = {},
): VoiceClientCore<WebSocketSession> {
  const calls = createServerCalls(backend, 'websocket');
  const { tokens: _tokens, ...functions } = backend;
  return new VoiceClientCore({
    logger,
    transport: createWebSocketTransport({
      ...devices,
      createSession: calls.createSession,
      // typed turns through voice-call-message when the call's session says `typedTurns: control`
      sendTypedTurn: createTypedTurnSender(functions),
    }),
  });
}
