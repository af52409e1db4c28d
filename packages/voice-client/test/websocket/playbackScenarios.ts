// The playback worklet (the real file, in the Node stand-in for AudioWorkletGlobalScope) under
// the network conditions that used to lose speech, add latency or click: a burst, a stall, a
// fast clock, underruns. Time is the worklet's own: one render quantum of 128 samples at a time.
// Shared by the worklet tests (which assert the goals) and the package bench (which prints them).
import { BLOCK, loadWorklet } from './loadWorklet.ts';

const DEVICE_RATE = 48_000;
const CALL_RATE = 16_000;
const FRAME_MS = 20;
const QUANTUM_MS = (BLOCK / DEVICE_RATE) * 1000;

export interface PlaybackRun {
  /** Everything the worklet played. */
  output: Float32Array;
  /** `queuedMs` of each level message, with the output time it was posted at. */
  queue: { atMs: number; queuedMs: number }[];
  droppedMs: number;
}

interface Sender {
  /** Audio the server has produced by output time `ms` (paced), or everything (burst). */
  dueMs(ms: number): number;
  /** No frame gets through while this is true (a network stall). */
  stalled?(ms: number): boolean;
  totalMs: number;
}

/** A 440 Hz tone at half scale, continuous across frames. */
function tone(fromSample: number, samples: number): Int16Array {
  const pcm = new Int16Array(samples);
  for (let k = 0; k < samples; k += 1) {
    pcm[k] = Math.round(0.5 * 32767 * Math.sin((2 * Math.PI * 440 * (fromSample + k)) / CALL_RATE));
  }
  return pcm;
}

/** Runs a sender against the worklet for `durationMs` of output time. */
function runPlayback(sender: Sender, durationMs: number, options: object = {}): PlaybackRun {
  const w = loadWorklet('playback-processor.js', 'voice-playback', DEVICE_RATE, {
    sourceRate: CALL_RATE,
    targetMs: 60,
    ...options,
  });
  const blocks = Math.ceil(durationMs / QUANTUM_MS);
  const output = new Float32Array(blocks * BLOCK);
  const frameSamples = (CALL_RATE * FRAME_MS) / 1000;
  let sentMs = 0;
  for (let b = 0; b < blocks; b += 1) {
    const now = b * QUANTUM_MS;
    if (!sender.stalled?.(now)) {
      while (sentMs < sender.totalMs && sentMs + FRAME_MS <= sender.dueMs(now)) {
        const pcm = tone((sentMs / 1000) * CALL_RATE, frameSamples);
        w.send({ type: 'pcm', pcm: pcm.buffer });
        sentMs += FRAME_MS;
      }
    }
    const channel = output.subarray(b * BLOCK, (b + 1) * BLOCK);
    w.processor.process([], [[channel]]);
  }
  const levels = w.posted.map((p) => p.data).filter((d) => d.type === 'level');
  const queue = levels.map((d, i) => ({
    atMs: (i + 1) * 100,
    queuedMs: d.queuedMs as number,
  }));
  return { output, queue, droppedMs: (levels.at(-1)?.droppedMs as number | undefined) ?? 0 };
}

/** A server that paces 20 ms frames in real time, `leadMs` ahead, at `rate` x the device clock. */
function pacedSender(totalMs: number, leadMs = 40, rate = 1): Sender {
  return { totalMs, dueMs: (ms) => ms * rate + leadMs };
}

/** Milliseconds of output that carried sound. */
function audibleMs(output: Float32Array): number {
  let audible = 0;
  for (const v of output) if (v !== 0) audible += 1;
  return (audible / DEVICE_RATE) * 1000;
}

/** Largest jump between neighbouring output samples within `[fromMs, toMs)`. */
function largestStep(output: Float32Array, fromMs = 0, toMs = Infinity): number {
  const from = Math.max(1, Math.floor((fromMs / 1000) * DEVICE_RATE));
  const to = Math.min(output.length, Math.floor((toMs / 1000) * DEVICE_RATE));
  let step = 0;
  for (let k = from; k < to; k += 1) {
    step = Math.max(step, Math.abs((output[k] ?? 0) - (output[k - 1] ?? 0)));
  }
  return step;
}

/** The 30 s answer sent in 1.5 s: how much of it never played. */
export function burstScenario() {
  const sender: Sender = { totalMs: 30_000, dueMs: (ms) => (ms / 1500) * 30_000 };
  const run = runPlayback(sender, 31_500);
  const playedMs = audibleMs(run.output);
  return {
    sentMs: 30_000,
    playedMs: Math.round(playedMs),
    lostMs: Math.max(0, Math.round(30_000 - playedMs)),
    droppedMs: run.droppedMs,
  };
}

/** A paced server, then a 1 s stall at 3 s whose backlog arrives at once: the queue after it. */
export function stallScenario() {
  const stallFrom = 3000;
  const stallTo = 4000;
  const sender: Sender = {
    ...pacedSender(10_000),
    stalled: (ms) => ms >= stallFrom && ms < stallTo,
  };
  const run = runPlayback(sender, 9000);
  const at = (ms: number) => run.queue.find((q) => q.atMs >= ms)?.queuedMs ?? Number.NaN;
  return {
    queuedBeforeMs: Math.round(at(stallFrom - 100)),
    queuedAfter1sMs: Math.round(at(stallTo + 1000)),
    queuedAfter2sMs: Math.round(at(stallTo + 2000)),
    largestStep: largestStep(run.output),
    toneStep: toneStep(),
  };
}

/** A server whose clock runs 2 % fast for 20 s: the queue at the end. */
export function driftScenario() {
  const run = runPlayback(pacedSender(30_000, 40, 1.02), 20_000);
  const last = run.queue.slice(-10).map((q) => q.queuedMs);
  return { queuedEndMs: Math.round(Math.max(...last)) };
}

/** Underruns: a paced tone with 150 ms holes; the largest sample step anywhere in the output. */
export function underrunScenario() {
  const holes = [1000, 2000, 3000];
  const sender: Sender = {
    ...pacedSender(5000, 20),
    stalled: (ms) => holes.some((h) => ms >= h && ms < h + 150),
  };
  const run = runPlayback(sender, 5000);
  return { largestStep: largestStep(run.output), toneStep: toneStep() };
}

/** The tone's own largest step at the device rate (what a clean output never exceeds much). */
function toneStep(): number {
  return 0.5 * 2 * Math.sin((Math.PI * 440) / DEVICE_RATE);
}
