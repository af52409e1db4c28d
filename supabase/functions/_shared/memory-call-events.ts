import type { CallEvent, CallEventStore, CallStatus } from './call-events.ts';

const RANK: Readonly<Record<CallStatus, number>> = {
  scheduled: 1,
  queued: 2,
  ringing: 3,
  'in-progress': 4,
  forwarding: 5,
  ended: 6,
};

type Row = Omit<CallEvent, 'type' | 'status'> & { status: CallStatus; reportReceived: boolean };

export interface MemoryCallEventStore extends CallEventStore {
  rows: Map<string, Row>;
  /** Spend added by hand (tests of the cap). */
  setSpend(amount: number): void;
}

/** The SQL rules of record_vapi_call_event in memory, for `deno test`. */
export function createMemoryCallEventStore(): MemoryCallEventStore {
  const rows = new Map<string, Row>();
  let extraSpend = 0;
  return {
    rows,
    setSpend(amount) {
      extraSpend = amount;
    },
    record(event) {
      const status = event.type === 'end-of-call-report' ? 'ended' : event.status;
      if (!status) return Promise.reject(new Error('a status-update needs a status'));
      const before = rows.get(event.callId);
      const keep = <T>(next: T | null, previous: T | null | undefined): T | null =>
        next ?? previous ?? null;
      const row: Row = {
        callId: event.callId,
        status: before && RANK[before.status] >= RANK[status] ? before.status : status,
        callType: before?.callType ?? event.callType,
        endedReason: keep(event.endedReason, before?.endedReason),
        outcome: keep(event.outcome, before?.outcome),
        startedAt: keep(event.startedAt, before?.startedAt),
        endedAt: keep(event.endedAt, before?.endedAt),
        durationSeconds: keep(event.durationSeconds, before?.durationSeconds),
        cost: keep(event.cost, before?.cost),
        recordingUrl: keep(event.recordingUrl, before?.recordingUrl),
        reportReceived: Boolean(before?.reportReceived) || event.type === 'end-of-call-report',
      };
      rows.set(event.callId, row);
      const changed = JSON.stringify(before) !== JSON.stringify(row);
      return Promise.resolve({ changed, requestId: null });
    },
    spendToday() {
      let sum = extraSpend;
      for (const row of rows.values()) sum += row.cost ?? 0;
      return Promise.resolve(sum);
    },
  };
}
