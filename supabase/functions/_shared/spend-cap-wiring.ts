import { withAlertText } from './alert-text.ts';
import { createSupabaseCallEventStore } from './call-events.ts';
import { type EnvReader, type FunctionConfig, integer } from './env.ts';
import type { Logger } from './logger.ts';
import { notifyTeam } from './notify.ts';
import type { DemoRequestRepository } from './repository.ts';
import { createSpendCap, readSpendCaps, type SpendCap, uncapped } from './spend-cap.ts';

/** The log line of a function that runs without any daily budget (every cold start). */
export const NO_SPEND_CAP_WARNING =
  'NO DAILY SPEND CAP: VAPI_MAX_SPEND_PER_DAY (and the _VOICE/_DEMO budgets) are unset, nothing ' +
  'limits what a day of calls costs; set VAPI_MAX_SPEND_PER_DAY (.env.example has a default)';

/**
 * The spend cap of a served function: the daily budgets (VAPI_MAX_SPEND_PER_DAY, _VOICE, _DEMO)
 * over the recorded costs and the estimate of calls in progress, the alert to the team webhook
 * (or the log without one). Undefined, with a loud error in the log, when no budget is set.
 */
export function spendCapFromEnv(
  env: EnvReader,
  config: FunctionConfig,
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>,
  logger: Logger,
): SpendCap | undefined {
  const caps = readSpendCaps(env, integer(env, 'VOICE_MAX_DURATION_SECONDS'), logger);
  if (uncapped(caps)) {
    logger.error(NO_SPEND_CAP_WARNING);
    return undefined;
  }
  const deps = {
    config,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    now: () => new Date(),
  };
  return createSpendCap({
    caps,
    store: createSupabaseCallEventStore(config),
    repository,
    now: deps.now,
    logger,
    alert: async (notice) => {
      const sent = await notifyTeam(deps, withAlertText(notice));
      if (sent.status === 'not_configured') logger.warn('team alert (no webhook)', notice.type);
      if (sent.status === 'failed') logger.warn('team webhook failed', sent.error);
    },
  });
}
