import { todayInZone } from '@repo/validation';
import type { FunctionConfig } from '../_shared/env.ts';
import { enforceRateLimits, type RateLimitCheck } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';

const DAY_SECONDS = 86_400;

export interface LimitInput {
  /** Rate-limit key of the client (IPv4, or the IPv6 /64). */
  clientKey: string;
  /** E.164 number to be called. */
  phone: string;
  /** The day of the call in Bratislava: the scheduled date, or today for an immediate call. */
  callDay: string;
  /** A retry of this request id after a failure: its number was counted the first time. */
  retryOfFailed: boolean;
}

/**
 * Per client (demo_ip), per number (demo_phone) and per number per day of the call
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
    { bucket: 'demo_ip', key: input.clientKey, rule: rateLimits.ip, subject: 'address' },
  ];
  if (!input.retryOfFailed) {
    const dayRule = {
      max: dialling.perNumberPerDay,
      windowSeconds: (dialling.scheduleMaxDays + 2) * DAY_SECONDS,
    };
    checks.push(
      { bucket: 'demo_phone', key: input.phone, rule: rateLimits.phone, subject: 'phone number' },
      {
        // the day in the bucket, the number as the key: erasure (dsr_erase) finds every
        // counter of a number by its E.164 key alone
        bucket: `demo_phone_day:${input.callDay}`,
        key: input.phone,
        rule: dayRule,
        subject: 'phone number for that day',
      },
    );
  }
  return enforceRateLimits(repository, checks);
}

/** The Bratislava day a call happens on. */
export function callDayOf(scheduledDate: string | undefined, now: Date): string {
  return scheduledDate ?? todayInZone(now);
}

export type BudgetWindow = 'hour' | 'day';

/**
 * Takes one call from the global budget (dial_global_hour, then dial_global_day, across all
 * callers). Null when the call may be placed, else the window that is spent.
 */
export async function takeDialBudget(
  config: FunctionConfig,
  repository: DemoRequestRepository,
): Promise<BudgetWindow | null> {
  const { perHour, perDay } = config.dialling.budget;
  if (!(await repository.hitRateLimit('dial_global_hour', 'all', perHour, 3_600)).allowed) {
    return 'hour';
  }
  if (!(await repository.hitRateLimit('dial_global_day', 'all', perDay, DAY_SECONDS)).allowed) {
    return 'day';
  }
  return null;
}

/** True for the first breach of a window: one alert per breach, not one per deferred lead. */
export async function firstBreach(
  repository: DemoRequestRepository,
  window: BudgetWindow,
): Promise<boolean> {
  const seconds = window === 'hour' ? 3_600 : DAY_SECONDS;
  return (await repository.hitRateLimit('dial_budget_alert', window, 1, seconds)).allowed;
}
