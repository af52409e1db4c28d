import { readJsonBody } from '../_shared/body.ts';
import { clientRateLimitKey } from '../_shared/client-ip.ts';
import { denoEnv, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { type FieldIssue, HttpError } from '../_shared/errors.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { createSupabaseTypedTurnStore } from '../_shared/supabase-typed-turn-store.ts';
import { sendTypedTurn, type TypedTurnDeps } from './sendTypedTurn.ts';

/** `{ callId, text }` with at most 1000 characters of text: far below the shared cap. */
const MAX_BODY_BYTES = 8 * 1024;
const FIELDS = ['callId', 'text'];

export type VoiceCallMessageDeps = TypedTurnDeps & { config: FunctionConfig };

/**
 * POST `{ callId, text }` -> `202 { sent: true, text }`: the visitor's typed turn into their live
 * WebSocket call through the call's control URL (the fallback channel the live check chooses
 * when Vapi's socket ignores `add-message`; `voice-call` answers `typedTurns: "control"` then).
 */
export function createHandler(deps: VoiceCallMessageDeps): (req: Request) => Promise<Response> {
  return postEndpoint(deps, async (req, headers) => {
    const body = await readJsonBody(req, MAX_BODY_BYTES);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError('invalid_payload', 'The request body must be a JSON object');
    }
    const record = body as Record<string, unknown>;
    const unknown: FieldIssue[] = Object.keys(record)
      .filter((field) => !FIELDS.includes(field))
      .slice(0, 20)
      .map((field) => ({
        path: field.slice(0, 100),
        message: 'Unknown field',
        code: 'unrecognized_keys',
      }));
    if (unknown.length > 0) {
      throw new HttpError('invalid_payload', 'The typed turn is invalid', { issues: unknown });
    }
    const network = clientRateLimitKey(req, deps.config.trustedProxyHops);
    const text = await sendTypedTurn(deps, network, { callId: record.callId, text: record.text });
    return jsonResponse({ sent: true, text }, 202, headers);
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('voice-call-message'),
  methods: 'POST, OPTIONS',
  build: () => {
    const config = readConfig(denoEnv);
    return createHandler({
      config,
      repository: createSupabaseRepository(config),
      typedTurns: createSupabaseTypedTurnStore(config),
      fetch: (input, init) => fetch(input, init),
      logger: createConsoleLogger('voice-call-message'),
    });
  },
});

if (import.meta.main) Deno.serve(handler);
