// Energy VAD on synthetic signals (tones, clicks, noise at set levels) and on espeak-ng speech.
import { describe, expect, test, vi } from 'vitest';
import { concat, createEnergyVad, silence, type VadEvent } from '../src/index.ts';
import { onsetIndex, visitorSpeech } from './speechFixtures.ts';

// Generous limits: the machine may be busy (speed is measured in the bench, not here).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const RATE = 16_000;

/** A sine at `db` dBFS (peak; RMS is 3 dB lower). */
function tone(ms: number, db: number, hz = 440): Int16Array {
  const amplitude = 32767 * 10 ** (db / 20);
  const out = new Int16Array((RATE * ms) / 1000);
  for (let i = 0; i < out.length; i += 1) {
    out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / RATE));
  }
  return out;
}

/** Deterministic white noise with RMS at `db` dBFS. */
function noise(ms: number, db: number, seed = 1): Int16Array {
  const rms = 32768 * 10 ** (db / 20);
  const out = new Int16Array((RATE * ms) / 1000);
  let state = seed;
  for (let i = 0; i < out.length; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out[i] = Math.round(((state / 2 ** 31) * 2 - 1) * rms * Math.sqrt(3));
  }
  return out;
}

/** Every event, `speech-confirmed` included. */
function runAll(samples: Int16Array, chunk = 320): VadEvent[] {
  const vad = createEnergyVad({ sampleRate: RATE });
  const events: VadEvent[] = [];
  for (let i = 0; i < samples.length; i += chunk) {
    events.push(...vad.push(samples.subarray(i, i + chunk)));
  }
  return events;
}

/** Turn starts and ends. */
const run = (samples: Int16Array, chunk = 320) =>
  runAll(samples, chunk).filter((e) => e.type !== 'speech-confirmed');

describe('energy VAD, synthetic signals', () => {
  test.each([
    ['digital silence', silence(RATE, 3_000)],
    ['noise at -55 dBFS', noise(3_000, -55)],
    ['a 40 ms click', concat([silence(RATE, 500), tone(40, -6), silence(RATE, 1_000)])],
    ['a tone at -50 dBFS (below the -45 dBFS floor)', tone(2_000, -50)],
  ])('%s is not speech', (_title, samples) => {
    expect(run(samples)).toEqual([]);
  });

  test('a 1 s tone at -20 dBFS: start at its onset, end after the 600 ms hangover', () => {
    const events = run(concat([silence(RATE, 500), tone(1_000, -20), silence(RATE, 1_000)]));
    expect(events).toEqual([
      { type: 'speech-start', atMs: 500 },
      { type: 'speech-end', atMs: 1_500, speechMs: 1_000 },
    ]);
  });

  test('60 ms of sound is enough for an onset; the event is dated at its first frame', () => {
    const events = run(concat([silence(RATE, 200), tone(60, -20), silence(RATE, 1_000)]));
    expect(events[0]).toEqual({ type: 'speech-start', atMs: 200 });
  });

  test('pauses shorter than the hangover stay inside one turn; longer ones split it', () => {
    const burst = tone(300, -20);
    const quiet = silence(RATE, 100); // sound from the very first frame is taken as background
    const short = run(concat([quiet, burst, silence(RATE, 400), burst, silence(RATE, 1_000)]));
    expect(short.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    const long = run(concat([quiet, burst, silence(RATE, 900), burst, silence(RATE, 1_000)]));
    expect(long.map((e) => e.type)).toEqual([
      'speech-start',
      'speech-end',
      'speech-start',
      'speech-end',
    ]);
  });

  test('steady background noise from the first frame is never speech; speech above it is', () => {
    const events = run(concat([noise(5_000, -38), tone(800, -15), noise(2_000, -38, 7)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    expect(events[0]?.atMs).toBeGreaterThanOrEqual(4_980);
    expect(events[0]?.atMs).toBeLessThanOrEqual(5_020);
    // the turn ends with the tone, not seconds later in the noise
    expect(events[1]?.atMs).toBeLessThanOrEqual(5_820);
  });

  test('the noise floor follows a louder room within 1.5 s and a quieter one at once', () => {
    const louder = run(concat([silence(RATE, 1_000), noise(6_000, -38), tone(800, -15)]));
    // at most one short false turn while the floor catches up, then only the tone
    expect(louder.filter((e) => e.type === 'speech-start').length).toBeLessThanOrEqual(2);
    const last = louder.filter((e) => e.type === 'speech-start').at(-1);
    expect(last?.atMs).toBeGreaterThanOrEqual(6_980);
    const quieter = run(concat([noise(3_000, -30), noise(1_000, -60, 5), tone(800, -40)]));
    expect(quieter.map((e) => e.type)).toEqual(['speech-start']);
    expect(quieter[0]?.atMs).toBeGreaterThanOrEqual(3_980);
  });

  test('speech-confirmed follows 200 ms into a turn, once; an 80 ms cough never gets it', () => {
    const events = runAll(concat([silence(RATE, 300), tone(600, -20), silence(RATE, 1_000)]));
    expect(events).toEqual([
      { type: 'speech-start', atMs: 300 },
      { type: 'speech-confirmed', atMs: 500 },
      { type: 'speech-end', atMs: 900, speechMs: 600 },
    ]);
    const cough = runAll(concat([silence(RATE, 300), tone(80, -10), silence(RATE, 1_000)]));
    expect(cough.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
  });

  test('the chunking of the input does not change the events', () => {
    const signal = concat([silence(RATE, 300), tone(700, -20), silence(RATE, 900)]);
    expect(run(signal, 7)).toEqual(run(signal, 320));
    expect(run(signal, 16_000)).toEqual(run(signal, 320));
  });
});

describe('energy VAD, espeak-ng speech', () => {
  test('one sentence with commas is one turn, dated at its onset and end', async () => {
    const sentence = await visitorSpeech('Dobrý deň, volám sa Ján, a rád by som vedel viac.');
    const events = run(concat([silence(RATE, 500), sentence, silence(RATE, 1_000)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    const onsetMs = 500 + (onsetIndex(sentence) / RATE) * 1000;
    expect(Math.abs((events[0]?.atMs ?? 0) - onsetMs)).toBeLessThanOrEqual(20);
    const endMs = 500 + (sentence.length / RATE) * 1000;
    expect(Math.abs((events[1]?.atMs ?? 0) - endMs)).toBeLessThanOrEqual(60);
  });

  test('two sentences a second apart are two turns', async () => {
    const a = await visitorSpeech('Áno, mám záujem.');
    const b = await visitorSpeech('Vyhovuje mi utorok popoludní.');
    const events = run(concat([a, silence(RATE, 1_000), b, silence(RATE, 1_000)]));
    expect(events.map((e) => e.type)).toEqual([
      'speech-start',
      'speech-end',
      'speech-start',
      'speech-end',
    ]);
  });

  test('speech under steady noise at -50 dBFS is still one turn', async () => {
    const sentence = await visitorSpeech();
    const background = noise(1_000 + (sentence.length / RATE) * 1000 + 1_000, -50, 3);
    const mixed = background.slice();
    for (let i = 0; i < sentence.length; i += 1) {
      const at = RATE + i;
      mixed[at] = Math.max(-32768, Math.min(32767, (mixed[at] ?? 0) + (sentence[i] ?? 0)));
    }
    expect(run(mixed).map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
  });
});
