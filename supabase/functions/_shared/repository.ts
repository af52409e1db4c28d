import type { CallType } from '@hlasovy-asistent/validation';
import type { SpendRefusal, VoiceBudgets } from './spend-budgets.ts';

/** What handle-demo-request stores per request id (private.demo_calls, see supabase/README.md). */

/**
 * What became of a demo request (`private.demo_calls.outcome`), the words its CHECK constraint
 * allows: the one TypeScript list (test/database-types.test.ts compares it with the migrated
 * constraint). The answer's `status` is derived from it (handle-demo-request/responseBody.ts).
 */
export const DEMO_CALL_OUTCOMES = [
  'pending',
  'retrying',
  'call_placed',
  'call_scheduled',
  'dialling_disabled',
  'deferred',
  'failed',
] as const;
export type OutcomeStatus = (typeof DEMO_CALL_OUTCOMES)[number];

export interface DemoCallClaim {
  requestId: string;
  callType: CallType;
  /** schedulePlan.earliestAt / latestAt (ISO UTC) for scheduled calls, else null. */
  scheduledAt: string | null;
  scheduledUntil: string | null;
}

export interface OutcomeUpdate {
  status: OutcomeStatus;
  vapiCallId: string | null;
  error: string | null;
  /** Whether the team webhook was reached; null when none is configured (or nothing was sent). */
  notified: boolean | null;
  /** POST /call attempts so far; null keeps the stored count. */
  attempts?: number | null;
}

export interface RecordedOutcome extends OutcomeUpdate {
  callType: CallType;
  scheduledAt: string | null;
}

export type ClaimResult =
  | { claimed: true }
  /** The request id was claimed before: its stored outcome (`pending` while in flight). */
  | { claimed: false; outcome: RecordedOutcome };

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds after which a new hit may pass (upper bound; 0 when allowed). */
  retryAfterSeconds: number;
}

/** The lead as the browser stored it in public.demo_requests (read with the service role). */
export interface StoredLead {
  name: string;
  email: string;
  phone: string;
  industry: string;
}

/** The proof of consent stored with a lead (public.demo_requests, see supabase/README.md). */
export interface LeadConsent {
  /** Server time the lead and its consent were stored (ISO). */
  givenAt: string;
  /** Version of the /gdpr text the visitor saw; null for rows inserted without it. */
  textVersion: string | null;
  /** Form and tab, e.g. demo-modal:immediate. */
  source: string | null;
  /** Optional marketing consent: false means no marketing use of this lead. */
  marketingConsent: boolean;
}

/** Storage used by handle-demo-request: Postgres in production, in memory in `deno test`. */
export interface DemoRequestRepository {
  /** Counts one hit for (bucket, key); allowed while the window holds at most `max` hits. */
  hitRateLimit(
    bucket: string,
    key: string,
    max: number,
    windowSeconds: number,
  ): Promise<RateLimitDecision>;
  /** The stored lead of a request id, or null when no row has it. */
  findLead(requestId: string): Promise<StoredLead | null>;
  /** The stored outcome of a request id, or null when it was never claimed. */
  findOutcome(requestId: string): Promise<RecordedOutcome | null>;
  /**
   * Atomically claims the request id; the loser gets the stored outcome. A `failed` claim (or
   * one stale for 10 minutes) may be claimed again.
   */
  claim(claim: DemoCallClaim): Promise<ClaimResult>;
  /** Stores the (intermediate or final) outcome of a claimed request. */
  recordOutcome(requestId: string, update: OutcomeUpdate): Promise<void>;
  /** The consent stored with the lead row of this request id, or null without a row. */
  findLeadConsent(requestId: string): Promise<LeadConsent | null>;
  /**
   * Marks a form token (its nonce) used by `requestId`: true for its first use and for a repeat
   * with the same request id, false for a replay with another one.
   */
  useFormToken(nonce: string, requestId: string, maxAgeSeconds: number): Promise<boolean>;
  /** Takes a place for a claimed request on the day it rings (see reserve_call_capacity). */
  reserveCallCapacity(
    requestId: string,
    callDay: string,
    capacity: CallCapacity,
  ): Promise<CapacityDecision>;
}

/** Scheduled calls per 15-minute slot and calls per day (counted on the day they ring). */
interface CallCapacity {
  perSlot: number;
  perDay: number;
}

/** `ok`, or which capacity is full. */
export type CapacityDecision = 'ok' | 'slot' | 'day';

/** The places one wider network (an IPv6 /56 or /48) may hold at once. */
interface PrefixLimit {
  key: string;
  max: number;
}

/** A place under the concurrency cap, every place held (`busy`), or a day's budget spent. */
export type VoicePlace =
  | { status: 'ok'; place: string }
  | { status: 'busy' }
  | ({ status: 'spend_cap' } & SpendRefusal);

/** Places of browser voice calls under the concurrency cap (private.voice_calls). */
export interface VoiceCallPlaces {
  /**
   * A place of `holder` (the caller's network) held for `holdSeconds`; `busy` when
   * `maxConcurrent` places are held, or `maxPerHolder` of this holder, or the `max` of one of
   * `prefixes` (the caller's wider IPv6 networks, /56 and /48); `spend_cap` when one of
   * `budgets` is spent. The budgets are checked and the place, which counts in the day's spend
   * from then on, is taken in one serialised step (reserve_voice_call_in_budget).
   */
  reserveVoiceCall(
    maxConcurrent: number,
    holdSeconds: number,
    holder: string,
    maxPerHolder: number,
    prefixes?: readonly PrefixLimit[],
    budgets?: VoiceBudgets | null,
  ): Promise<VoicePlace>;
  /** Links the place to the Vapi call it holds. */
  attachVoiceCall(place: string, vapiCallId: string): Promise<void>;
  /** Frees a place whose call was never created. */
  releaseVoiceCall(place: string): Promise<void>;
}
