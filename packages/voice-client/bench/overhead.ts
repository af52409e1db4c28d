import { createFakeCallObject } from '../src/testing/index.ts';
import { VoiceClient } from '../src/transports/daily/index.ts';

export interface OverheadResult {
  runs: number;
  startToCallStartMs: { median: number; p95: number };
  stopToReleasedMs: { median: number; p95: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** start() -> call-start and stop() -> released, with a zero-latency fake (no mobile wait). */
export async function measureOverhead(runs = 300): Promise<OverheadResult> {
  const webCall = JSON.stringify({ id: 'bench', webCallUrl: 'https://bench.daily.invalid/room' });
  const client = new VoiceClient({
    publicKey: 'bench',
    fetch: async () => new Response(webCall, { status: 201 }),
    createCallObject: (creation) =>
      createFakeCallObject({
        creation,
        onJoined: (fake) => fake.emit('app-message', { data: 'listening', fromId: 'agent' }),
      }),
    createAudioElement: () => ({ volume: 1, play: async () => {}, pause() {}, remove() {} }),
    isMobile: () => false,
  });
  const start: number[] = [];
  const stop: number[] = [];
  for (let i = 0; i < runs + 20; i += 1) {
    const began = performance.now();
    const started = new Promise<number>((resolve) => {
      client.once('call-start', () => resolve(performance.now()));
    });
    void client.start('bench-assistant');
    const callStartAt = await started;
    const stopBegan = performance.now();
    await client.stop();
    const released = performance.now();
    if (i < 20) continue; // warm-up
    start.push(callStartAt - began);
    stop.push(released - stopBegan);
  }
  return {
    runs,
    startToCallStartMs: { median: round(percentile(start, 50)), p95: round(percentile(start, 95)) },
    stopToReleasedMs: { median: round(percentile(stop, 50)), p95: round(percentile(stop, 95)) },
  };
}
