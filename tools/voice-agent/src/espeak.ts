/// <reference path="./espeak-ng.d.ts" />
// espeak-ng compiled to WebAssembly (npm `espeak-ng`, GPL-3.0-or-later; local stack and tests
// only, never in a production bundle). Each synthesis runs the espeak-ng command line once in a
// fresh instance of the module: `-v sk -w /out.wav -f /in.txt`, then reads the 22 050 Hz mono
// 16-bit WAV back from the in-memory file system. The text goes through a file, not argv, so
// a `say` text starting with "-" can never become an option. Runs are serialized (they block
// the thread for ~100 ms each).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ESpeakNg from 'espeak-ng';
import { VoiceAgentError } from './errors.ts';
import { decodeWav, type Pcm } from './wav.ts';

export interface EspeakOptions {
  /** espeak-ng voice (default `sk`, Slovak). */
  voice?: string;
  /** Speaking rate in words per minute (espeak-ng's default is 175). */
  wordsPerMinute?: number;
}

export interface SpeechSynthesizer {
  /** Speech of `text` at the synthesizer's native rate. */
  synthesize(text: string): Promise<Pcm>;
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

async function runEspeak(text: string, voice: string, wordsPerMinute: number): Promise<Pcm> {
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

/** A synthesizer that runs one espeak-ng at a time. */
export function createEspeakSynthesizer(options: EspeakOptions = {}): SpeechSynthesizer {
  const voice = options.voice ?? 'sk';
  const wordsPerMinute = options.wordsPerMinute ?? 165;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    synthesize(text) {
      const run = queue.then(() => runEspeak(text, voice, wordsPerMinute));
      queue = run.catch(() => {});
      return run;
    },
  };
}
