import type { CallOutcome, VapiCallStatus, VapiCallType } from './call-outcome.ts';
import { rpc, sqlDefaults, supabaseStore } from './service-role-client.ts';

/** One `status-update` or `end-of-call-report`, reduced to what private.vapi_calls keeps. */
export interface CallEvent {
  callId: string;
  type: 'status-update' | 'end-of-call-report';
  /** Required for a status-update; an end-of-call report means `ended`. */
  status: VapiCallStatus | null;
  callType: VapiCallType | null;
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

interface RecordedCallEvent {
  /** False when the event was a redelivery that changed nothing. */
  changed: boolean;
  /** False when the call id is not one this backend created: nothing was written. */
  known: boolean;
  requestId: string | null;
}

/** The two budgets of calls: browser voice calls and outbound demo calls. */
export type SpendKind = 'voice' | 'demo';

/** What today's spend counts (vapi_spend). */
interface SpendQuery {
  /** One budget; absent = every call. */
  kind?: SpendKind;
  /** What a call without its end-of-call report counts per started minute. */
  estimatePerMinute: number;
  /** At most this long (the longest call). */
  estimateMaxSeconds: number;
}

/** For `health`: are Vapi's events arriving? (call_events_health) */
export interface CallEventsHealth {
  newestEventAt: string | null;
  /** Calls this backend created in the last day. */
  callsPlaced: number;
  /** Of those, the ones older than expected without any event. */
  callsUnheard: number;
}

/** Where call outcomes go (private.vapi_calls) and where the day's spend comes from. */
export interface CallEventStore {
  record(event: CallEvent): Promise<RecordedCallEvent>;
  /**
   * Money spent today (Bratislava day), summed in SQL: the reported costs plus the estimate of
   * calls whose report has not arrived.
   */
  spendToday(query: SpendQuery): Promise<number>;
  /** Calls placed without events after `expectWithinSeconds` (a database error throws). */
  eventsHealth(expectWithinSeconds: number): Promise<CallEventsHealth>;
}

/** Through PostgREST RPCs with the service-role key (record_vapi_call_event, vapi_spend). */
export const createSupabaseCallEventStore = supabaseStore<CallEventStore>(
  'store call events',
  (db) => ({
    async record(event) {
      const data = await rpc(
        db,
        'record_vapi_call_event',
        sqlDefaults({
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
        }),
      );
      // jsonb: the generated type is Json
      const row = data as { changed?: boolean; known?: boolean; request_id?: string | null };
      return {
        changed: row.changed === true,
        known: row.known !== false,
        requestId: row.request_id ?? null,
      };
    },
    async spendToday(query) {
      const spent = await rpc(db, 'vapi_spend', {
        kind: query.kind,
        estimate_per_minute: query.estimatePerMinute,
        estimate_max_seconds: query.estimateMaxSeconds,
      });
      return Number(spent ?? 0);
    },
    async eventsHealth(expectWithinSeconds) {
      const data = await rpc(db, 'call_events_health', {
        expect_within_seconds: expectWithinSeconds,
      });
      // jsonb: the generated type is Json
      const row = data as {
        newest_event_at?: string | null;
        calls_placed?: number;
        calls_unheard?: number;
      };
      return {
        newestEventAt: row.newest_event_at ?? null,
        callsPlaced: Number(row.calls_placed ?? 0),
        callsUnheard: Number(row.calls_unheard ?? 0),
      };
    },
  }),
);
