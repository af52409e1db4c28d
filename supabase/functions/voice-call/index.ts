import { readJsonBody } from '../_shared/body.ts';
import { clientRateLimitKey } from '../_shared/client-ip.ts';
import { denoEnv, readConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { readVoiceConfig } from '../_shared/voice-config.ts';
import { startVoiceCall, type VoiceCallDeps } from './startVoiceCall.ts';

export type { VoiceCallDeps } from './startVoiceCall.ts';

/** The body is `{}` or nothing: far below the shared 16 KB cap. */
const MAX_BODY_BYTES = 1024;

/** No body, or a JSON object without fields: the browser chooses nothing (not the assistant). */
async function readEmptyRequest(req: Request): Promise<void> {
  if (req.body === null || req.headers.get('Content-Length') === '0') return;
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError('invalid_payload', 'The request body must be a JSON object ({})');
  }
  const fields = Object.keys(body);
  if (fields.length > 0) {
    throw new HttpError('invalid_payload', 'voice-call takes no parameters', {
      issues: fields.slice(0, 20).map((field) => ({
        path: field.slice(0, 100),
        message: 'Unknown field (the assistant and the audio format are set on the server)',
        code: 'unrecognized_keys',
      })),
    });
  }
}

/** POST `{}` -> `{ callId, websocketCallUrl }` of a new Vapi call on the WebSocket transport. */
export function createHandler(deps: VoiceCallDeps): (req: Request) => Promise<Response> {
  return postEndpoint(deps, async (req, headers) => {
    await readEmptyRequest(req);
    // IPv6 clients are counted by their /64
    const key = clientRateLimitKey(req, deps.config.trustedProxyHops);
    const { callId, websocketCallUrl } = await startVoiceCall(deps, key);
    return jsonResponse({ callId, websocketCallUrl }, 200, headers);
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
export const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('voice-call'),
  methods: 'POST, OPTIONS',
  build: () => {
    const config = readConfig(denoEnv);
    const repository = createSupabaseRepository(config);
    const logger = createConsoleLogger('voice-call');
    return createHandler({
      config,
      voice: readVoiceConfig(denoEnv),
      repository,
      fetch: (input, init) => fetch(input, init),
      logger,
      spendCap: spendCapFromEnv(denoEnv, config, repository, logger),
    });
  },
});

if (import.meta.main) Deno.serve(handler);
