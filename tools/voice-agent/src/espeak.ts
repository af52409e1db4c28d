/// <reference path="./espeak-ng.d.ts" />
// espeak-ng compiled to WebAssembly (npm `espeak-ng`, GPL-3.0-or-later; local stack and tests
// only, never in a production bundle). Each synthesis runs the espeak-ng command line once in a
// fresh instance of the module: `-v sk -w /out.wav -f /in.txt`, then reads the 22 050 Hz mono
// 16-bit WAV back from the in-memory file system. The text goes through a file, not argv, so
// a `say` text starting with "-" can never become an option. Each run blocks its thread for
// ~100 ms per sentence, so the agent runs them in worker threads (synthesis-pool.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ESpeakNg from 'espeak-ng';
import { VoiceAgentError } from './errors.ts';
import { createSynthesisPool } from './synthesis-pool.ts';
import { decodeWav, type Pcm } from './wav.ts';

interface EspeakOptions {
  /** espeak-ng voice (default `sk`, Slovak). */
  voice?: string;
  /** Speaking rate in words per minute (espeak-ng's default is 175). */
  wordsPerMinute?: number;
}

export interface SpeechSynthesizer {
  /**
   * Speech of `text` at the synthesizer's native rate, or at `sampleRate` (with its leading and
   * trailing silence trimmed) when it can resample itself.
   */
  synthesize(text: string, sampleRate?: number): Promise<Pcm>;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** The 18 MB WebAssembly module, read and compiled once per process. */
function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    return WebAssembly.compile(await readFile(join(dirname(entry), 'espeak-ng.wasm')));
  })();
  return compiled;
}

/** One espeak-ng run on the calling thread (the synthesis workers call it). */
export async function runEspeak(text: string, voice: string, wordsPerMinute: number): Promise<Pcm> {
  const module = await wasmModule();
  const errors: string[] = [];
  try {
    const espeak = await ESpeakNg({
      arguments: ['-v', voice, '-s', String(wordsPerMinute), '-w', '/out.wav', '-f', '/in.txt'],
      preRun: [(m) => m.FS.writeFile('/in.txt', text)],
      print: () => {},
      printErr: (line) => errors.push(line),
      // Emscripten's default quit sets process.exitCode: never touch the host process.
      quit: (_status, toThrow) => {
        throw toThrow;
      },
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then(done, (error: unknown) => {
          errors.push(String(error));
        });
        return {};
      },
    });
    return decodeWav(espeak.FS.readFile('/out.wav'));
  } catch (cause) {
    const detail = errors.join(' ').slice(0, 200);
    throw new VoiceAgentError(
      'synthesis_failed',
      `espeak-ng failed${detail ? `: ${detail}` : ''}`,
      {
        cause,
      },
    );
  }
}

export interface EspeakSynthesizerOptions extends EspeakOptions {
  /** Worker threads at most (default 2-4, by the machine's cores). */
  threads?: number;
}

/**
 * A synthesizer that runs espeak-ng in worker threads, never on the caller's event loop: texts
 * are synthesized in parallel up to `threads`, the rest wait their turn.
 */
export function createEspeakSynthesizer(
  options: EspeakSynthesizerOptions = {},
): SpeechSynthesizer & { close(): Promise<void> } {
  return createSynthesisPool({
    voice: options.voice ?? 'sk',
    wordsPerMinute: options.wordsPerMinute ?? 165,
    size: options.threads,
  });
}
