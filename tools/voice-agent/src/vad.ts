// Energy-based voice activity detection on the visitor's PCM, in audio time (the position in
// the stream, not the wall clock), so it behaves the same however the frames arrive.
//
// Every 20 ms analysis frame gets its level in dBFS. A frame is voiced when its level reaches
// the threshold: max(`thresholdDb`, noise floor + `marginDb`). The noise floor is the quietest
// frame of the last `floorWindowMs` (default 1.5 s), the current one included: it is right from
// the first frame (steady noise from the start of the call is never speech; so is any sound
// there until a quieter frame comes), follows a quieter
// room at once and a louder one within the window, while the pauses between words keep it down
// during speech.
// - Onset: `onsetFrames` voiced frames in a row (default 3 = 60 ms) start speech; the event
//   carries the time of the first of them.
// - Confirmation: once the speech has lasted `confirmMs` (default 200 ms, onset to the end of
//   the latest voiced frame) `speech-confirmed` follows, once per turn: what a barge-in waits
//   for, so a cough or a knock does not cut the assistant off.
// - Offset (hangover): `hangoverMs` (default 600 ms) without a voiced frame ends it; the event
//   carries the end of the last voiced frame.
import { dbfs, durationMs, samplesPerMs } from './pcm.ts';

export interface VadOptions {
  sampleRate: number;
  /** Analysis frame length (default 20 ms). */
  frameMs?: number;
  /** Lowest level that can be speech, dBFS (default -45). */
  thresholdDb?: number;
  /** How far above the noise floor speech must be, dB (default 12). */
  marginDb?: number;
  /** Voiced frames in a row that start speech (default 3). */
  onsetFrames?: number;
  /** Quiet time that ends speech, ms (default 600). */
  hangoverMs?: number;
  /** The noise floor is the quietest frame of this window, ms (default 1500). */
  floorWindowMs?: number;
  /** Speech this long is confirmed (`speech-confirmed`), ms (default 200). */
  confirmMs?: number;
}

export type VadEvent =
  | { type: 'speech-start'; atMs: number }
  | { type: 'speech-confirmed'; atMs: number }
  | { type: 'speech-end'; atMs: number; speechMs: number };

export interface Vad {
  /** Feeds samples (any length); returns the events they complete, in order. */
  push(samples: Int16Array): VadEvent[];
  readonly speaking: boolean;
  /** Audio time consumed so far, ms. */
  readonly positionMs: number;
  readonly noiseFloorDb: number;
}

const SILENT_DB = -100;

export function createEnergyVad(options: VadOptions): Vad {
  const frameMs = options.frameMs ?? 20;
  const frameSamples = samplesPerMs(options.sampleRate, frameMs);
  const thresholdDb = options.thresholdDb ?? -45;
  const marginDb = options.marginDb ?? 12;
  const onsetFrames = options.onsetFrames ?? 3;
  const hangoverMs = options.hangoverMs ?? 600;
  const confirmMs = options.confirmMs ?? 200;
  const recent = new Float64Array(
    Math.max(1, Math.round((options.floorWindowMs ?? 1500) / frameMs)),
  );
  recent.fill(Number.POSITIVE_INFINITY);

  const carry = new Int16Array(frameSamples);
  let carried = 0;
  let frameIndex = 0;
  let floorDb = SILENT_DB;
  let voicedRun = 0;
  let speaking = false;
  let confirmed = false;
  let speechStartMs = 0;
  let lastVoicedEndMs = 0;

  function analyse(frame: Int16Array, events: VadEvent[]): void {
    const startMs = frameIndex * frameMs;
    frameIndex += 1;
    const level = Math.max(SILENT_DB, dbfs(frame));
    recent[(frameIndex - 1) % recent.length] = level;
    floorDb = Math.min(...recent);
    const voiced = level >= Math.max(thresholdDb, floorDb + marginDb);
    if (voiced) {
      voicedRun += 1;
      lastVoicedEndMs = startMs + frameMs;
      if (!speaking && voicedRun >= onsetFrames) {
        speaking = true;
        confirmed = false;
        speechStartMs = startMs - (onsetFrames - 1) * frameMs;
        events.push({ type: 'speech-start', atMs: speechStartMs });
      }
      if (speaking && !confirmed && lastVoicedEndMs - speechStartMs >= confirmMs) {
        confirmed = true;
        events.push({ type: 'speech-confirmed', atMs: lastVoicedEndMs });
      }
      return;
    }
    voicedRun = 0;
    if (speaking && startMs + frameMs - lastVoicedEndMs >= hangoverMs) {
      speaking = false;
      events.push({
        type: 'speech-end',
        atMs: lastVoicedEndMs,
        speechMs: lastVoicedEndMs - speechStartMs,
      });
    }
  }

  return {
    push(samples) {
      const events: VadEvent[] = [];
      let offset = 0;
      while (offset < samples.length) {
        const take = Math.min(frameSamples - carried, samples.length - offset);
        carry.set(samples.subarray(offset, offset + take), carried);
        carried += take;
        offset += take;
        if (carried === frameSamples) {
          analyse(carry, events);
          carried = 0;
        }
      }
      return events;
    },
    get speaking() {
      return speaking;
    },
    get positionMs() {
      return frameIndex * frameMs + durationMs(carried, options.sampleRate);
    },
    get noiseFloorDb() {
      return floorDb;
    },
  };
}
