// Creates the browser's voice call on the server, with the private key and settings the browser
// cannot change: the assistant, its maximum duration and silence timeout. Two transports:
// `daily` (`POST /call` with `transport: { provider: "daily" }`, the latest document's web call:
// Vapi answers the room in `transport.callUrl`, the browser gets `{ callId, webCallUrl }`) and
// `websocket` (`POST /call` on Vapi's WebSocket transport, answered `{ callId, websocketCallUrl }`).
// The older document's `POST /call/web` (room in `webCallUrl`) is not used: it is the documented
// fallback should Vapi refuse the daily transport (supabase/README.md). Vapi's answer also
// names the call's live control URL (`monitor.controlUrl`): it is returned beside the session,
// for the server only (the typed turn's fallback channel), never to the browser.
import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';
import { VOICE_SOCKET_AUDIO_FORMAT } from '@hlasovy-asistent/platform-api/voice-socket';
import {
  type DailyCallSession,
  readAnswer,
  type SocketCallSession,
  VOICE_CALL_SESSION_SCHEMAS,
  type VoiceTransportName,
} from '@hlasovy-asistent/validation';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';
import { isControlUrl } from './vapi-call-control.ts';

/**
 * What the browser gets: the call and where to join it (nothing else of Vapi's answer), checked
 * with the schema the site and the voice client read it with.
 */
export type BrowserCallSession = DailyCallSession | SocketCallSession;

/** Fixed by the server on every call (`assistantOverrides`). */
export interface CallCaps {
  maxDurationSeconds: number;
  silenceTimeoutSeconds: number;
  /**
   * Vapi's `firstMessageMode`: `assistant-waits-for-user` skips the greeting (the live check's
   * short call); unset, the assistant's own (it greets).
   */
  firstMessageMode?: 'assistant-waits-for-user';
}

/** The call created: what the browser gets, and the call's live control URL (server only). */
export interface CreatedBrowserCall {
  session: BrowserCallSession;
  /** Vapi's `monitor.controlUrl` (the assistant's `monitorPlan.controlEnabled`), or null. */
  controlUrl: string | null;
}

export interface BrowserCallOptions {
  privateKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  logger: Logger;
  timeoutMs?: number;
}

const PUBLIC_FAILURE = 'The voice service could not start a call; try again later';

type Created = {
  id?: unknown;
  transport?: { websocketCallUrl?: unknown; callUrl?: unknown };
  monitor?: { controlUrl?: unknown };
};

/** `POST /call` through `@hlasovy-asistent/platform-api`; never retried. */
export async function createBrowserCall(
  options: BrowserCallOptions,
  transport: VoiceTransportName,
  assistantId: string,
  caps: CallCaps,
): Promise<CreatedBrowserCall> {
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
    ...(caps.firstMessageMode ? { firstMessageMode: caps.firstMessageMode } : {}),
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
  // Vapi names the Daily room `transport.callUrl`, the socket `transport.websocketCallUrl`.
  const session =
    transport === 'daily'
      ? { callId: created?.id, webCallUrl: created?.transport?.callUrl }
      : { callId: created?.id, websocketCallUrl: created?.transport?.websocketCallUrl };
  const checked = readAnswer(VOICE_CALL_SESSION_SCHEMAS[transport], session);
  if (!checked.ok) {
    const field = transport === 'daily' ? 'transport.callUrl' : 'transport.websocketCallUrl';
    return fail(`Vapi's call (id, ${field}): ${checked.message}`);
  }
  const controlUrl = created?.monitor?.controlUrl;
  return { session: checked.value, controlUrl: isControlUrl(controlUrl) ? controlUrl : null };
}
