import { readJsonBody } from '../_shared/body.ts';
import type { BookingStore } from '../_shared/booking-store.ts';
import { denoEnv, type FunctionConfig, readConfig, text } from '../_shared/env.ts';
import { slotRulesOf } from '../_shared/free-slots.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { createSupabaseBookingStore } from '../_shared/supabase-booking-store.ts';
import { authenticate } from '../_shared/vapi-secret.ts';
import { answerToolCall, type ToolCallResult } from './answerToolCall.ts';
import { readToolCalls } from './toolCalls.ts';

/** A tool-calls message carries the call and the assistant: well above site requests. */
const MAX_TOOL_MESSAGE_BYTES = 512 * 1024;

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
  return postEndpoint(deps, async (req, headers) => {
    authenticate(req, deps.toolsSecret, 'VAPI_TOOLS_SECRET');
    const message = readToolCalls(await readJsonBody(req, MAX_TOOL_MESSAGE_BYTES));
    const results: ToolCallResult[] = [];
    if (!message) return jsonResponse({ results }, 200, headers);
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
    return jsonResponse({ results }, 200, headers);
  });
}

let served: ((req: Request) => Promise<Response>) | undefined;

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = (req: Request): Promise<Response> => {
  if (!served) {
    const config = readConfig(denoEnv);
    served = createHandler({
      config,
      toolsSecret: text(denoEnv, 'VAPI_TOOLS_SECRET'),
      store: createSupabaseBookingStore(config),
      now: () => new Date(),
      logger: createConsoleLogger('vapi-tools'),
    });
  }
  return served(req);
};

if (import.meta.main) Deno.serve(handler);
