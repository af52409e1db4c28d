import type { Clock } from './clock.ts';

export const SPEAKING_THRESHOLD = 0.01;
export const SPEECH_END_DELAY_MS = 1000;
export const VOLUME_SCALE = 0.15;

export interface SpeechCallbacks {
  onVolume(volume: number): void;
  onSpeechStart(): void;
  onSpeechEnd(): void;
}

export interface SpeechDetector {
  /** Feeds one sample of remote participants' levels (session id -> 0..1). */
  feed(levels: Record<string, number> | undefined): void;
  /** Clears the pending speech-end timer; returns nothing to release afterwards. */
  dispose(): void;
}

/** Sum of levels; finite non-negative numbers only. */
export function sumLevels(levels: Record<string, number> | undefined): number {
  let sum = 0;
  for (const value of Object.values(levels ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) sum += value;
  }
  return sum;
}

export function volumeFromSum(sum: number): number {
  return Math.min(1, sum / VOLUME_SCALE);
}

/** Speech rules of SPEC 4: > 0.01 starts speech once, 1000 ms without speech ends it. */
export function createSpeechDetector(clock: Clock, callbacks: SpeechCallbacks): SpeechDetector {
  let speaking = false;
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    feed(levels) {
      const sum = sumLevels(levels);
      callbacks.onVolume(volumeFromSum(sum));
      if (sum <= SPEAKING_THRESHOLD) return;
      if (!speaking) {
        speaking = true;
        callbacks.onSpeechStart();
      }
      clear();
      timer = clock.setTimeout(() => {
        timer = null;
        speaking = false;
        callbacks.onSpeechEnd();
      }, SPEECH_END_DELAY_MS);
    },
    dispose: clear,
  };
}
