import {
  checkSettings,
  type FunctionAnswer,
  type HealthProblem,
  healthContract,
  integerSetting,
  isDiallingOff,
  VAPI_EVENTS_SECRET_MIN_LENGTH,
} from '@hlasovy-asistent/validation';
import { type CallEventStore, createSupabaseCallEventStore } from '../_shared/call-events.ts';
import { parseOrigins } from '../_shared/cors.ts';
import { denoEnv, type EnvReader, settingsOf, text } from '../_shared/env.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFunction } from '../_shared/serve.ts';
import { readSpendCaps, uncapped } from '../_shared/spend-cap.ts';
import { NO_SPEND_CAP_WARNING } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseTypedTurnStore } from '../_shared/supabase-typed-turn-store.ts';
import type { LiveCheckStatus } from '../_shared/typed-turn-store.ts';
import { checkDigest, createSupabaseDigestHealth, type DigestHealthSource } from './digestCheck.ts';
import { liveCheckReport } from './liveCheckReport.ts';
import { checkDatabaseAndEvents, checkVapiKey, expectEventsWithinSeconds } from './liveChecks.ts';

export interface HealthDeps {
  env: EnvReader;
  logger: Logger;
  /** The database (call_events_health). */
  store: Pick<CallEventStore, 'eventsHealth'>;
  /** Used for Vapi. */
  fetch: typeof fetch;
  /** Vapi's answer is awaited this long (default 5 s). */
  timeoutMs?: number;
  /** The live check's last result (`live_check_status()`); absent = not reported. */
  liveCheck?: () => Promise<LiveCheckStatus>;
  /** The morning digest's state (funnel_digest_health); its problems are warnings. */
  digest?: DigestHealthSource;
}

/** With a spend cap, costs are recorded only through vapi-events, which needs the secret. */
function webhookSecretProblems(env: EnvReader, settingProblems: HealthProblem[]): HealthProblem[] {
  if (uncapped(readSpendCaps(env, 0))) return [];
  if (settingProblems.some((p) => p.setting === 'VAPI_WEBHOOK_SECRET')) return [];
  const secret = text(env, 'VAPI_WEBHOOK_SECRET');
  if (secret && secret.length >= VAPI_EVENTS_SECRET_MIN_LENGTH) return [];
  return [
    {
      setting: 'VAPI_WEBHOOK_SECRET',
      problem: 'missing',
      message:
        'a daily spend cap is set, but without the webhook secret every call event is refused ' +
        'and no cost is ever recorded',
    },
  ];
}

/**
 * GET -> `200 {ok: true, dialling, problems: [], warnings, liveCheck}` when every setting the functions
 * need is set and parses, the database answers, Vapi accepts the private key (and knows the
 * assistant), the webhook secret is set whenever a spend cap is, and every call placed has been
 * heard of; else `503 {ok: false, ...}` with `problems: [{setting, problem, message}]` naming
 * what is wrong: names and rules only, never a value. `warnings` (never a 503): no daily spend
 * cap; the live check never run or failing (`liveCheck`: when it last ran and passed, failures in
 * a row, the typed-turn channel it decided). For an uptime check; `dialling` is "off" when
 * DIALLING=off or a dialling secret is missing (leads are then stored and nobody is called).
 */
export function createHandler(deps: HealthDeps): (req: Request) => Promise<Response> {
  const settings = settingsOf(deps.env);
  const config = { siteOrigins: parseOrigins(deps.env('SITE_ORIGINS')) };
  const live = { ...deps, timeoutMs: deps.timeoutMs ?? 5_000 };
  return postEndpoint(
    healthContract,
    { config, logger: deps.logger },
    async (_request, _req, headers) => {
      const settingProblems: HealthProblem[] = checkSettings(settings, 'runtime');
      const diallingMissing = settingProblems.some((p) =>
        [
          'VAPI_PRIVATE_KEY',
          'VAPI_PHONE_NUMBER_ID',
          'FORM_TOKEN_SECRET',
          'VAPI_ASSISTANT_ID',
        ].includes(p.setting),
      );
      const dialling = isDiallingOff(settings) || diallingMissing ? 'off' : 'on';
      let voiceMax = 300;
      try {
        voiceMax = integerSetting(settings, 'VOICE_MAX_DURATION_SECONDS') ?? voiceMax;
      } catch {
        // named by the settings check
      }
      const [events, vapi, checked, digest] = await Promise.all([
        checkDatabaseAndEvents(live, expectEventsWithinSeconds(voiceMax)),
        checkVapiKey(live),
        deps.liveCheck ? liveCheckReport(deps.liveCheck) : undefined,
        checkDigest(deps.digest),
      ]);
      const problems = [
        ...settingProblems,
        ...webhookSecretProblems(deps.env, settingProblems),
        ...events,
        ...vapi,
      ];
      for (const p of problems) deps.logger.warn(`health: ${p.setting} ${p.problem}`);
      const warnings = [
        ...(uncapped(readSpendCaps(deps.env, 0))
          ? [{ setting: 'VAPI_MAX_SPEND_PER_DAY', problem: 'unset', message: NO_SPEND_CAP_WARNING }]
          : []),
        ...(checked?.warnings ?? []),
        ...digest.warnings,
      ];
      const ok = problems.length === 0;
      const report: FunctionAnswer<typeof healthContract> = {
        ok,
        dialling,
        problems,
        warnings,
        ...(digest.digest ? { digest: digest.digest } : {}),
        ...(checked ? { liveCheck: checked.liveCheck } : {}),
      };
      return ok ? report : jsonResponse(report, 503, headers);
    },
  );
}

/** Handler wired to the process environment, Postgres and Vapi. */
const handler = serveFunction(healthContract, {
  env: denoEnv,
  logger: createConsoleLogger('health'),
  build: () => {
    const supabase = {
      url: text(denoEnv, 'SUPABASE_URL'),
      serviceRoleKey: text(denoEnv, 'SUPABASE_SERVICE_ROLE_KEY'),
    };
    const liveChecks = createSupabaseTypedTurnStore({ supabase });
    return createHandler({
      env: denoEnv,
      logger: createConsoleLogger('health'),
      store: createSupabaseCallEventStore({ supabase }),
      fetch: (input, init) => fetch(input, init),
      liveCheck: () => liveChecks.liveCheck(),
      digest: createSupabaseDigestHealth({ supabase }),
    });
  },
});

if (import.meta.main) Deno.serve(handler);
