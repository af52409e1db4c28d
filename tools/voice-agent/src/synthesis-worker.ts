// Worker thread of the synthesis pool (synthesis-pool.ts): runs espeak-ng for one text at a time
// off the agent's event loop, trims and resamples to the call's rate (the windowed-sinc resampler
// costs seconds for a long line), and hands the samples back (transferred, not copied).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runEspeak } from './espeak.ts';
import { trimSilence } from './pcm.ts';
import { resample } from './resample.ts';

interface Job {
  id: number;
  text: string;
  voice: string;
  wordsPerMinute: number;
  /** The rate wanted (trimmed and resampled here), or 0 for espeak-ng's own. */
  sampleRate: number;
}

const port = parentPort;
if (!port) throw new Error('synthesis-worker.ts runs as a worker thread only');

// On Linux a nice value belongs to one thread: this one yields the cores to the event loop that
// paces every call's audio (elsewhere it would apply to the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    setPriority(10);
  } catch {
    // not allowed here: synthesis still runs off the event loop
  }
}

port.on('message', async (job: Job) => {
  try {
    const pcm = await runEspeak(job.text, job.voice, job.wordsPerMinute);
    const rate = job.sampleRate > 0 ? job.sampleRate : pcm.sampleRate;
    const samples =
      job.sampleRate > 0
        ? resample(trimSilence(pcm.samples, pcm.sampleRate), pcm.sampleRate, rate)
        : pcm.samples.slice();
    port.postMessage({ id: job.id, sampleRate: rate, samples }, [samples.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id: job.id, error: (error as Error).message });
  }
});
