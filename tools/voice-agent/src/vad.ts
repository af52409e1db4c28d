// Energy-based voice activity detection on the visitor's PCM, in audio time (the position in
// the stream, not the wall clock), so it behaves the same however the frames arrive.
//
// Every 20 ms analysis frame gets its level in dBFS. A frame is voiced when its level reaches
// the threshold: max(`thresholdDb`, noise floor + `marginDb`). The noise floor follows quiet
// frames down at once and rises slowly (`floorRiseDbPerSecond`), so steady background noise
// stops counting as speech after a while but words never raise it much.
// - Onset: `onsetFrames` voiced frames in a row (default 3 = 60 ms) start speech; the event
//   carries the time of the first of them.
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
  /** How fast the noise floor may rise, dB per second (default 2). */
  floorRiseDbPerSecond?: number;
}

export type VadEvent =
  | { type: 'speech-start'; atMs: number }
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
  const riseDb = ((options.floorRiseDbPerSecond ?? 2) * frameMs) / 1000;

  const carry = new Int16Array(frameSamples);
  let carried = 0;
  let frameIndex = 0;
  let floorDb = -70;
  let voicedRun = 0;
  let speaking = false;
  let speechStartMs = 0;
  let lastVoicedEndMs = 0;

  function analyse(frame: Int16Array, events: VadEvent[]): void {
    const startMs = frameIndex * frameMs;
    frameIndex += 1;
    const level = Math.max(SILENT_DB, dbfs(frame));
    const voiced = level >= Math.max(thresholdDb, floorDb + marginDb);
    floorDb = level < floorDb ? level : Math.min(level, floorDb + riseDb);
    if (voiced) {
      voicedRun += 1;
      lastVoicedEndMs = startMs + frameMs;
      if (!speaking && voicedRun >= onsetFrames) {
        speaking = true;
        speechStartMs = startMs - (onsetFrames - 1) * frameMs;
        events.push({ type: 'speech-start', atMs: speechStartMs });
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
