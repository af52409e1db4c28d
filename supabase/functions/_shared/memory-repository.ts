import type {
  ClaimResult,
  DemoRequestRecord,
  DemoRequestRepository,
  RateLimitDecision,
  RecordedOutcome,
} from './repository.ts';

export interface StoredRequest {
  record: DemoRequestRecord;
  outcome: RecordedOutcome;
}

export interface MemoryRepository extends DemoRequestRepository {
  readonly requests: ReadonlyMap<string, StoredRequest>;
}

/** In-memory repository for `deno test` and local experiments (sliding-window rate limit). */
export function createMemoryRepository(now: () => number = Date.now): MemoryRepository {
  const requests = new Map<string, StoredRequest>();
  const hits = new Map<string, number[]>();

  return {
    requests,
    hitRateLimit(key, max, windowSeconds): Promise<RateLimitDecision> {
      const at = now();
      const windowMs = windowSeconds * 1000;
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        const oldest = recent[0] ?? at;
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
        return Promise.resolve({ allowed: false, retryAfterSeconds });
      }
      recent.push(at);
      hits.set(key, recent);
      return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    },
    findOutcome(requestId) {
      return Promise.resolve(requests.get(requestId)?.outcome ?? null);
    },
    claim(record): Promise<ClaimResult> {
      const existing = requests.get(record.requestId);
      if (existing) return Promise.resolve({ claimed: false, outcome: existing.outcome });
      const outcome: RecordedOutcome = {
        status: 'pending',
        callType: record.callType,
        scheduledAt: record.scheduledAt,
        vapiCallId: null,
        error: null,
      };
      requests.set(record.requestId, { record, outcome });
      return Promise.resolve({ claimed: true });
    },
    recordOutcome(requestId, outcome): Promise<void> {
      const existing = requests.get(requestId);
      if (!existing) return Promise.reject(new Error(`unknown request ${requestId}`));
      existing.outcome = outcome;
      return Promise.resolve();
    },
  };
}
