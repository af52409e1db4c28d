import type {
  ClaimResult,
  DemoCallClaim,
  DemoRequestRepository,
  LeadConsent,
  RateLimitDecision,
  RecordedOutcome,
} from './repository.ts';

export interface StoredCall {
  claim: DemoCallClaim;
  outcome: RecordedOutcome;
}

export interface MemoryRepository extends DemoRequestRepository {
  readonly calls: ReadonlyMap<string, StoredCall>;
  /** Lead rows' consent by request id (what the site's insert would have stored). */
  readonly consents: Map<string, LeadConsent>;
}

/**
 * In-memory repository for `deno test`, with the SQL functions' semantics: a fixed window per
 * (bucket, key) that starts at its first hit, one claim per request id.
 */
export function createMemoryRepository(now: () => number = Date.now): MemoryRepository {
  const calls = new Map<string, StoredCall>();
  const windows = new Map<string, { start: number; hits: number }>();
  const consents = new Map<string, LeadConsent>();

  return {
    calls,
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
    findOutcome(requestId) {
      return Promise.resolve(calls.get(requestId)?.outcome ?? null);
    },
    claim(claim): Promise<ClaimResult> {
      const existing = calls.get(claim.requestId);
      if (existing) return Promise.resolve({ claimed: false, outcome: existing.outcome });
      const outcome: RecordedOutcome = {
        status: 'pending',
        callType: claim.callType,
        scheduledAt: claim.scheduledAt,
        vapiCallId: null,
        error: null,
        notified: null,
      };
      calls.set(claim.requestId, { claim, outcome });
      return Promise.resolve({ claimed: true });
    },
    recordOutcome(requestId, update): Promise<void> {
      const existing = calls.get(requestId);
      if (!existing) return Promise.reject(new Error(`unknown request ${requestId}`));
      existing.outcome = { ...existing.outcome, ...update };
      return Promise.resolve();
    },
    findLeadConsent(requestId) {
      return Promise.resolve(consents.get(requestId) ?? null);
    },
  };
}
