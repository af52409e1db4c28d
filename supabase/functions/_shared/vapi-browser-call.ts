// Creates the browser's voice call on the server, with the private key and settings the browser
// cannot change: the assistant, its maximum duration and silence timeout. Two transports:
// `daily` (`POST /call` with `transport: { provider: "daily" }`, the latest document's web call:
// Vapi answers the room in `transport.callUrl`, the browser gets `{ callId, webCallUrl }`) and
// `websocket` (`POST /call` on Vapi's WebSocket transport, answered `{ callId, websocketCallUrl }`).
// The older document's `POST /call/web` (room in `webCallUrl`) is not used: it is the documented
// fallback should Vapi refuse the daily transport (supabase/README.md).
import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';
import {
  sessionOfCall,
  VOICE_SOCKET_AUDIO_FORMAT,
} from '@hlasovy-asistent/platform-api/voice-socket';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';

import type { VoiceTransport } from './voice-config.ts';

/** What the browser gets: the call and where to join it (nothing else of Vapi's answer). */
export type BrowserCallSession =
  | { callId: string; webCallUrl: string }
  | { callId: string; websocketCallUrl: string };

/** Fixed by the server on every call (`assistantOverrides`). */
export interface CallCaps {
  maxDurationSeconds: number;
  silenceTimeoutSeconds: number;
}

export interface BrowserCallOptions {
  privateKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  logger: Logger;
  timeoutMs?: number;
}

const PUBLIC_FAILURE = 'The voice service could not start a call; try again later';

function urlOf(value: unknown, protocols: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return protocols.includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

type Created = {
  id?: unknown;
  transport?: { websocketCallUrl?: unknown; callUrl?: unknown };
};

/** `POST /call` through `@hlasovy-asistent/platform-api`; never retried. */
export async function createBrowserCall(
  options: BrowserCallOptions,
  transport: VoiceTransport,
  assistantId: string,
  caps: CallCaps,
): Promise<BrowserCallSession> {
  const client = createVapiClient({
    token: options.privateKey,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
  });
  const fail = (detail: string, cause?: unknown): never => {
    options.logger.warn(`voice call not created: ${detail}`);
    throw new HttpError('vapi_error', PUBLIC_FAILURE, { cause });
  };
  const assistantOverrides = {
    maxDurationSeconds: caps.maxDurationSeconds,
    silenceTimeoutSeconds: caps.silenceTimeoutSeconds,
  };
  const request = { idempotent: false, maxRetries: 0, timeoutMs: options.timeoutMs ?? 15_000 };
  let created: Created | undefined;
  try {
    created = (await client.calls.create(
      {
        assistantId,
        assistantOverrides,
        transport:
          transport === 'daily'
            ? { provider: 'daily' }
            : { provider: 'vapi.websocket', audioFormat: VOICE_SOCKET_AUDIO_FORMAT },
      },
      request,
    )) as Created | undefined;
  } catch (cause) {
    if (!isVapiError(cause)) return fail('Vapi request failed', cause);
    const body = JSON.stringify(cause.body ?? '').slice(0, 300);
    return fail(`Vapi ${cause.status ? `answered ${cause.status} ${body}` : cause.code}`, cause);
  }
  const callId = created?.id;
  if (typeof callId !== 'string' || callId === '') return fail('Vapi answered without a call id');
  if (transport === 'daily') {
    const webCallUrl = urlOf(created?.transport?.callUrl, ['https:']);
    if (!webCallUrl) return fail('Vapi answered without an https:// transport.callUrl');
    return { callId, webCallUrl };
  }
  const checked = sessionOfCall(created);
  if (!checked.ok) return fail(`Vapi's call: ${checked.message}`);
  return checked.session;
}
