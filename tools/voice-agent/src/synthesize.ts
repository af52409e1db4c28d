// Slovak speech as PCM or as a WAV file, at any sample rate. The agent speaks with it, and tests
// use `synthesizeWav` to make the fake-microphone file for Chromium
// (`--use-file-for-fake-audio-capture=<file>`) and the visitor's speech they send to the agent.
import { createEspeakSynthesizer, type SpeechSynthesizer } from './espeak.ts';
import { concat, silence, trimSilence } from './pcm.ts';
import { resample } from './resample.ts';
import { encodeWav } from './wav.ts';

export interface SpeechOptions {
  /** Output sample rate in Hz (default 16 000, the call's rate). */
  sampleRate?: number;
  /** Silence before the speech, in ms (default 0). */
  padStartMs?: number;
  /** Silence after the speech, in ms (default 0). */
  padEndMs?: number;
  /** Default: one espeak-ng (`sk`) per process. */
  synthesizer?: SpeechSynthesizer;
}

let shared: SpeechSynthesizer | undefined;

/** The process-wide Slovak synthesizer (espeak-ng in worker threads). */
function defaultSynthesizer(): SpeechSynthesizer {
  shared ??= createEspeakSynthesizer();
  return shared;
}

/**
 * Mono PCM16 samples of `text` spoken in Slovak at `sampleRate`, with espeak-ng's own leading and
 * trailing silence trimmed to 30 ms and the requested padding added.
 */
export async function synthesizeSpeech(
  text: string,
  options: SpeechOptions = {},
): Promise<Int16Array> {
  const sampleRate = options.sampleRate ?? 16_000;
  const pcm = await (options.synthesizer ?? defaultSynthesizer()).synthesize(text, sampleRate);
  // Trimming again is a no-op for speech trimmed by the synthesizer; resampling happens on this
  // thread only for a synthesizer that could not do it (the default one does, in its worker).
  const trimmed = trimSilence(pcm.samples, pcm.sampleRate);
  const speech =
    pcm.sampleRate === sampleRate ? trimmed : resample(trimmed, pcm.sampleRate, sampleRate);
  return concat([
    silence(sampleRate, options.padStartMs ?? 0),
    speech,
    silence(sampleRate, options.padEndMs ?? 0),
  ]);
}

/**
 * A mono 16-bit WAV file of `text` spoken in Slovak, e.g.
 * `await writeFile(path, await synthesizeWav('Dobrý deň', { sampleRate: 48_000, padStartMs: 500 }))`.
 */
export async function synthesizeWav(
  text: string,
  options: SpeechOptions = {},
): Promise<Uint8Array> {
  const sampleRate = options.sampleRate ?? 16_000;
  return encodeWav({ sampleRate, samples: await synthesizeSpeech(text, options) });
}
