// Slovak speech for the tests (espeak-ng), synthesized once per test file.
import { synthesizeSpeech } from '../src/index.ts';

const cache = new Map<string, Promise<Int16Array>>();

/** A visitor's sentence at 16 kHz, espeak-ng's silence trimmed. */
export function visitorSpeech(text = 'Áno, rád by som si dohodol ukážku na budúci týždeň.') {
  let entry = cache.get(text);
  if (!entry) {
    entry = synthesizeSpeech(text, { sampleRate: 16_000 });
    cache.set(text, entry);
  }
  return entry;
}

/** Index of the first sample louder than `threshold` of full scale (the speech onset). */
export function onsetIndex(samples: Int16Array, threshold = 0.02): number {
  const limit = threshold * 32768;
  return samples.findIndex((s) => Math.abs(s) >= limit);
}
