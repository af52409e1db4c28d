// The booking tools of the local agent's voice calls (@hlasovy-asistent/voice-agent's TurnTools):
// each visitor turn of call `callId` may run a tool (./booking-turn.ts), posted for the call with
// its live control URL; the slots offered so far are kept per call.
import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import type { TurnTools } from '@hlasovy-asistent/voice-agent';
import { bookingStep, runBookingStep } from './booking-turn.ts';
import type { ToolServer } from './vapi-tool-calls.ts';

/** Calls remembered with their offered slots; the oldest are forgotten past this many. */
const MAX_CALLS = 1_000;

export function callBookingTools(
  server: ToolServer,
  controlUrlOf: (callId: string) => string,
  now: () => Date = () => new Date(),
): TurnTools {
  const offeredIn = new Map<string, readonly DemoSlotOffer[]>();
  return async (callId, turn) => {
    const offered = offeredIn.get(callId) ?? [];
    const at = now();
    const step = bookingStep(turn, offered, at);
    if (!step) return null;
    const owner = { id: callId, controlUrl: controlUrlOf(callId) };
    const done = await runBookingStep(server, owner, step, { channel: 'call', now: at, offered });
    if (!done) return null;
    offeredIn.delete(callId);
    offeredIn.set(callId, done.offered);
    if (offeredIn.size > MAX_CALLS) offeredIn.delete(offeredIn.keys().next().value as string);
    return { toolCallResult: done.result, say: done.line, offered: done.offered.length > 0 };
  };
}
