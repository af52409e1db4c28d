// Two calls on one agent: call B asks for a long `say` (500 characters, not cached yet) while
// call A's assistant is talking. Synthesis runs in a worker thread, so call A's audio keeps its
// 20 ms pace. Used by the agent's server.test.ts (behaviour) and the local stack's bench (the figure).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MAX_SAY_CHARS } from '../client-messages.ts';
import type { RecordedSocket } from './socketClient.ts';

const WORDS =
  'Ďakujeme za váš záujem o nášho hlasového asistenta, ktorý odpovedá zákazníkom vo dne aj v noci, zapisuje termíny, posiela potvrdenia a odovzdá hovor kolegovi, keď je to potrebné.';

/** A `say` text of exactly MAX_SAY_CHARS characters, different for every `seed`. */
export function longSay(seed: number): string {
  let text = `Hovor ${seed}. `;
  while (text.length < MAX_SAY_CHARS) text += `${WORDS} `;
  return text.slice(0, MAX_SAY_CHARS);
}

/** Longest gap between A's frames within [from, to], the window's ends included. */
function longestGap(a: RecordedSocket, from: number, to: number): number {
  const times = [from, ...a.audio.map((f) => f.at).filter((at) => at > from && at < to), to];
  let longest = 0;
  for (let i = 1; i < times.length; i += 1) {
    longest = Math.max(longest, (times[i] ?? 0) - (times[i - 1] ?? 0));
  }
  return longest;
}

/**
 * The baseline of the same run: call A talking alone for `ms`, nothing synthesised. Returns its
 * longest gap between frames and how late the event loop ran at worst.
 */
export async function gapWhileAlone(
  a: RecordedSocket,
  ms: number,
): Promise<{ longestGapMs: number; eventLoopDelayMaxMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const from = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const to = performance.now();
  loop.disable();
  return {
    longestGapMs: Math.round(longestGap(a, from, to)),
    eventLoopDelayMaxMs: Math.round(loop.max / 1e6),
  };
}

/**
 * Call A must be talking already. Sends B's long `say` and waits for B's line to start; returns
 * the longest gap between two of A's audio frames meanwhile, while A's line lasted (ms, wall
 * clock), the time B's
 * synthesis took, and how late this process's event loop ran at worst meanwhile (meaningful
 * when the agent runs in this process, as in the agent's own tests).
 */
export async function gapWhileOtherSynthesizes(
  a: RecordedSocket,
  b: RecordedSocket,
  seed: number,
): Promise<{
  longestGapMs: number;
  synthesisMs: number;
  framesOfA: number;
  /** The part of the synthesis while A still had its line to say (ms from the `say`). */
  windowMs: number;
  /** The longest the event loop of this process was late meanwhile (a blocked loop, or load). */
  eventLoopDelayMaxMs: number;
}> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  // When A's line ends by itself (a loaded machine can make B's synthesis outlast it), A has
  // nothing more to send: the window closes there. A line frozen by the synthesis cannot end
  // before the synthesis does, so the window stays whole exactly when the bug is there.
  let aEndedAt: number | undefined;
  const onA = (data: Buffer, isBinary: boolean) => {
    if (isBinary || aEndedAt !== undefined) return;
    const m = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    if (m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped')
      aEndedAt = performance.now();
  };
  a.ws.on('message', onA);
  const startedBefore = b.json.filter(
    (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
  ).length;
  const sentAt = performance.now();
  b.sendJson({ type: 'say', message: longSay(seed) });
  await b.waitFor(
    () =>
      b.json.filter(
        (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
      ).length > startedBefore,
    60_000,
  );
  const doneAt = performance.now();
  loop.disable();
  a.ws.off('message', onA);
  const windowEnd = Math.min(doneAt, aEndedAt ?? doneAt);
  const longestGapMs = longestGap(a, sentAt, windowEnd);
  const framesOfA = a.audio.filter((f) => f.at > sentAt && f.at < windowEnd).length;
  return {
    eventLoopDelayMaxMs: Math.round(loop.max / 1e6),
    longestGapMs: Math.round(longestGapMs),
    synthesisMs: Math.round(doneAt - sentAt),
    windowMs: Math.round(windowEnd - sentAt),
    framesOfA,
  };
}
