import { createClient } from '@supabase/supabase-js';
import type { CallOutcome } from './call-outcome.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';

/** The statuses a call row can hold (Vapi's `status-update` statuses that describe a call). */
export const CALL_STATUSES = [
  'scheduled',
  'queued',
  'ringing',
  'in-progress',
  'forwarding',
  'ended',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** The call types Vapi reports (`Call.type`). */
export const CALL_TYPES = [
  'inboundPhoneCall',
  'outboundPhoneCall',
  'webCall',
  'vapi.websocketCall',
] as const;
export type CallType = (typeof CALL_TYPES)[number];

/** One `status-update` or `end-of-call-report`, reduced to what private.vapi_calls keeps. */
export interface CallEvent {
  callId: string;
  type: 'status-update' | 'end-of-call-report';
  /** Required for a status-update; an end-of-call report means `ended`. */
  status: CallStatus | null;
  callType: CallType | null;
  endedReason: string | null;
  outcome: CallOutcome | null;
  startedAt: string | null;
  endedAt: string | null;
  durationSeconds: number | null;
  /** Total cost in the currency Vapi reports (USD). */
  cost: number | null;
  /** Only when the assistant records (the function drops it otherwise). */
  recordingUrl: string | null;
}

export interface RecordedCallEvent {
  /** False when the event was a redelivery that changed nothing. */
  changed: boolean;
  requestId: string | null;
}

/** Where call outcomes go (private.vapi_calls) and where the day's spend comes from. */
export interface CallEventStore {
  record(event: CallEvent): Promise<RecordedCallEvent>;
  /** Money spent today (Bratislava day), summed in SQL from the recorded costs. */
  spendToday(): Promise<number>;
}

/** Through PostgREST RPCs with the service-role key (record_vapi_call_event, vapi_spend). */
export function createSupabaseCallEventStore(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): CallEventStore {
  const { url, serviceRoleKey } = config.supabase;
  if (!url || !serviceRoleKey) {
    const fail = () =>
      Promise.reject(
        new HttpError('config_missing', 'The server is not configured to store call events', {
          cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
        }),
      );
    return { record: fail, spendToday: fail };
  }
  const db = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchFn ? { global: { fetch: fetchFn } } : {}),
  });
  return {
    async record(event) {
      const { data, error } = await db.rpc('record_vapi_call_event', {
        call_id: event.callId,
        event_type: event.type,
        status: event.status,
        call_type: event.callType,
        ended_reason: event.endedReason,
        outcome: event.outcome,
        started_at: event.startedAt,
        ended_at: event.endedAt,
        duration_seconds: event.durationSeconds,
        cost: event.cost,
        recording_url: event.recordingUrl,
      });
      if (error)
        throw new Error(`record_vapi_call_event failed: ${error.message}`, { cause: error });
      const row = data as { changed?: boolean; request_id?: string | null };
      return { changed: row.changed === true, requestId: row.request_id ?? null };
    },
    async spendToday() {
      const { data, error } = await db.rpc('vapi_spend', {});
      if (error) throw new Error(`vapi_spend failed: ${error.message}`, { cause: error });
      return Number(data ?? 0);
    },
  };
}
