// Audio building blocks: WAV files, band-limited resampling, espeak-ng synthesis (the helper the
// site's e2e tests use for Chromium's fake microphone), silence trimming.
import { describe, expect, test, vi } from 'vitest';
import {
  dbfs,
  decodeWav,
  encodeWav,
  resample,
  synthesizeSpeech,
  synthesizeWav,
  VoiceAgentError,
} from '../src/index.ts';

// Generous limits: the machine may be busy (speed is measured in the bench, not here).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

function sine(rate: number, hz: number, ms: number, amplitude = 16_000): Int16Array {
  const out = new Int16Array(Math.round((rate * ms) / 1000));
  for (let i = 0; i < out.length; i += 1) {
    out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate));
  }
  return out;
}

function zeroCrossings(samples: Int16Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i += 1) {
    if ((samples[i - 1] as number) < 0 !== (samples[i] as number) < 0) count += 1;
  }
  return count;
}

describe('WAV', () => {
  test('encode -> decode round-trips mono PCM16', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const wav = encodeWav({ sampleRate: 22_050, samples });
    expect(wav.byteLength).toBe(44 + 12);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(decodeWav(wav)).toEqual({ sampleRate: 22_050, samples });
  });

  test('stereo is mixed down; an unset streaming data size reads to the end', () => {
    const mono = encodeWav({ sampleRate: 8_000, samples: Int16Array.from([100, 200, 300, 400]) });
    const stereo = mono.slice();
    const view = new DataView(stereo.buffer);
    view.setUint16(22, 2, true); // 2 channels: the 4 samples become 2 frames
    view.setUint32(40, 0xffffffff, true);
    expect(Array.from(decodeWav(stereo).samples)).toEqual([150, 350]);
  });

  test.each([
    ['not RIFF', new TextEncoder().encode('hello world, not a wav file')],
    [
      '8-bit PCM',
      (() => {
        const wav = encodeWav({ sampleRate: 8_000, samples: new Int16Array(4) });
        new DataView(wav.buffer).setUint16(34, 8, true);
        return wav;
      })(),
    ],
    ['no data chunk', encodeWav({ sampleRate: 8_000, samples: new Int16Array(0) }).subarray(0, 36)],
  ])('%s is a bad_wav error', (_title, bytes) => {
    const error = (() => {
      try {
        decodeWav(bytes);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(VoiceAgentError);
    expect((error as VoiceAgentError).code).toBe('bad_wav');
  });
});

describe('resample', () => {
  test('22 050 -> 16 000 Hz keeps a 1 kHz tone: length, pitch and level', () => {
    const input = sine(22_050, 1_000, 1_000);
    const output = resample(input, 22_050, 16_000);
    expect(output.length).toBe(16_000);
    // 1 kHz = 2 000 zero crossings per second.
    expect(Math.abs(zeroCrossings(output) - 2_000)).toBeLessThanOrEqual(2);
    const middle = (x: Int16Array) => x.subarray(x.length / 4, (x.length * 3) / 4);
    expect(Math.abs(dbfs(middle(output)) - dbfs(middle(input)))).toBeLessThan(0.2);
  });

  test('content above the new Nyquist frequency is filtered out, not aliased', () => {
    const output = resample(sine(22_050, 10_000, 1_000), 22_050, 16_000);
    // 10 kHz would alias to 6 kHz at 16 kHz: at least 40 dB down instead (-4 dBFS in).
    expect(dbfs(output.subarray(1_000, 15_000))).toBeLessThan(-44);
  });

  test('upsampling 16 000 -> 48 000 Hz keeps a 440 Hz tone', () => {
    const output = resample(sine(16_000, 440, 500), 16_000, 48_000);
    expect(output.length).toBe(24_000);
    expect(Math.abs(zeroCrossings(output) - 440)).toBeLessThanOrEqual(2);
  });

  test('the same rate is a copy; bad rates throw', () => {
    const input = Int16Array.from([1, 2, 3]);
    const copy = resample(input, 16_000, 16_000);
    expect(copy).toEqual(input);
    expect(copy).not.toBe(input);
    expect(() => resample(input, 0, 16_000)).toThrow(RangeError);
  });
});

describe('speech synthesis (espeak-ng, Slovak)', () => {
  test('synthesizeWav: a WAV at the asked rate with the asked silence around real speech', async () => {
    const started = performance.now();
    const wav = await synthesizeWav('Dobrý deň, chcem si dohodnúť ukážku.', {
      sampleRate: 48_000,
      padStartMs: 500,
      padEndMs: 250,
    });
    console.log(`synthesizeWav: ${Math.round(performance.now() - started)} ms`);
    const { sampleRate, samples } = decodeWav(wav);
    expect(sampleRate).toBe(48_000);
    const lead = samples.subarray(0, 24_000);
    const tail = samples.subarray(samples.length - 12_000);
    expect(lead.every((s) => s === 0)).toBe(true);
    expect(tail.every((s) => s === 0)).toBe(true);
    const speech = samples.subarray(24_000, samples.length - 12_000);
    expect(speech.length / 48_000).toBeGreaterThan(1.5);
    expect(dbfs(speech)).toBeGreaterThan(-35);
    // espeak-ng's own silence is trimmed to 30 ms: the speech starts right after the padding.
    expect(dbfs(speech.subarray(0, 4_800))).toBeGreaterThan(-50);
  }, 30_000);

  test('different Slovak texts give different speech, the same text the same', async () => {
    const a = await synthesizeSpeech('Áno.');
    const b = await synthesizeSpeech('Nie, ďakujem, teraz nemám čas.');
    const again = await synthesizeSpeech('Áno.');
    expect(b.length).toBeGreaterThan(a.length * 2);
    expect(again).toEqual(a);
  }, 30_000);

  test('a text starting with "-" is spoken, not read as an option', async () => {
    const samples = await synthesizeSpeech('-v en -w /etc/passwd ahoj');
    expect(samples.length).toBeGreaterThan(8_000);
  }, 30_000);
});
