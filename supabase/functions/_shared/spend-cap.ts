import { todayInZone } from '@hlasovy-asistent/validation';
import type { CallEventStore } from './call-events.ts';
import { type EnvReader, text } from './env.ts';
import type { Logger } from './logger.ts';
import type { DemoRequestRepository } from './repository.ts';

/**
 * `VAPI_MAX_SPEND_PER_DAY` in the currency Vapi reports (USD): unset = no cap; a value that is
 * not a number >= 0 is logged and read as 0 (no paid calls until it is fixed: a money limit
 * fails closed).
 */
export function readMaxSpendPerDay(env: EnvReader, logger?: Logger): number | undefined {
  const raw = text(env, 'VAPI_MAX_SPEND_PER_DAY');
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (Number.isFinite(value) && value >= 0) return value;
  logger?.error('VAPI_MAX_SPEND_PER_DAY is not a number >= 0; no paid calls until it is fixed');
  return 0;
}

/** What the team webhook receives once per day the cap is reached. */
export interface SpendCapNotice {
  type: 'spend_cap_exceeded';
  day: string;
  limit: number;
  spent: number;
}

export interface SpendCapDeps {
  maxPerDay: number | undefined;
  store: Pick<CallEventStore, 'spendToday'>;
  /** The rate-limit counter doubles as the once-per-breach latch of the alert. */
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  /** Sends the alert (the team webhook, or the log without one); never throws. */
  alert: (notice: SpendCapNotice) => Promise<unknown>;
  now: () => Date;
  logger: Logger;
}

/** Is today's recorded spend at or over the cap? */
export interface SpendCap {
  reached(): Promise<boolean>;
  /** Seconds until the Bratislava day ends (the Retry-After of a refusal). */
  secondsUntilTomorrow(): number;
}

const DAY_SECONDS = 86_400;

/**
 * The daily spend cap over private.vapi_calls (vapi_spend). Reaching it alerts the team once per
 * day (the `spend_cap_alert:<day>` latch), however many calls are refused after.
 */
export function createSpendCap(deps: SpendCapDeps): SpendCap {
  return {
    async reached() {
      const limit = deps.maxPerDay;
      if (limit === undefined) return false;
      const spent = await deps.store.spendToday();
      if (spent < limit) return false;
      const day = todayInZone(deps.now());
      const latch = await deps.repository.hitRateLimit(
        `spend_cap_alert:${day}`,
        'all',
        1,
        2 * DAY_SECONDS,
      );
      if (latch.allowed) {
        deps.logger.warn(`daily spend cap reached: ${spent} of ${limit}`);
        await deps.alert({ type: 'spend_cap_exceeded', day, limit, spent });
      }
      return true;
    },
    secondsUntilTomorrow() {
      const now = deps.now();
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Bratislava',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(now);
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
      const elapsed = get('hour') * 3600 + get('minute') * 60 + get('second');
      return Math.max(1, DAY_SECONDS - elapsed);
    },
  };
}
