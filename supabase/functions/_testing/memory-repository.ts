import type {
  CapacityDecision,
  ClaimResult,
  DemoCallClaim,
  DemoRequestRepository,
  LeadConsent,
  RateLimitDecision,
  RecordedOutcome,
  StoredLead,
  VoiceCallPlaces,
} from '../_shared/repository.ts';

interface StoredCall {
  claim: DemoCallClaim;
  outcome: RecordedOutcome;
  /** When the outcome last changed (ms), for the stale-claim rule. */
  updatedAt: number;
}

export interface MemoryRepository extends DemoRequestRepository, VoiceCallPlaces {
  /** Voice-call places: id -> held until (ms) and the Vapi call id. */
  readonly voicePlaces: Map<
    string,
    { heldUntil: number; vapiCallId: string | null; holder: string; prefixes: string[] }
  >;
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
  const tokenUses = new Map<string, string>();
  const callDays = new Map<string, string>();
  const voicePlaces = new Map<
    string,
    { heldUntil: number; vapiCallId: string | null; holder: string; prefixes: string[] }
  >();
  const live = ['pending', 'retrying', 'call_placed', 'call_scheduled'];

  const reclaimable = (call: StoredCall) =>
    call.outcome.status === 'failed' ||
    (['pending', 'retrying'].includes(call.outcome.status) &&
      call.updatedAt < now() - STALE_CLAIM_MS);

  return {
    calls,
    leads,
    consents,
    voicePlaces,
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
      const consent = consents.get(claim.requestId);
      if (!leads.has(claim.requestId) || !consent?.textVersion || !consent.source) {
        return Promise.reject(new Error('consent_missing: claim_demo_request refused the lead'));
      }
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
    useFormToken(nonce, requestId) {
      const first = tokenUses.get(nonce);
      if (first === undefined) tokenUses.set(nonce, requestId);
      return Promise.resolve(first === undefined || first === requestId);
    },
    reserveCallCapacity(requestId, callDay, capacity): Promise<CapacityDecision> {
      const own = calls.get(requestId);
      if (!own) return Promise.reject(new Error(`unknown request ${requestId}`));
      callDays.set(requestId, callDay);
      const others = [...calls].filter(
        ([id, call]) =>
          id !== requestId && callDays.get(id) === callDay && live.includes(call.outcome.status),
      );
      const slot = own.claim.scheduledAt;
      const inSlot = slot ? others.filter(([, c]) => c.claim.scheduledAt === slot).length : 0;
      if (inSlot >= capacity.perSlot) return Promise.resolve('slot');
      return Promise.resolve(others.length >= capacity.perDay ? 'day' : 'ok');
    },
    // the budgets are the database's (pgTAP reserve_then_settle, test/chat-burst.test.ts): in
    // memory every place is within them
    reserveVoiceCall(maxConcurrent, holdSeconds, holder, maxPerHolder, prefixes = []) {
      const busy = Promise.resolve({ status: 'busy' } as const);
      const held = [...voicePlaces.values()].filter((p) => p.heldUntil > now());
      const byHolder = held.filter((p) => p.holder === holder).length;
      if (held.length >= maxConcurrent || byHolder >= maxPerHolder) return busy;
      const full = prefixes.some(
        ({ key, max }) => held.filter((p) => p.prefixes.includes(key)).length >= max,
      );
      if (full) return busy;
      const place = crypto.randomUUID();
      const heldUntil = now() + holdSeconds * 1000;
      const keys = prefixes.map((p) => p.key);
      voicePlaces.set(place, { heldUntil, vapiCallId: null, holder, prefixes: keys });
      return Promise.resolve({ status: 'ok', place } as const);
    },
    attachVoiceCall(place, vapiCallId) {
      const held = voicePlaces.get(place);
      if (held) held.vapiCallId = vapiCallId;
      return Promise.resolve();
    },
    releaseVoiceCall(place) {
      voicePlaces.delete(place);
      return Promise.resolve();
    },
  };
}
