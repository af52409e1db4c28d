// Speech synthesis off the event loop: espeak-ng runs in worker threads (synthesis-worker.ts),
// so one call's long `say` never stalls another call's audio, the socket server or anything else
// in the process (the local stack serves REST and functions from the same process). Workers
// start on first use, take one text at a time each (more texts wait in a queue), and hold the
// process open only while they work.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { VoiceAgentError } from './errors.ts';
import type { Pcm } from './wav.ts';

export interface SynthesisPoolOptions {
  voice: string;
  wordsPerMinute: number;
  /** Worker threads at most (default 2-4, by the machine's cores). */
  size?: number;
}

export interface SynthesisPool {
  /** espeak-ng's speech of `text`; at `sampleRate`, trimmed, when given. */
  synthesize(text: string, sampleRate?: number): Promise<Pcm>;
  /** Ends the workers; texts still queued or running fail. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  text: string;
  sampleRate: number;
  resolve(pcm: Pcm): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

type Reply =
  | { id: number; sampleRate: number; samples: Int16Array }
  | { id: number; error: string };

function defaultPoolSize(): number {
  return Math.max(2, Math.min(4, availableParallelism()));
}

export function createSynthesisPool(options: SynthesisPoolOptions): SynthesisPool {
  const size = options.size ?? defaultPoolSize();
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  const failed = (message: string, cause?: unknown) =>
    new VoiceAgentError('synthesis_failed', message, { cause });

  function spawn(): Slot {
    const worker = new Worker(new URL('./synthesis-worker.ts', import.meta.url));
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      worker.unref();
      if ('error' in reply) job.reject(failed(reply.error));
      else job.resolve({ sampleRate: reply.sampleRate, samples: reply.samples });
      dispatch();
    });
    const lost = (cause: unknown) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.job?.reject(failed('the synthesis worker stopped', cause));
      slot.job = null;
      dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    slots.push(slot);
    return slot;
  }

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({
        id: job.id,
        text: job.text,
        sampleRate: job.sampleRate,
        voice: options.voice,
        wordsPerMinute: options.wordsPerMinute,
      });
    }
  }

  return {
    synthesize(text, sampleRate = 0) {
      if (closed) return Promise.reject(failed('the synthesis pool is closed'));
      return new Promise<Pcm>((resolve, reject) => {
        queue.push({ id: ++nextId, text, sampleRate, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(failed('the synthesis pool is closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
