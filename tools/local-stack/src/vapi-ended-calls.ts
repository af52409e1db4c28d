// `GET /call/{id}` of the local Vapi for its socket calls: the Call as Vapi reports it, in progress
// while the socket is live, then ended with its reason, times and cost at the stand-in's tariff
// (the same figure its end-of-call report gives `vapi-events`). Other ids get the contract
// server's example. The newest calls are remembered, the oldest forgotten past MAX_CALLS.
import { type CallEnd, type EventCall, standinCost } from './vapi-call-events.ts';

const MAX_CALLS = 1_000;

interface EndedCall extends CallEnd {
  call: EventCall;
}

export function createEndedCalls() {
  const ended = new Map<string, EndedCall>();
  return {
    add(call: EventCall, end: CallEnd): void {
      ended.set(call.id, { call, ...end });
      if (ended.size > MAX_CALLS) ended.delete(ended.keys().next().value as string);
    },
    /** The Call of `id` (live or ended), or undefined for an id the stand-in did not place. */
    answer(
      id: string | undefined,
      live: ReadonlyMap<string, EventCall>,
    ): { status: number; body: unknown } | undefined {
      const running = id === undefined ? undefined : live.get(id);
      if (running) {
        const body = { ...running, updatedAt: new Date().toISOString(), status: 'in-progress' };
        return { status: 200, body };
      }
      const done = id === undefined ? undefined : ended.get(id);
      if (!done) return undefined;
      const cost = standinCost(done.startedAt, done.endedAt);
      const endedAt = new Date(done.endedAt).toISOString();
      return {
        status: 200,
        body: {
          ...done.call,
          updatedAt: endedAt,
          status: 'ended',
          endedReason: done.endedReason,
          startedAt: new Date(done.startedAt).toISOString(),
          endedAt,
          cost,
          costs: [
            {
              type: 'vapi',
              subType: 'normal',
              minutes: (done.endedAt - done.startedAt) / 60_000,
              cost,
            },
          ],
        },
      };
    },
  };
}
