// The booking in a voice call, timed on the same local stack as handle-demo-request (issue 27):
// `demo_slots` tool calls signed like Vapi's (vapi-tools -> the offered slots stored per call),
// and bookings of an offered slot through handle-demo-request (bookingId), each in
// its own call whose offer is made first, untimed, as the agent makes it before the visitor taps.
import { performance } from 'node:perf_hooks';
import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';
import { demoPayload, type FunctionsHarness, rowOf } from '../test/functionsHarness.ts';
import { type RunStats, timedRuns } from './stats.ts';

/** The tools' secret header of the bench's stack (functionsEnv VAPI_TOOLS_SECRET). */
export const BENCH_TOOLS_SECRET = 'bench-vapi-tools-tools-secret-of-32-chars';

interface OfferedSlot {
  id: string;
  date: string;
  time: string;
}

let seq = 0;

/** One signed `demo_slots` tool call in call `callId`: its status, latency and first slot. */
async function demoSlots(harness: FunctionsHarness, callId: string) {
  seq += 1;
  const toolCallId = `bench-tc-${process.pid}-${seq}`;
  const t0 = performance.now();
  const response = await fetch(`${harness.stack.url}/functions/v1/vapi-tools`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [VAPI_EVENTS_SECRET_HEADER]: BENCH_TOOLS_SECRET,
    },
    body: JSON.stringify({
      message: {
        type: 'tool-calls',
        call: { id: callId },
        toolCallList: [{ id: toolCallId, type: 'function', function: { name: 'demo_slots' } }],
      },
    }),
  });
  const body = (await response.json()) as {
    results?: { toolCallId: string; metadata?: { slots?: OfferedSlot[] } }[];
  };
  const ms = performance.now() - t0;
  const result = body.results?.find((r) => r.toolCallId === toolCallId);
  const slot = result?.metadata?.slots?.[0];
  return { ok: response.status === 200 && slot !== undefined, ms, slot };
}

const callIdOf = (kind: string, i: number) => `bench-${kind}-${process.pid}-${Date.now()}-${i}`;

/** `count` demo_slots tool calls, `concurrency` at a time, each in a new call. */
export async function runSlots(
  harness: FunctionsHarness,
  concurrency: number,
  count: number,
): Promise<RunStats> {
  return timedRuns(concurrency, count, (i) => demoSlots(harness, callIdOf('slots', i)));
}

/**
 * `count` bookings, `concurrency` at a time: per booking a new call, held by the booking's
 * network, gets its offer (untimed), the lead row is inserted (untimed, as the card does first), then handle-demo-request books the
 * offered slot (timed); ok = 200 with the booked slot.
 */
export async function runBookings(
  harness: FunctionsHarness,
  concurrency: number,
  count: number,
): Promise<RunStats> {
  return timedRuns(concurrency, count, async (i) => {
    const callId = callIdOf('booking', i);
    const ip = `10.27.${Math.floor(i / 250) % 250}.${i % 250}`;
    // the visitor's network holds the call (voice-call records it so): the booking comes from it
    await harness.holdVoiceCall(callId, ip);
    const { slot } = await demoSlots(harness, callId);
    if (!slot) throw new Error(`demo_slots offered no slot in ${callId}`);
    const body = {
      ...demoPayload({
        callType: 'scheduled',
        scheduledDate: slot.date,
        scheduledTime: slot.time,
        bookingId: callId,
      }),
      formToken: await harness.formToken(),
    };
    await (await harness.insert(rowOf(body), ip)).arrayBuffer();
    const t0 = performance.now();
    const response = await harness.call('handle-demo-request', { body, ip });
    const answer = (await response.json()) as { slot?: { id?: string } };
    return {
      ms: performance.now() - t0,
      ok: response.status === 200 && answer.slot?.id === slot.id,
    };
  });
}
