// The on-demand chunk of the WebSocket transport: the transport-agnostic client core and the
// WebSocket transport of @repo/voice-client, and nothing of Daily (daily-js is never imported on
// this path). The call is created by the `voice-call` Edge Function, never with a key in the
// browser; the two AudioWorklet files are served from the site's own origin.
import {
  createWebSocketTransport,
  VoiceClientCore,
  type WebSocketTransportOptions,
} from '@repo/voice-client';
import { logger } from '../../lib/logger.ts';
import { SiteError } from '../../lib/SiteError.ts';
import type { FunctionRequestOptions } from './functionRequest.ts';
import { requestVoiceCall } from './requestVoiceCall.ts';
import { toVoiceClientPort } from './toVoiceClientPort.ts';
import type { VoiceClientPort } from './voiceClientPort.ts';

/** Browser parts of the transport (socket, Web Audio, microphone); tests pass the package's fakes. */
export type WebSocketDevices = Omit<WebSocketTransportOptions, 'createSession'>;

export function createWebSocketVoiceClient(
  backend: FunctionRequestOptions,
  devices: WebSocketDevices = {},
): VoiceClientPort {
  // The client turns a failed session into `start() -> null`; the server's 429 is kept here so
  // the session can show the rate-limit message instead of the generic one.
  let refused: SiteError | null = null;
  const client = new VoiceClientCore({
    logger,
    transport: createWebSocketTransport({
      ...devices,
      createSession: (_request, { signal }) =>
        requestVoiceCall({ ...backend, signal }).catch((error: unknown) => {
          if (error instanceof SiteError && error.code === 'voice-call-rate-limited') {
            refused = error;
          }
          throw error;
        }),
    }),
  });
  const port = toVoiceClientPort(client);
  return {
    ...port,
    async start(options) {
      refused = null;
      const call = await port.start(options);
      if (!call && refused) throw refused;
      return call;
    },
  };
}
