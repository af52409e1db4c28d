// Synthesized lines, made once per process: espeak-ng's output per text, resampled once per
// call sample rate. The dialogue's lines (`prepare`) stay; other lines (a client's `say`) are
// kept too, the least recently used going first above `maxLines`, so a repeated `say` is
// synthesized once. `fresh` synthesizes without keeping.
import type { SpeechSynthesizer } from './espeak.ts';
import { durationMs } from './pcm.ts';
import { synthesizeSpeech } from './synthesize.ts';

export interface Utterance {
  text: string;
  /** Mono PCM16 at the call's rate. */
  samples: Int16Array;
  durationMs: number;
}

export interface SpeechCache {
  /** The cached utterance of `text` at `sampleRate` (synthesized on first use). */
  utterance(text: string, sampleRate: number): Promise<Utterance>;
  /** Synthesized now and not cached. */
  fresh(text: string, sampleRate: number): Promise<Utterance>;
  /** Synthesizes `texts` ahead of use; resolves when all are cached. */
  prepare(texts: readonly string[], sampleRate: number): Promise<void>;
}

let shared: SpeechCache | undefined;

/** The process-wide cache over the default synthesizer: each line is synthesized once. */
export function sharedSpeechCache(): SpeechCache {
  shared ??= createSpeechCache();
  return shared;
}

/** `say` lines kept at most (about 2 MB at 16 kHz for 100 lines of 10 s). */
const MAX_CACHED_LINES = 100;

export function createSpeechCache(
  synthesizer?: SpeechSynthesizer,
  maxLines = MAX_CACHED_LINES,
): SpeechCache {
  const cache = new Map<string, Promise<Utterance>>();
  const pinned = new Set<string>();
  const fresh = async (text: string, sampleRate: number): Promise<Utterance> => {
    const samples = await synthesizeSpeech(text, { sampleRate, synthesizer });
    return { text, samples, durationMs: durationMs(samples.length, sampleRate) };
  };
  const utterance = (text: string, sampleRate: number): Promise<Utterance> => {
    const key = `${sampleRate}\n${text}`;
    let entry = cache.get(key);
    if (entry) {
      // most recently used last
      cache.delete(key);
      cache.set(key, entry);
      return entry;
    }
    entry = fresh(text, sampleRate);
    // A failure is not kept: the next call tries again.
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
    for (const old of cache.keys()) {
      if (cache.size - pinned.size <= maxLines) break;
      if (!pinned.has(old)) cache.delete(old);
    }
    return entry;
  };
  return {
    utterance,
    fresh,
    async prepare(texts, sampleRate) {
      for (const text of texts) pinned.add(`${sampleRate}\n${text}`);
      await Promise.all(texts.map((text) => utterance(text, sampleRate)));
    },
  };
}
