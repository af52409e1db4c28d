import { todayInZone } from '@hlasovy-asistent/validation';
import type { CallEventStore, SpendKind } from './call-events.ts';
import { type EnvReader, text } from './env.ts';
import type { Logger } from './logger.ts';
import { rateLimited } from './rate-limit.ts';
import type { DemoRequestRepository } from './repository.ts';
import type { SpendRefusal, VoiceBudgets } from './spend-budgets.ts';

/**
 * A money setting in the currency Vapi reports (USD): unset = undefined; a value that is not a
 * number >= 0 is logged and read as 0 (no paid calls until it is fixed: a money limit fails
 * closed).
 */
function readMoney(env: EnvReader, name: string, logger?: Logger): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (Number.isFinite(value) && value >= 0) return value;
  logger?.error(`${name} is not a number >= 0; no paid calls until it is fixed`);
  return 0;
}

/** `VAPI_MAX_SPEND_PER_DAY`: unset = no overall cap. */
export function readMaxSpendPerDay(env: EnvReader, logger?: Logger): number | undefined {
  return readMoney(env, 'VAPI_MAX_SPEND_PER_DAY', logger);
}

/**
 * What a call whose end-of-call report has not arrived counts per started minute when
 * VAPI_ESTIMATED_COST_PER_MINUTE is unset: above what a Vapi call usually costs (about
 * 0.05-0.20 USD a minute with its providers), so an estimate errs on the side of stopping.
 */
const DEFAULT_ESTIMATED_COST_PER_MINUTE = 0.3;
/** VAPI_ESTIMATED_COST_PER_MINUTE, else DEFAULT_ESTIMATED_COST_PER_MINUTE. */
export function readEstimatePerMinute(env: EnvReader, logger?: Logger): number {
  return (
    readMoney(env, 'VAPI_ESTIMATED_COST_PER_MINUTE', logger) ?? DEFAULT_ESTIMATED_COST_PER_MINUTE
  );
}

/** Vapi's default `maxDurationSeconds`: the longest a demo call is estimated. */
const DEMO_ESTIMATE_MAX_SECONDS = 600;

/** The daily budgets (each optional) and how calls without their report are counted. */
export interface SpendCaps {
  /** VAPI_MAX_SPEND_PER_DAY: every call. */
  total: number | undefined;
  /** VAPI_MAX_SPEND_PER_DAY_VOICE: browser voice calls. */
  voice: number | undefined;
  /** VAPI_MAX_SPEND_PER_DAY_DEMO: outbound demo calls. */
  demo: number | undefined;
  /** VAPI_ESTIMATED_COST_PER_MINUTE (default DEFAULT_ESTIMATED_COST_PER_MINUTE). */
  estimatePerMinute: number;
  /** The longest a call without its report is counted: the longest call, seconds. */
  estimateMaxSeconds: number;
}

/** The budgets of the environment; `voiceMaxDurationSeconds` is VOICE_MAX_DURATION_SECONDS. */
export function readSpendCaps(
  env: EnvReader,
  voiceMaxDurationSeconds: number,
  logger?: Logger,
): SpendCaps {
  return {
    total: readMaxSpendPerDay(env, logger),
    voice: readMoney(env, 'VAPI_MAX_SPEND_PER_DAY_VOICE', logger),
    demo: readMoney(env, 'VAPI_MAX_SPEND_PER_DAY_DEMO', logger),
    estimatePerMinute: readEstimatePerMinute(env, logger),
    estimateMaxSeconds: Math.max(voiceMaxDurationSeconds, DEMO_ESTIMATE_MAX_SECONDS),
  };
}

/** No budget at all: nothing limits the money a day can cost. */
export function uncapped(caps: SpendCaps): boolean {
  return caps.total === undefined && caps.voice === undefined && caps.demo === undefined;
}

/** Which budget a spend cap notice is about. */
type SpendBudget = 'total' | SpendKind;

/** What the team webhook receives once per day and budget the cap is reached (no personal data). */
export interface SpendCapNotice {
  type: 'spend_cap_exceeded';
  budget: SpendBudget;
  day: string;
  limit: number;
  spent: number;
}

export interface SpendCapDeps {
  caps: SpendCaps;
  store: Pick<CallEventStore, 'spendToday'>;
  /** The rate-limit counter doubles as the once-per-breach latch of the alert. */
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  /** Sends the alert (the team webhook, or the log without one); never throws. */
  alert: (notice: SpendCapNotice) => Promise<unknown>;
  now: () => Date;
  logger: Logger;
}

/** Is today's spend (reported costs plus the estimate of calls in progress) at a budget? */
export interface SpendCap {
  /**
   * True when the overall budget or the budget of `kind` is spent: a cheap first look before
   * anything is counted. The binding check is the database's (voiceBudgets).
   */
  reached(kind: SpendKind): Promise<boolean>;
  /** The budgets of browser calls and chat turns, for the database's one-step check. */
  voiceBudgets(): VoiceBudgets;
  /** The database refused room over a budget: the team is told once per day and budget. */
  refused(refusal: SpendRefusal): Promise<void>;
}

const DAY_SECONDS = 86_400;

/**
 * The daily budgets over private.vapi_calls and the calls in progress (vapi_spend). Reaching one
 * alerts the team once per day and budget (the `spend_cap_alert:<budget>:<day>` latch), however
 * many calls are refused after.
 */
export function createSpendCap(deps: SpendCapDeps): SpendCap {
  const { caps } = deps;
  const estimate = {
    estimatePerMinute: caps.estimatePerMinute,
    estimateMaxSeconds: caps.estimateMaxSeconds,
  };
  async function alertOnce(budget: SpendBudget, spent: number, limit: number): Promise<void> {
    const day = todayInZone(deps.now());
    const latch = await deps.repository.hitRateLimit(
      `spend_cap_alert:${budget}:${day}`,
      'all',
      1,
      2 * DAY_SECONDS,
    );
    if (latch.allowed) {
      deps.logger.warn(`daily spend cap (${budget}) reached: ${spent} of ${limit}`);
      await deps.alert({ type: 'spend_cap_exceeded', budget, day, limit, spent });
    }
  }
  async function spentOn(budget: SpendBudget, limit: number | undefined): Promise<boolean> {
    if (limit === undefined) return false;
    const kind = budget === 'total' ? undefined : budget;
    const spent = await deps.store.spendToday({ ...estimate, ...(kind ? { kind } : {}) });
    if (spent < limit) return false;
    await alertOnce(budget, spent, limit);
    return true;
  }
  return {
    async reached(kind) {
      return (await spentOn('total', caps.total)) || (await spentOn(kind, caps[kind]));
    },
    voiceBudgets: () => ({ total: caps.total, voice: caps.voice, ...estimate }),
    refused: ({ budget, spent, limit }) => alertOnce(budget, spent, limit),
  };
}

/**
 * Over the day's overall or voice budget a new voice call gets the answer of every voice limit
 * (429, the one message, the same Retry-After as the per-address limits): nothing in the answer
 * tells the visitor that it is money, and the site shows the same busy notice as for a full site.
 */
export async function refuseOverSpend(
  spendCap: SpendCap | undefined,
  retryAfterSeconds: number,
): Promise<void> {
  if (!spendCap || !(await spendCap.reached('voice'))) return;
  throw rateLimited(retryAfterSeconds);
}
