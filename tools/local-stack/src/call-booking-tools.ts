// The booking tools of the local agent's voice calls (@hlasovy-asistent/voice-agent's TurnTools):
// each visitor turn of call `callId` may run a tool (./booking-turn.ts), posted for the call with
// its live control URL and, when the call was created on a local clock of its own
// (./local-clock.ts), that clock; the slots offered so far are kept per call.
import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import type { TurnTools } from '@hlasovy-asistent/voice-agent';
import { bookingStep, runBookingStep } from './booking-turn.ts';
import { type LocalClock, localClockAt } from './local-clock.ts';
import type { ToolServer } from './vapi-tool-calls.ts';

/** Calls remembered with their offered slots; the oldest are forgotten past this many. */
const MAX_CALLS = 1_000;

export function callBookingTools(
  server: ToolServer,
  controlUrlOf: (callId: string) => string,
  clockOf: (callId: string) => LocalClock = () => localClockAt(null),
): TurnTools {
  const offeredIn = new Map<string, readonly DemoSlotOffer[]>();
  return async (callId, turn) => {
    const offered = offeredIn.get(callId) ?? [];
    const clock = clockOf(callId);
    const at = clock.now();
    const step = bookingStep(turn, offered, at);
    if (!step) return null;
    const owner = { id: callId, controlUrl: controlUrlOf(callId) };
    const context = { channel: 'call', now: at, offered, shifted: clock.shifted } as const;
    const done = await runBookingStep(server, owner, step, context);
    if (!done) return null;
    offeredIn.delete(callId);
    offeredIn.set(callId, done.offered);
    if (offeredIn.size > MAX_CALLS) offeredIn.delete(offeredIn.keys().next().value as string);
    return { toolCallResult: done.result, say: done.line, offered: done.offered.length > 0 };
  };
}
