// Runs a worklet file as browsers load it, in a Node `vm` context that plays
// AudioWorkletGlobalScope (sampleRate, registerProcessor, AudioWorkletProcessor).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

const DIR = join(import.meta.dirname, '../../src/transports/websocket/worklets');
export const BLOCK = 128;

export interface Processor {
  port: { onmessage: ((event: { data: unknown }) => void) | null };
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}

export function loadWorklet(
  file: string,
  name: string,
  sampleRate: number,
  processorOptions: object,
) {
  const posted: { data: Record<string, unknown>; transfer?: unknown[] }[] = [];
  class AudioWorkletProcessor {
    port = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage: (data: Record<string, unknown>, transfer?: unknown[]) =>
        posted.push({ data, transfer }),
    };
  }
  const registered = new Map<string, new (options: object) => Processor>();
  const scope = vm.createContext({
    sampleRate,
    AudioWorkletProcessor,
    registerProcessor: (n: string, processor: new (options: object) => Processor) =>
      registered.set(n, processor),
    Float32Array,
    Int16Array,
    Math,
    Number,
  });
  vm.runInContext(readFileSync(join(DIR, file), 'utf8'), scope);
  const Registered = registered.get(name);
  if (!Registered) throw new Error(`${name} was not registered`);
  const processor = new Registered({ processorOptions });
  const send = (data: unknown) => processor.port.onmessage?.({ data });
  const of = (type: string) => posted.map((p) => p.data).filter((d) => d.type === type);
  return { processor, posted, send, of };
}

export const rms = (values: ArrayLike<number>) =>
  Math.sqrt(Array.from(values).reduce((sum, v) => sum + v * v, 0) / values.length);
