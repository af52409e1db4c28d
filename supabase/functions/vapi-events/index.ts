import { readJsonBody } from '../_shared/body.ts';
import { type CallEventStore, createSupabaseCallEventStore } from '../_shared/call-events.ts';
import { denoEnv, type EnvReader, readConfig, text } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { authenticate } from '../_shared/vapi-secret.ts';
import { parseServerMessage } from './serverMessage.ts';

/** End-of-call reports carry the transcript and messages: far above the 16 KB of site requests. */
export const MAX_EVENT_BYTES = 2 * 1024 * 1024;

export interface VapiEventsConfig {
  /** VAPI_WEBHOOK_SECRET: the value of the assistant's `x-vapi-secret` server header. */
  webhookSecret: string | undefined;
  /** RECORDING_RETENTION_DAYS > 0 (the /gdpr setting): recording URLs are stored, else dropped. */
  recordingEnabled: boolean;
}

export function readEventsConfig(env: EnvReader): VapiEventsConfig {
  const days = Number(text(env, 'RECORDING_RETENTION_DAYS') ?? '0');
  return {
    webhookSecret: text(env, 'VAPI_WEBHOOK_SECRET'),
    recordingEnabled: Number.isFinite(days) && days > 0,
  };
}

export interface VapiEventsDeps {
  config: { siteOrigins: readonly string[] };
  events: VapiEventsConfig;
  store: CallEventStore;
  logger: Logger;
}

/** The customer's number of a message, for a masked log line (never stored here). */
function customerOf(body: unknown): unknown {
  return (body as { message?: { customer?: { number?: unknown } } } | null)?.message?.customer
    ?.number;
}

/**
 * POST a Vapi server message (`{ message }`) with the shared secret header: a `status-update`
 * or `end-of-call-report` is stored per call (idempotent), other types are acknowledged and
 * dropped, malformed ones are a 400.
 */
export function createHandler(deps: VapiEventsDeps): (req: Request) => Promise<Response> {
  return postEndpoint(deps, async (req, headers) => {
    authenticate(req, deps.events.webhookSecret);
    const body = await readJsonBody(req, MAX_EVENT_BYTES);
    let parsed: ReturnType<typeof parseServerMessage>;
    try {
      parsed = parseServerMessage(body, deps.events.recordingEnabled);
    } catch (error) {
      if (error instanceof HttpError) {
        const paths = error.issues?.map((issue) => issue.path).join(', ') ?? error.message;
        deps.logger.warn(`refused a server message (${paths})`, { customer: customerOf(body) });
      }
      throw error;
    }
    if (parsed.kind === 'ignored') {
      return jsonResponse({ received: true, stored: false, type: parsed.type }, 200, headers);
    }
    const recorded = await deps.store.record(parsed.event);
    return jsonResponse(
      { received: true, stored: true, changed: recorded.changed, callId: parsed.event.callId },
      200,
      headers,
    );
  });
}

let served: ((req: Request) => Promise<Response>) | undefined;

/** Handler wired to the process environment and Postgres (created on first request). */
export const handler = (req: Request): Promise<Response> => {
  if (!served) {
    const config = readConfig(denoEnv);
    served = createHandler({
      config,
      events: readEventsConfig(denoEnv),
      store: createSupabaseCallEventStore(config),
      logger: createConsoleLogger('vapi-events'),
    });
  }
  return served(req);
};

if (import.meta.main) Deno.serve(handler);
