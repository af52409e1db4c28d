import { vapiEventsContract } from '@hlasovy-asistent/validation';
import { type CallEventStore, createSupabaseCallEventStore } from '../_shared/call-events.ts';
import { type EnvReader, integer, text } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { authenticate } from '../_shared/vapi-secret.ts';
import { parseWebhookMessage } from './webhookMessage.ts';

export interface VapiEventsConfig {
  /** VAPI_WEBHOOK_SECRET: the value of the assistant's `x-vapi-secret` server header. */
  webhookSecret: string | undefined;
  /** RECORDING_RETENTION_DAYS > 0 (the /gdpr setting): recording URLs are stored, else dropped. */
  recordingEnabled: boolean;
}

function readEventsConfig(env: EnvReader): VapiEventsConfig {
  const days = integer(env, 'RECORDING_RETENTION_DAYS');
  return {
    webhookSecret: text(env, 'VAPI_WEBHOOK_SECRET'),
    recordingEnabled: days > 0,
  };
}

export interface VapiEventsDeps {
  config: { siteOrigins: readonly string[] };
  events: VapiEventsConfig;
  store: CallEventStore;
  logger: Logger;
}

/** The customer's number of a message, for a masked log line (never stored here). */
function customerOf(message: Record<string, unknown>): unknown {
  return (message.customer as { number?: unknown } | null | undefined)?.number;
}

/**
 * POST a Vapi server message (`{ message }`) with the shared secret header: a `status-update`
 * or `end-of-call-report` is stored per call (idempotent), other types are acknowledged and
 * dropped, malformed ones are a 400.
 */
export function createHandler(deps: VapiEventsDeps): (req: Request) => Promise<Response> {
  return postEndpoint(
    vapiEventsContract,
    deps,
    async ({ message }) => {
      let parsed: ReturnType<typeof parseWebhookMessage>;
      try {
        parsed = parseWebhookMessage(message, deps.events.recordingEnabled);
      } catch (error) {
        if (error instanceof HttpError) {
          const paths = error.issues?.map((issue) => issue.path).join(', ') ?? error.message;
          deps.logger.warn(`refused a server message (${paths})`, {
            customer: customerOf(message),
          });
        }
        throw error;
      }
      if (parsed.kind === 'ignored') return { received: true, stored: false, type: parsed.type };
      const recorded = await deps.store.record(parsed.event);
      if (!recorded.known) {
        // a call id this backend never created: nothing is written, the sender learns nothing
        deps.logger.warn('an event for a call id this backend never created changed nothing');
        return { received: true, stored: false, type: parsed.event.type };
      }
      return {
        received: true,
        stored: true,
        changed: recorded.changed,
        callId: parsed.event.callId,
      };
    },
    (req) => authenticate(req, deps.events.webhookSecret),
  );
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(vapiEventsContract, ({ env, config, logger }) =>
  createHandler({
    config,
    events: readEventsConfig(env),
    store: createSupabaseCallEventStore(config),
    logger,
  }),
);

if (import.meta.main) Deno.serve(handler);
