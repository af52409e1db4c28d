import type { VapiToolCallResult } from '@hlasovy-asistent/platform-api/server-messages';
import { vapiToolsContract } from '@hlasovy-asistent/validation';
import type { BookingStore } from '../_shared/booking-store.ts';
import { type FunctionConfig, text } from '../_shared/env.ts';
import { slotRulesOf } from '../_shared/free-slots.ts';
import type { Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { createSupabaseBookingStore } from '../_shared/supabase-booking-store.ts';
import { authenticate } from '../_shared/vapi-secret.ts';
import { answerToolCall } from './answerToolCall.ts';
import { readToolCalls } from './toolCalls.ts';

export interface VapiToolsDeps {
  config: Pick<FunctionConfig, 'siteOrigins' | 'dialling'>;
  /**
   * VAPI_TOOLS_SECRET: the `x-vapi-secret` header of each tool's server; never the events'
   * secret (a tool's configuration travels with every call: it must not be able to forge costs).
   */
  toolsSecret: string | undefined;
  store: BookingStore;
  now: () => Date;
  logger: Logger;
}

/**
 * POST a Vapi `tool-calls` server message with the tools' secret header: 401 (nothing done)
 * without it; else always 200 `{ results: [{ name, toolCallId, result | error, metadata? }] }`,
 * one per tool call, each answered once per toolCallId. Other message types: `{ results: [] }`.
 */
export function createHandler(deps: VapiToolsDeps): (req: Request) => Promise<Response> {
  const rules = slotRulesOf(deps.config.dialling);
  return postEndpoint(
    vapiToolsContract,
    deps,
    async (body) => {
      const message = readToolCalls(body.message);
      const results: VapiToolCallResult[] = [];
      if (!message) return { results };
      for (const call of message.calls) {
        try {
          results.push(
            await answerToolCall({ store: deps.store, rules, now: deps.now }, message, call),
          );
        } catch (error) {
          deps.logger.error(`tool call ${call.name} failed`, error);
          results.push({
            name: call.name,
            toolCallId: call.id,
            error:
              'Rezerváciu sa teraz nepodarilo overiť. Ospravedlňte sa a ponúknite, že kolega sa ozve.',
          });
        }
      }
      return { results };
    },
    (req) => authenticate(req, deps.toolsSecret, 'VAPI_TOOLS_SECRET'),
  );
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(vapiToolsContract, ({ env, config, logger, now }) =>
  createHandler({
    config,
    toolsSecret: text(env, 'VAPI_TOOLS_SECRET'),
    store: createSupabaseBookingStore(config),
    now,
    logger,
  }),
);

if (import.meta.main) Deno.serve(handler);
