import type { VapiConfigAnswer } from '@hlasovy-asistent/validation';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { denoEnv, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { errorResponse, jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { withApiKey } from '../_shared/serve.ts';
import { readVoiceCallSettings, type VoiceCallSettings } from '../_shared/voice-call-settings.ts';

const METHODS = 'GET, OPTIONS';
const CACHE = { 'Cache-Control': 'public, max-age=60' };
const NO_STORE = { 'Cache-Control': 'no-store' };

export interface VapiConfigDeps {
  config: FunctionConfig;
  voice: Pick<VoiceCallSettings, 'transport' | 'browserCreatedCalls'>;
  logger: Logger;
}

function answer(req: Request, deps: VapiConfigDeps, cors: Record<string, string>): Response {
  const { config } = deps;
  if (req.method === 'OPTIONS') return preflightResponse(req, config.siteOrigins, METHODS);
  if (req.method !== 'GET') {
    throw new HttpError('method_not_allowed', `${req.method} is not allowed; use GET`, {
      headers: { Allow: METHODS },
    });
  }
  const { transport, browserCreatedCalls } = deps.voice;
  const headers = { ...cors, ...CACHE };
  // Server-created calls (the default): the browser needs no key and no assistant id.
  if (!browserCreatedCalls) {
    const server: VapiConfigAnswer = { transport, callCreation: 'server' };
    return jsonResponse(server, 200, headers);
  }
  const { publicKey, assistantId } = config.vapi;
  if (!publicKey || !assistantId) {
    const missing = [!publicKey && 'VAPI_PUBLIC_KEY', !assistantId && 'VAPI_ASSISTANT_ID'];
    // The log names what is missing; the public answer does not.
    throw new HttpError('config_missing', 'The voice assistant is not configured', {
      cause: new Error(`missing ${missing.filter(Boolean).join(', ')}`),
    });
  }
  // VOICE_BROWSER_CREATED_CALLS=true: the browser creates Daily calls with the public key,
  // outside every server limit (supabase/README.md names the risk).
  const browser: VapiConfigAnswer = {
    transport: 'daily',
    callCreation: 'browser',
    publicKey,
    assistantId,
  };
  return jsonResponse(browser, 200, headers);
}

/**
 * GET -> `{ transport, callCreation: 'server' }` (calls are created by voice-call), or with
 * VOICE_BROWSER_CREATED_CALLS=true `{ transport: 'daily', callCreation: 'browser', publicKey,
 * assistantId }`.
 */
export function createHandler(deps: VapiConfigDeps): (req: Request) => Promise<Response> {
  const { config, logger } = deps;
  return async (req) => {
    const cors = corsHeaders(req, config.siteOrigins, METHODS);
    try {
      return answer(req, deps, cors);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'config_missing') {
        logger.warn(error.message, error.cause);
      }
      return errorResponse(error, { ...cors, ...NO_STORE }, logger);
    }
  };
}

/** Handler wired to the process environment (read on first request). */
const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('vapi-config'),
  methods: 'GET, OPTIONS',
  build: () =>
    createHandler({
      config: readConfig(denoEnv),
      voice: readVoiceCallSettings(denoEnv),
      logger: createConsoleLogger('vapi-config'),
    }),
});

if (import.meta.main) Deno.serve(handler);
