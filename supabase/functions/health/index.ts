import { checkSettings, isDiallingOff } from '@hlasovy-asistent/validation';
import { parseOrigins } from '../_shared/cors.ts';
import { denoEnv, type EnvReader, settingsOf } from '../_shared/env.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';

export interface HealthDeps {
  env: EnvReader;
  logger: Logger;
}

/**
 * GET -> `200 {ok: true, dialling, problems: []}` when every setting the functions need is set
 * and parses, else `503 {ok: false, dialling, problems: [{setting, problem, message}]}`: names and
 * rules only, never a value. For an uptime check; `dialling` is "off" when DIALLING=off or a
 * dialling secret is missing (leads are then stored and nobody is called).
 */
export function createHandler(deps: HealthDeps): (req: Request) => Promise<Response> {
  const settings = settingsOf(deps.env);
  const config = { siteOrigins: parseOrigins(deps.env('SITE_ORIGINS')) };
  return postEndpoint(
    { config, logger: deps.logger },
    async (_req, headers) => {
      const problems = checkSettings(settings, 'runtime');
      const diallingMissing = problems.some((p) =>
        [
          'VAPI_PRIVATE_KEY',
          'VAPI_PHONE_NUMBER_ID',
          'FORM_TOKEN_SECRET',
          'VAPI_ASSISTANT_ID',
        ].includes(p.setting),
      );
      const dialling = isDiallingOff(settings) || diallingMissing ? 'off' : 'on';
      const ok = problems.length === 0;
      return jsonResponse({ ok, dialling, problems }, ok ? 200 : 503, headers);
    },
    'GET',
  );
}

/** Handler wired to the process environment. */
export const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('health'),
  methods: 'GET, OPTIONS',
  build: () => createHandler({ env: denoEnv, logger: createConsoleLogger('health') }),
});

if (import.meta.main) Deno.serve(handler);
