import { todayInZone } from '@hlasovy-asistent/validation';
import type { FunctionConfig } from '../_shared/env.ts';
import {
  DEMO_RETRY_AFTER_SECONDS,
  enforceRateLimits,
  type RateLimitCheck,
} from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';

const DAY_SECONDS = 86_400;

export interface LimitInput {
  /** Rate-limit key of the client (IPv4, or the IPv6 /64). */
  clientKey: string;
  /** The client's IPv6 /48 (null for IPv4): six /64s of one /48 cannot fill the dial budget. */
  clientNet48: string | null;
  /** E.164 number to be called. */
  phone: string;
  /** The day of the call in Bratislava: the scheduled date, or today for an immediate call. */
  callDay: string;
  /** A retry of this request id after a failure: its number was counted the first time. */
  retryOfFailed: boolean;
}

/**
 * Per client (demo_ip), per IPv6 /48 (demo_net48), per number (demo_phone) and per number per day of the call
 * (`demo_phone_day:<yyyy-MM-dd>`: a slot, or a day, cannot be stacked by booking it many
 * times). The day counter lives for the whole booking horizon plus two days, so it still counts
 * when the day comes. 429 with Retry-After on the first one over.
 */
export function enforceRequestLimits(
  config: FunctionConfig,
  repository: DemoRequestRepository,
  input: LimitInput,
): Promise<void> {
  const { rateLimits, dialling } = config;
  const checks: RateLimitCheck[] = [
    { bucket: 'demo_ip', key: input.clientKey, rule: rateLimits.ip },
    ...(input.clientNet48
      ? [{ bucket: 'demo_net48', key: input.clientNet48, rule: rateLimits.net48 }]
      : []),
  ];
  if (!input.retryOfFailed) {
    const dayRule = {
      max: dialling.perNumberPerDay,
      windowSeconds: (dialling.scheduleMaxDays + 2) * DAY_SECONDS,
    };
    checks.push(
      { bucket: 'demo_phone', key: input.phone, rule: rateLimits.phone },
      {
        // the day in the bucket, the number as the key: erasure (dsr_erase) finds every
        // counter of a number by its E.164 key alone
        bucket: `demo_phone_day:${input.callDay}`,
        key: input.phone,
        rule: dayRule,
      },
    );
  }
  // One Retry-After for every bucket: the per-number ones must not be told apart.
  return enforceRateLimits(repository, checks, DEMO_RETRY_AFTER_SECONDS);
}

/** The Bratislava day a call happens on. */
export function callDayOf(scheduledDate: string | undefined, now: Date): string {
  return scheduledDate ?? todayInZone(now);
}

type BudgetWindow = 'hour' | 'day';

export type SpentBudget = BudgetWindow | 'slot';

/**
 * Takes one call from the budget: one hit of dial_global_hour (calls placed per hour across
 * all callers), then a place on the day the call rings: at most `SCHEDULE_SLOT_CAPACITY` in its
 * 15-minute slot and `DIAL_MAX_PER_DAY` that day (reserve_call_capacity, counted in the
 * database). Null when the call may be placed, else what is spent. `placeHeld`: the request
 * already holds its place (a voice booking takes it right after the claim), only the hour counts.
 */
export async function takeDialBudget(
  config: FunctionConfig,
  repository: DemoRequestRepository,
  requestId: string,
  callDay: string,
  placeHeld = false,
): Promise<SpentBudget | null> {
  const { perHour, perDay, perSlot } = config.dialling.budget;
  if (!(await repository.hitRateLimit('dial_global_hour', 'all', perHour, 3_600)).allowed) {
    return 'hour';
  }
  if (placeHeld) return null;
  const place = await repository.reserveCallCapacity(requestId, callDay, { perSlot, perDay });
  return place === 'ok' ? null : place;
}

/** True for the first breach of a window: one alert per breach, not one per deferred lead. */
export async function firstBreach(
  repository: DemoRequestRepository,
  window: SpentBudget,
): Promise<boolean> {
  const seconds = window === 'hour' ? 3_600 : window === 'slot' ? 900 : DAY_SECONDS;
  return (await repository.hitRateLimit('dial_budget_alert', window, 1, seconds)).allowed;
}
