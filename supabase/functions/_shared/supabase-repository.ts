import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import type {
  ClaimResult,
  DemoRequestRepository,
  OutcomeStatus,
  RateLimitDecision,
  RecordedOutcome,
} from './repository.ts';

interface OutcomeRow {
  status: OutcomeStatus;
  call_type: RecordedOutcome['callType'];
  scheduled_at: string | null;
  vapi_call_id: string | null;
  error: string | null;
}

const OUTCOME_TABLE = 'demo_call_outcomes';

function toOutcome(row: OutcomeRow): RecordedOutcome {
  return {
    status: row.status,
    callType: row.call_type,
    scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    vapiCallId: row.vapi_call_id,
    error: row.error,
  };
}

function unwrap<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as T;
}

/** Every method fails with config_missing (500) when the function has no database settings. */
function unconfiguredRepository(): DemoRequestRepository {
  const fail = () =>
    Promise.reject(
      new HttpError('config_missing', 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
    );
  return { hitRateLimit: fail, findOutcome: fail, claim: fail, recordOutcome: fail };
}

/** Postgres through PostgREST with the service-role key (functions in supabase/migrations). */
export function createSupabaseRepository(config: FunctionConfig): DemoRequestRepository {
  const { url, serviceRoleKey } = config.supabase;
  if (!url || !serviceRoleKey) return unconfiguredRepository();
  const db: SupabaseClient = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    async hitRateLimit(key, max, windowSeconds): Promise<RateLimitDecision> {
      const rows = unwrap(
        await db.rpc('hit_rate_limit', { p_key: key, p_max: max, p_window_seconds: windowSeconds }),
        'hit_rate_limit',
      ) as { allowed: boolean; retry_after_seconds: number }[];
      const row = Array.isArray(rows) ? rows[0] : rows;
      return { allowed: Boolean(row?.allowed), retryAfterSeconds: row?.retry_after_seconds ?? 0 };
    },
    async findOutcome(requestId) {
      const row = unwrap(
        await db.from(OUTCOME_TABLE).select('*').eq('request_id', requestId).maybeSingle(),
        'find outcome',
      ) as OutcomeRow | null;
      return row ? toOutcome(row) : null;
    },
    async claim(record): Promise<ClaimResult> {
      const result = unwrap(
        await db.rpc('claim_demo_call', {
          p_request_id: record.requestId,
          p_name: record.name,
          p_email: record.email,
          p_phone: record.phone,
          p_industry: record.industry,
          p_call_type: record.callType,
          p_scheduled_at: record.scheduledAt,
          p_client_ip: record.clientIp,
        }),
        'claim_demo_call',
      ) as { claimed: boolean; outcome: OutcomeRow | null };
      if (result.claimed || !result.outcome) return { claimed: true };
      return { claimed: false, outcome: toOutcome(result.outcome) };
    },
    async recordOutcome(requestId, outcome) {
      unwrap(
        await db.rpc('record_demo_call_outcome', {
          p_request_id: requestId,
          p_status: outcome.status,
          p_vapi_call_id: outcome.vapiCallId,
          p_error: outcome.error,
          p_notify_error: outcome.notifyError ?? null,
        }),
        'record_demo_call_outcome',
      );
    },
  };
}
