import { createSupabaseCallEventStore } from './call-events.ts';
import type { EnvReader, FunctionConfig } from './env.ts';
import type { Logger } from './logger.ts';
import { notifyTeam } from './notify.ts';
import type { DemoRequestRepository } from './repository.ts';
import { createSpendCap, readMaxSpendPerDay, type SpendCap } from './spend-cap.ts';

/**
 * The spend cap of a served function: VAPI_MAX_SPEND_PER_DAY over the recorded costs, the alert
 * to the team webhook (or the log without one). Undefined when no cap is set.
 */
export function spendCapFromEnv(
  env: EnvReader,
  config: FunctionConfig,
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>,
  logger: Logger,
): SpendCap | undefined {
  const maxPerDay = readMaxSpendPerDay(env, logger);
  if (maxPerDay === undefined) return undefined;
  const deps = {
    config,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    now: () => new Date(),
  };
  return createSpendCap({
    maxPerDay,
    store: createSupabaseCallEventStore(config),
    repository,
    now: deps.now,
    logger,
    alert: async (notice) => {
      const sent = await notifyTeam(deps, notice);
      if (sent.status === 'not_configured') logger.warn('team alert (no webhook)', notice.type);
      if (sent.status === 'failed') logger.warn('team webhook failed', sent.error);
    },
  });
}
