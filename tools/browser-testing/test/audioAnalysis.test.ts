// The measures the engine suites rely on must tell a right sample rate from a wrong one: a tone
// resampled as if the device ran at 48 kHz while it runs at 44.1 kHz, and speech played that way.
import { resample, SLOVAK_DEMO_DIALOGUE, synthesizeSpeech } from '@hlasovy-asistent/voice-agent';
import { describe, expect, it } from 'vitest';
import { loudPart, pitchRatio, rms, toneFrequency, toneSinad } from '../src/audioAnalysis.ts';

const tone = (hz: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );

describe('tones', () => {
  it('measures a tone to well under 1 Hz and finds it clean', () => {
    const x = tone(1000, 16_000, 1);
    expect(toneFrequency(x, 16_000)).toBeCloseTo(1000, 0);
    expect(toneSinad(x, 16_000, 1000)).toBeGreaterThan(60);
    expect(rms(x)).toBeCloseTo(0.5 / Math.SQRT2, 3);
  });

  it('a tone played at the wrong rate is 8 % off; clicks and dropouts lower its SINAD', () => {
    // 16 kHz PCM read as if the device ran at 48 kHz while it runs at 44.1 kHz
    expect(toneFrequency(tone(1000 * (48_000 / 44_100), 16_000, 1), 16_000)).toBeGreaterThan(1080);
    const gaps = tone(1000, 16_000, 1);
    for (let i = 0; i < gaps.length; i += 1600) gaps.fill(0, i, i + 16); // 1 ms gap every 100 ms
    expect(toneSinad(gaps, 16_000, 1000)).toBeLessThan(30);
  });

  it('finds the loud part between silences', () => {
    const x = new Float32Array(16_000 * 3);
    x.set(tone(440, 16_000, 1), 16_000);
    const loud = loudPart(x, 16_000);
    expect(loud.length / 16_000).toBeGreaterThan(0.85);
    expect(loud.length / 16_000).toBeLessThan(1.01);
    expect(loudPart(new Float32Array(16_000), 16_000)).toHaveLength(0);
  });
});

describe('speech', () => {
  it('the same line matches itself; played 8 % fast or slow it is heard 8 % higher or lower', async () => {
    const line = await synthesizeSpeech(SLOVAK_DEMO_DIALOGUE.greeting, { sampleRate: 16_000 });
    const same = pitchRatio(line, line, 16_000);
    expect(same.ratio).toBeCloseTo(1, 3);
    expect(same.match).toBeGreaterThan(0.99);
    // recorded at 16 kHz from a device that ran the 16 kHz line through a wrong rate ratio
    const higher = resample(line, 48_000, 44_100); // fewer samples: plays 8.8 % fast and high
    const lower = resample(line, 44_100, 48_000);
    expect(pitchRatio(higher, line, 16_000).ratio).toBeCloseTo(48_000 / 44_100, 2);
    expect(pitchRatio(lower, line, 16_000).ratio).toBeCloseTo(44_100 / 48_000, 2);
    // and a recording at another rate is compared at its own rate
    const at48 = resample(line, 16_000, 48_000);
    expect(pitchRatio(at48, line, 48_000, 16_000).ratio).toBeCloseTo(1, 2);
  }, 30_000);
});
