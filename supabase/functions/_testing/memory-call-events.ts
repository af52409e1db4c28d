import type {
  CallEvent,
  CallEventStore,
  CallEventsHealth,
  SpendKind,
} from '../_shared/call-events.ts';
import type { VapiCallStatus } from '../_shared/call-outcome.ts';

const RANK: Readonly<Record<VapiCallStatus, number>> = {
  scheduled: 1,
  queued: 2,
  ringing: 3,
  'in-progress': 4,
  forwarding: 5,
  ended: 6,
};

type Row = Omit<CallEvent, 'type' | 'status'> & { status: VapiCallStatus; reportReceived: boolean };

export interface MemoryCallEventStore extends CallEventStore {
  rows: Map<string, Row>;
  /**
   * private.chat_turns as the day's spend sees it: each chat turn's cost (voice budget) and
   * whether it is the estimate, by its chat id (`turn:<reservation>` while Vapi named none).
   */
  chatCosts: Map<string, { cost: number; estimated: boolean }>;
  /** Spend of one budget added by hand (tests of the cap); `voice` unless said. */
  setSpend(amount: number, kind?: SpendKind): void;
  /** What eventsHealth answers (tests of `health`). */
  health: CallEventsHealth;
}

export interface MemoryCallEventOptions {
  /** The call ids this backend created (private.voice_calls / demo_calls); default: every id. */
  known?: (callId: string) => boolean;
}

const kindOf = (row: Row): SpendKind =>
  row.callType === 'webCall' || row.callType === 'vapi.websocketCall' ? 'voice' : 'demo';

/** The SQL rules of record_vapi_call_event and vapi_spend in memory, for `deno test`. */
export function createMemoryCallEventStore(
  options: MemoryCallEventOptions = {},
): MemoryCallEventStore {
  const rows = new Map<string, Row>();
  const chatCosts = new Map<string, { cost: number; estimated: boolean }>();
  const extraSpend: Record<SpendKind, number> = { voice: 0, demo: 0 };
  const known = options.known ?? (() => true);
  const store: MemoryCallEventStore = {
    rows,
    chatCosts,
    health: { newestEventAt: null, callsPlaced: 0, callsUnheard: 0 },
    setSpend(amount, kind = 'voice') {
      extraSpend[kind] = amount;
    },
    record(event) {
      const status = event.type === 'end-of-call-report' ? 'ended' : event.status;
      if (!status) return Promise.reject(new Error('a status-update needs a status'));
      if (!known(event.callId)) {
        return Promise.resolve({ changed: false, known: false, requestId: null });
      }
      const before = rows.get(event.callId);
      const keep = <T>(next: T | null, previous: T | null | undefined): T | null =>
        next ?? previous ?? null;
      const costs = [event.cost, before?.cost].filter((c): c is number => typeof c === 'number');
      const row: Row = {
        callId: event.callId,
        status: before && RANK[before.status] >= RANK[status] ? before.status : status,
        callType: before?.callType ?? event.callType,
        endedReason: keep(event.endedReason, before?.endedReason),
        outcome: keep(event.outcome, before?.outcome),
        startedAt: keep(event.startedAt, before?.startedAt),
        endedAt: keep(event.endedAt, before?.endedAt),
        durationSeconds: keep(event.durationSeconds, before?.durationSeconds),
        cost: costs.length > 0 ? Math.max(...costs) : null,
        recordingUrl: keep(event.recordingUrl, before?.recordingUrl),
        reportReceived: Boolean(before?.reportReceived) || event.type === 'end-of-call-report',
      };
      rows.set(event.callId, row);
      const changed = JSON.stringify(before) !== JSON.stringify(row);
      return Promise.resolve({ changed, known: true, requestId: null });
    },
    spendToday(query) {
      const counts = (kind: SpendKind) => query.kind === undefined || query.kind === kind;
      let sum = (counts('voice') ? extraSpend.voice : 0) + (counts('demo') ? extraSpend.demo : 0);
      for (const row of rows.values()) if (counts(kindOf(row))) sum += row.cost ?? 0;
      if (counts('voice')) for (const chat of chatCosts.values()) sum += chat.cost;
      return Promise.resolve(sum);
    },
    eventsHealth() {
      return Promise.resolve(store.health);
    },
  };
  return store;
}
