import { readJsonBody } from '../_shared/body.ts';
import { type CallEventStore, createSupabaseCallEventStore } from '../_shared/call-events.ts';
import { denoEnv, type EnvReader, readConfig, text } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { authenticate } from '../_shared/vapi-secret.ts';
import { parseWebhookMessage } from './webhookMessage.ts';

/**
 * End-of-call reports carry the transcript, every message and the analysis: a long call's report
 * passes 3 MB, and a refused report is a cost never counted. 32 MB is far above any realistic
 * report (a 12-hour call, Vapi's longest) and well within the function's memory; a report over
 * it is still refused (413) and its call keeps counting at the per-minute estimate of calls
 * without a report (vapi_spend): the money limit fails closed.
 */
export const MAX_EVENT_BYTES = 32 * 1024 * 1024;

export interface VapiEventsConfig {
  /** VAPI_WEBHOOK_SECRET: the value of the assistant's `x-vapi-secret` server header. */
  webhookSecret: string | undefined;
  /** RECORDING_RETENTION_DAYS > 0 (the /gdpr setting): recording URLs are stored, else dropped. */
  recordingEnabled: boolean;
}

function readEventsConfig(env: EnvReader): VapiEventsConfig {
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
    let parsed: ReturnType<typeof parseWebhookMessage>;
    try {
      parsed = parseWebhookMessage(body, deps.events.recordingEnabled);
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
    if (!recorded.known) {
      // a call id this backend never created: nothing is written, the sender learns nothing
      deps.logger.warn('an event for a call id this backend never created changed nothing');
      return jsonResponse({ received: true, stored: false, type: parsed.event.type }, 200, headers);
    }
    return jsonResponse(
      { received: true, stored: true, changed: recorded.changed, callId: parsed.event.callId },
      200,
      headers,
    );
  });
}

let served: ((req: Request) => Promise<Response>) | undefined;

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = (req: Request): Promise<Response> => {
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
