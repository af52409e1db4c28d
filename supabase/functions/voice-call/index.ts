import { VOICE_TRANSPORTS, type VoiceTransportName } from '@hlasovy-asistent/validation';
import { readJsonBody } from '../_shared/body.ts';
import { clientIp } from '../_shared/client-ip.ts';
import { denoEnv, readConfig } from '../_shared/env.ts';
import { type FieldIssue, HttpError } from '../_shared/errors.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { createSupabaseTypedTurnStore } from '../_shared/supabase-typed-turn-store.ts';
import { readVoiceCallSettings } from '../_shared/voice-call-settings.ts';
import {
  startVoiceCall,
  type VoiceCallDeps,
  type VoiceCallRequest,
  voiceCallerOf,
} from './startVoiceCall.ts';

export type { VoiceCallDeps } from './startVoiceCall.ts';

/** The body is `{ token, transport? }`: far below the shared 16 KB cap. */
const MAX_BODY_BYTES = 1024;
const FIELDS = ['token', 'transport'];

const issue = (path: string, message: string, code: string): FieldIssue => ({
  path,
  message,
  code,
});

/**
 * `{ token, transport? }`: the voice-call token and, optionally, the transport the site loaded
 * (default: the server's VOICE_TRANSPORT). The assistant, the audio format and the call's caps
 * are the server's: any other field is refused.
 */
async function readVoiceRequest(
  req: Request,
  fallback: VoiceTransportName,
): Promise<VoiceCallRequest> {
  const body =
    req.body === null || req.headers.get('Content-Length') === '0'
      ? {}
      : await readJsonBody(req, MAX_BODY_BYTES);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError('invalid_payload', 'The request body must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  const issues = Object.keys(record)
    .filter((field) => !FIELDS.includes(field))
    .slice(0, 20)
    .map((field) =>
      issue(
        field.slice(0, 100),
        'Unknown field (the assistant, the audio format and the call limits are set on the server)',
        'unrecognized_keys',
      ),
    );
  const transport = record.transport ?? fallback;
  if (!(VOICE_TRANSPORTS as readonly unknown[]).includes(transport)) {
    issues.push(issue('transport', 'transport is "daily" or "websocket"', 'invalid_value'));
  }
  if (issues.length > 0) {
    throw new HttpError('invalid_payload', 'The voice-call request is invalid', { issues });
  }
  return { token: record.token, transport: transport as VoiceTransportName };
}

/**
 * POST `{ token, transport? }` -> `{ callId, webCallUrl }` (Daily) or `{ callId,
 * websocketCallUrl, typedTurns }` (WebSocket; `typedTurns`: the channel the live check decided)
 * of a new Vapi call created with the private key.
 */
export function createHandler(deps: VoiceCallDeps): (req: Request) => Promise<Response> {
  return postEndpoint(deps, async (req, headers) => {
    const request = await readVoiceRequest(req, deps.voice.transport);
    const address = clientIp(req, deps.config.trustedProxyHops);
    const caller = voiceCallerOf(address);
    const session = await startVoiceCall(deps, caller, request);
    return jsonResponse(session, 200, headers);
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('voice-call'),
  methods: 'POST, OPTIONS',
  build: () => {
    const config = readConfig(denoEnv);
    const repository = createSupabaseRepository(config);
    const logger = createConsoleLogger('voice-call');
    return createHandler({
      config,
      voice: readVoiceCallSettings(denoEnv),
      repository,
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
      logger,
      spendCap: spendCapFromEnv(denoEnv, config, repository, logger),
      typedTurns: createSupabaseTypedTurnStore(config),
    });
  },
});

if (import.meta.main) Deno.serve(handler);
