/** What the function stores about each demo request; the SQL tables live in supabase/migrations. */
export type CallType = 'immediate' | 'scheduled';

/** `calling`/`scheduled`: Vapi accepted the call; `recorded`: dialling disabled; `failed`: Vapi refused. */
export type OutcomeStatus = 'pending' | 'calling' | 'scheduled' | 'recorded' | 'failed';

export interface DemoRequestRecord {
  requestId: string;
  name: string;
  email: string;
  phone: string;
  industry: string;
  callType: CallType;
  /** Start of the slot (ISO UTC) for scheduled calls, else null. */
  scheduledAt: string | null;
  clientIp: string;
}

export interface RecordedOutcome {
  status: OutcomeStatus;
  callType: CallType;
  scheduledAt: string | null;
  vapiCallId: string | null;
  error: string | null;
  notifyError?: string | null;
}

export type ClaimResult =
  | { claimed: true }
  /** The request id was seen before: its recorded outcome (status `pending` while in flight). */
  | { claimed: false; outcome: RecordedOutcome };

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** Storage used by handle-demo-request; Postgres in production, in memory in `deno test`. */
export interface DemoRequestRepository {
  /** Counts one hit for `key` and answers whether it is within `max` per `windowSeconds`. */
  hitRateLimit(key: string, max: number, windowSeconds: number): Promise<RateLimitDecision>;
  /** The stored outcome of a request id, or null when it was never claimed. */
  findOutcome(requestId: string): Promise<RecordedOutcome | null>;
  /** Atomically records the request unless its id exists (then returns the stored outcome). */
  claim(record: DemoRequestRecord): Promise<ClaimResult>;
  /** Stores the final outcome of a claimed request. */
  recordOutcome(requestId: string, outcome: RecordedOutcome): Promise<void>;
}
