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
  /** Feeds one sample of the assistant's level (0..1; Daily: the sum over remote participants). */
  feed(level: number): void;
  /** Clears the pending speech-end timer; returns nothing to release afterwards. */
  dispose(): void;
}

/** `volume-level` for a level: level / 0.15, capped at 1. */
function volumeFromLevel(level: number): number {
  return Math.min(1, level / VOLUME_SCALE);
}

/** Speech rules: > 0.01 starts speech once, 1000 ms without speech ends it. */
export function createSpeechDetector(clock: Clock, callbacks: SpeechCallbacks): SpeechDetector {
  let speaking = false;
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    feed(level) {
      const value = Number.isFinite(level) && level > 0 ? level : 0;
      callbacks.onVolume(volumeFromLevel(value));
      if (value <= SPEAKING_THRESHOLD) return;
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
