import type {
  ClaimResult,
  DemoCallClaim,
  DemoRequestRepository,
  LeadConsent,
  RateLimitDecision,
  RecordedOutcome,
  StoredLead,
} from './repository.ts';

export interface StoredCall {
  claim: DemoCallClaim;
  outcome: RecordedOutcome;
  /** When the outcome last changed (ms), for the stale-claim rule. */
  updatedAt: number;
}

export interface MemoryRepository extends DemoRequestRepository {
  readonly calls: ReadonlyMap<string, StoredCall>;
  /** public.demo_requests: what the browser inserted, by request id. */
  readonly leads: Map<string, StoredLead>;
  /** Lead rows' consent by request id (what the site's insert would have stored). */
  readonly consents: Map<string, LeadConsent>;
}

const STALE_CLAIM_MS = 10 * 60_000;

/**
 * In-memory repository for `deno test`, with the SQL functions' semantics: a fixed window per
 * (bucket, key) that starts at its first hit, one claim per request id (a failed or stale one
 * may be claimed again).
 */
export function createMemoryRepository(now: () => number = Date.now): MemoryRepository {
  const calls = new Map<string, StoredCall>();
  const leads = new Map<string, StoredLead>();
  const windows = new Map<string, { start: number; hits: number }>();
  const consents = new Map<string, LeadConsent>();

  const reclaimable = (call: StoredCall) =>
    call.outcome.status === 'failed' ||
    (['pending', 'retrying'].includes(call.outcome.status) &&
      call.updatedAt < now() - STALE_CLAIM_MS);

  return {
    calls,
    leads,
    consents,
    hitRateLimit(bucket, key, max, windowSeconds): Promise<RateLimitDecision> {
      const at = now();
      const windowMs = windowSeconds * 1000;
      const id = `${bucket}\u0000${key}`;
      let window = windows.get(id);
      if (!window || window.start + windowMs <= at) {
        window = { start: at, hits: 0 };
        windows.set(id, window);
      }
      window.hits += 1;
      if (window.hits <= max) return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      return Promise.resolve({ allowed: false, retryAfterSeconds });
    },
    findLead(requestId) {
      return Promise.resolve(leads.get(requestId) ?? null);
    },
    findOutcome(requestId) {
      return Promise.resolve(calls.get(requestId)?.outcome ?? null);
    },
    claim(claim): Promise<ClaimResult> {
      const existing = calls.get(claim.requestId);
      if (existing && !reclaimable(existing)) {
        return Promise.resolve({ claimed: false, outcome: existing.outcome });
      }
      const outcome: RecordedOutcome = {
        status: 'pending',
        callType: claim.callType,
        scheduledAt: claim.scheduledAt,
        vapiCallId: null,
        error: null,
        notified: null,
        attempts: 0,
      };
      calls.set(claim.requestId, { claim, outcome, updatedAt: now() });
      return Promise.resolve({ claimed: true });
    },
    recordOutcome(requestId, update): Promise<void> {
      const existing = calls.get(requestId);
      if (!existing) return Promise.reject(new Error(`unknown request ${requestId}`));
      const { attempts, ...rest } = update;
      existing.outcome = {
        ...existing.outcome,
        ...rest,
        attempts: attempts ?? existing.outcome.attempts,
      };
      existing.updatedAt = now();
      return Promise.resolve();
    },
    findLeadConsent(requestId) {
      return Promise.resolve(consents.get(requestId) ?? null);
    },
  };
}
