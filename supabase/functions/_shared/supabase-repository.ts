import type {
  CapacityDecision,
  DemoRequestRepository,
  LeadConsent,
  RecordedOutcome,
  VoiceCallPlaces,
  VoicePlace,
} from './repository.ts';
import { clientOf, rpc, sqlDefaults, supabaseStore } from './service-role-client.ts';
import { budgetArgs } from './spend-budgets.ts';

/** A row of private.demo_calls as `get_demo_call` returns it (jsonb: the generated type is Json). */
interface DemoCallRow {
  call_type: RecordedOutcome['callType'];
  scheduled_at: string | null;
  outcome: RecordedOutcome['status'];
  vapi_call_id: string | null;
  error: string | null;
  notified: boolean | null;
  attempts?: number;
}

/** What `get_lead_consent` returns (jsonb). */
interface LeadConsentRow {
  consent_given_at: string;
  consent_text_version: string | null;
  consent_source: string | null;
  marketing_consent: boolean;
}

function toConsent(row: LeadConsentRow): LeadConsent {
  return {
    givenAt: new Date(row.consent_given_at).toISOString(),
    textVersion: row.consent_text_version,
    source: row.consent_source,
    marketingConsent: row.marketing_consent === true,
  };
}

function toOutcome(row: DemoCallRow): RecordedOutcome {
  return {
    status: row.outcome,
    callType: row.call_type,
    scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    vapiCallId: row.vapi_call_id,
    error: row.error,
    notified: row.notified,
    attempts: row.attempts ?? 0,
  };
}

const CAPACITY_DECISIONS: readonly string[] = ['ok', 'slot', 'day'] satisfies CapacityDecision[];

/** Postgres through PostgREST RPCs with the service-role key (API in supabase/README.md). */
export const createSupabaseRepository = supabaseStore<DemoRequestRepository & VoiceCallPlaces>(
  'store requests',
  (db) => {
    const findOutcome = async (requestId: string) => {
      const row = await rpc(db, 'get_demo_call', { request_id: requestId });
      return row ? toOutcome(row as unknown as DemoCallRow) : null;
    };
    return {
      async hitRateLimit(bucket, key, max, windowSeconds) {
        const allowed = await rpc(db, 'check_rate_limit', {
          bucket,
          key,
          max_hits: max,
          window_seconds: windowSeconds,
        });
        // The fixed window's start is not returned: the full window is a safe upper bound.
        return { allowed: allowed === true, retryAfterSeconds: allowed ? 0 : windowSeconds };
      },
      async findLead(requestId) {
        const { data, error } = await clientOf(db)
          .from('demo_requests')
          .select('name,email,phone,industry')
          .eq('request_id', requestId)
          .maybeSingle();
        if (error) throw new Error(`demo_requests read failed: ${error.message}`, { cause: error });
        return data;
      },
      findOutcome,
      async claim(claim) {
        const claimed = await rpc(
          db,
          'claim_demo_request',
          sqlDefaults({
            request_id: claim.requestId,
            call_type: claim.callType,
            scheduled_at: claim.scheduledAt,
            scheduled_until: claim.scheduledUntil,
          }),
        );
        if (claimed) return { claimed: true };
        const outcome = await findOutcome(claim.requestId);
        if (!outcome) throw new Error(`claim lost but no record for ${claim.requestId}`);
        return { claimed: false, outcome };
      },
      async recordOutcome(requestId, update) {
        await rpc(
          db,
          'record_demo_call',
          sqlDefaults({
            request_id: requestId,
            outcome: update.status,
            vapi_call_id: update.vapiCallId,
            error: update.error?.slice(0, 2000),
            notified: update.notified,
            attempts: update.attempts,
          }),
        );
      },
      async findLeadConsent(requestId) {
        const row = await rpc(db, 'get_lead_consent', { request_id: requestId });
        return row ? toConsent(row as unknown as LeadConsentRow) : null;
      },
      async useFormToken(nonce, requestId, maxAgeSeconds) {
        const args = { nonce, request_id: requestId, max_age_seconds: maxAgeSeconds };
        return (await rpc(db, 'use_form_token', args)) === true;
      },
      async reserveCallCapacity(requestId, callDay, capacity) {
        const decision = await rpc(db, 'reserve_call_capacity', {
          request_id: requestId,
          call_day: callDay,
          slot_capacity: capacity.perSlot,
          day_capacity: capacity.perDay,
        });
        if (!CAPACITY_DECISIONS.includes(decision)) {
          throw new Error(`reserve_call_capacity answered ${String(decision)}`);
        }
        return decision as CapacityDecision;
      },
      async reserveVoiceCall(
        maxConcurrent,
        holdSeconds,
        holder,
        maxPerHolder,
        prefixes = [],
        budgets = null,
      ) {
        const answer = await rpc(db, 'reserve_voice_call_in_budget', {
          max_concurrent: maxConcurrent,
          hold_seconds: holdSeconds,
          holder,
          max_per_holder: maxPerHolder,
          // an IPv4 caller has no wider prefixes
          prefixes: prefixes.map((p) => p.key),
          max_per_prefix: prefixes.map((p) => p.max),
          ...budgetArgs(budgets),
        });
        // jsonb: the generated type is Json, the status is checked here
        const place = answer as unknown as VoicePlace | null;
        if (place?.status === 'ok' || place?.status === 'busy') return place;
        if (place?.status === 'spend_cap') {
          return { ...place, spent: Number(place.spent), limit: Number(place.limit) };
        }
        throw new Error('reserve_voice_call_in_budget answered no status');
      },
      async attachVoiceCall(place, vapiCallId) {
        await rpc(db, 'attach_voice_call', { place, vapi_call_id: vapiCallId });
      },
      async releaseVoiceCall(place) {
        await rpc(db, 'release_voice_call', { place });
      },
    };
  },
);
