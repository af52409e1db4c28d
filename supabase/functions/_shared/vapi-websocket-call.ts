import { createVapiClient, isVapiError } from '@repo/platform-api';
import {
  sessionOfCall,
  VOICE_SOCKET_AUDIO_FORMAT,
  type VoiceSocketSession,
} from '@repo/platform-api/voice-socket';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';

/** What the browser gets: the call and the socket to open (one definition, shared). */
export type WebsocketCallSession = VoiceSocketSession;

/** Creates Vapi calls on the WebSocket transport; throws HttpError('vapi_error') on failure. */
export interface WebsocketCallStarter {
  start(assistantId: string): Promise<WebsocketCallSession>;
}

export interface WebsocketCallStarterOptions {
  privateKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  logger: Logger;
  timeoutMs?: number;
}

/** The public message of every failure: Vapi's own answer is logged, never passed on. */
const PUBLIC_FAILURE = 'The voice service could not start a call; try again later';

/** `POST /call` with the private key through `@repo/platform-api`; never retried. */
export function createWebsocketCallStarter(
  options: WebsocketCallStarterOptions,
): WebsocketCallStarter {
  const client = createVapiClient({
    token: options.privateKey,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
  });
  const fail = (detail: string, cause?: unknown): never => {
    options.logger.warn(`voice call not created: ${detail}`);
    throw new HttpError('vapi_error', PUBLIC_FAILURE, { cause });
  };
  return {
    async start(assistantId) {
      let created: unknown;
      try {
        created = await client.calls.create(
          {
            assistantId,
            transport: { provider: 'vapi.websocket', audioFormat: VOICE_SOCKET_AUDIO_FORMAT },
          },
          { idempotent: false, maxRetries: 0, timeoutMs: options.timeoutMs ?? 15_000 },
        );
      } catch (cause) {
        if (!isVapiError(cause)) return fail('Vapi request failed', cause);
        const body = JSON.stringify(cause.body ?? '').slice(0, 300);
        return fail(
          `Vapi ${cause.status ? `answered ${cause.status} ${body}` : cause.code}`,
          cause,
        );
      }
      const checked = sessionOfCall(created);
      if (!checked.ok) return fail(`Vapi's call: ${checked.message}`);
      return checked.session;
    },
  };
}
