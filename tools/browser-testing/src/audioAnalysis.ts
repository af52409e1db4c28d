// What the tests measure in recorded audio: whether it is there (RMS), a test tone's frequency and
// how clean it is, and for speech, how much higher or lower it sounds than the line the agent
// synthesized (a resampler that assumes the wrong device rate shifts every frequency by the
// ratio of the rates: 48 / 44.1 = +8.8 %, or -8.1 %).

type Samples = Int16Array | Float32Array;

const toFloat = (samples: Samples): Float32Array =>
  samples instanceof Float32Array ? samples : Float32Array.from(samples, (s) => s / 32768);

export function rms(samples: Samples): number {
  const x = toFloat(samples);
  let sum = 0;
  for (const v of x) sum += v * v;
  return x.length === 0 ? 0 : Math.sqrt(sum / x.length);
}

/** Seconds of 20 ms windows louder than `threshold` (RMS, full scale 1), gaps not counted. */
export function loudSeconds(samples: Samples, sampleRate: number, threshold = 0.02): number {
  const x = toFloat(samples);
  const window = Math.round(sampleRate / 50);
  let loud = 0;
  for (let start = 0; start + window <= x.length; start += window) {
    if (rms(x.subarray(start, start + window)) > threshold) loud += 1;
  }
  return loud / 50;
}

/**
 * The stretch from the first to the last 20 ms window louder than `threshold` (RMS, full scale
 * 1), with `trimMs` cut off both ends (fades); empty when nothing is that loud.
 */
export function loudPart(
  samples: Samples,
  sampleRate: number,
  { threshold = 0.02, trimMs = 40 } = {},
): Float32Array {
  const x = toFloat(samples);
  const window = Math.round(sampleRate / 50);
  let first = -1;
  let last = -1;
  for (let start = 0; start + window <= x.length; start += window) {
    if (rms(x.subarray(start, start + window)) > threshold) {
      if (first < 0) first = start;
      last = start + window;
    }
  }
  const trim = Math.round((trimMs / 1000) * sampleRate);
  if (first < 0 || last - first <= 2 * trim) return new Float32Array(0);
  return x.slice(first + trim, last - trim);
}

/** A steady tone's frequency in Hz, from its interpolated zero crossings. */
export function toneFrequency(samples: Samples, sampleRate: number): number {
  const x = toFloat(samples);
  const crossings: number[] = [];
  for (let i = 1; i < x.length; i += 1) {
    const a = x[i - 1] as number;
    const b = x[i] as number;
    if (a < 0 !== b < 0 && a !== b) crossings.push(i - 1 + a / (a - b));
  }
  const first = crossings[0];
  const last = crossings.at(-1);
  if (first === undefined || last === undefined || crossings.length < 3) return 0;
  return ((crossings.length - 1) / 2 / (last - first)) * sampleRate;
}

/**
 * Signal to noise and distortion of a tone (dB): the best-fitting sine at `hz` (least squares,
 * amplitude and phase) against everything else. A clean 16-bit tone is far above 40 dB; a tone
 * that clicks, drops out or carries resampling images is not.
 */
export function toneSinad(samples: Samples, sampleRate: number, hz: number): number {
  const x = toFloat(samples);
  const w = (2 * Math.PI * hz) / sampleRate;
  let ss = 0;
  let cc = 0;
  let sc = 0;
  let xs = 0;
  let xc = 0;
  let dc = 0;
  for (let i = 0; i < x.length; i += 1) {
    const s = Math.sin(w * i);
    const c = Math.cos(w * i);
    const v = x[i] as number;
    ss += s * s;
    cc += c * c;
    sc += s * c;
    xs += v * s;
    xc += v * c;
    dc += v;
  }
  dc /= x.length || 1;
  const det = ss * cc - sc * sc;
  const a = (xs * cc - xc * sc) / det;
  const b = (xc * ss - xs * sc) / det;
  let signal = 0;
  let residual = 0;
  for (let i = 0; i < x.length; i += 1) {
    const fit = a * Math.sin(w * i) + b * Math.cos(w * i);
    signal += fit * fit;
    residual += ((x[i] as number) - dc - fit) ** 2;
  }
  return 10 * Math.log10(signal / Math.max(residual, 1e-12));
}

/** In-place radix-2 FFT of (re, im); the length must be a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const cos = Math.cos(step * k);
        const sin = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = (re[b] as number) * cos - (im[b] as number) * sin;
        const ti = (re[b] as number) * sin + (im[b] as number) * cos;
        re[b] = (re[a] as number) - tr;
        im[b] = (im[a] as number) - ti;
        re[a] = (re[a] as number) + tr;
        im[a] = (im[a] as number) + ti;
      }
    }
  }
}

const FRAME = 2048;
const BINS_PER_OCTAVE = 96;
const LOWEST_HZ = 120;
const HIGHEST_HZ = 3800;

/**
 * Long-term average spectrum of the loud frames (Hann, 50 % overlap), in dB, resampled onto a
 * log-frequency axis of BINS_PER_OCTAVE bins per octave from LOWEST_HZ to HIGHEST_HZ.
 */
function logSpectrum(samples: Samples, sampleRate: number): Float64Array {
  const x = toFloat(samples);
  const power = new Float64Array(FRAME / 2);
  const hann = Float64Array.from(
    { length: FRAME },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
  );
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  for (let start = 0; start + FRAME <= x.length; start += FRAME / 2) {
    const frame = x.subarray(start, start + FRAME);
    if (rms(frame) < 0.01) continue;
    for (let i = 0; i < FRAME; i += 1) {
      re[i] = (frame[i] as number) * (hann[i] as number);
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k < FRAME / 2; k += 1) {
      power[k] = (power[k] as number) + (re[k] as number) ** 2 + (im[k] as number) ** 2;
    }
  }
  const octaves = Math.log2(HIGHEST_HZ / LOWEST_HZ);
  const bins = Math.floor(octaves * BINS_PER_OCTAVE);
  const out = new Float64Array(bins);
  for (let b = 0; b < bins; b += 1) {
    const hz = LOWEST_HZ * 2 ** (b / BINS_PER_OCTAVE);
    const k = (hz / sampleRate) * FRAME;
    const i = Math.floor(k);
    const p = (power[i] as number) + ((power[i + 1] as number) - (power[i] as number)) * (k - i);
    out[b] = 10 * Math.log10(p + 1e-9);
  }
  return out;
}

function correlation(a: Float64Array, b: Float64Array, shift: number, span: number): number {
  let sa = 0;
  let sb = 0;
  let n = 0;
  for (let i = span; i < a.length - span; i += 1) {
    sa += a[i] as number;
    sb += b[i + shift] as number;
    n += 1;
  }
  const ma = sa / n;
  const mb = sb / n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = span; i < a.length - span; i += 1) {
    const da = (a[i] as number) - ma;
    const db = (b[i + shift] as number) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb);
}

/**
 * How much higher (> 1) or lower (< 1) `heard` sounds than `reference`, the same speech: the
 * frequency scale (within +-15 %) that best aligns their long-term spectra, with how well they
 * align then (correlation, 1 = the same spectral shape).
 */
export function pitchRatio(
  heard: Samples,
  reference: Samples,
  sampleRate: number,
  referenceRate = sampleRate,
): { ratio: number; match: number } {
  const a = logSpectrum(reference, referenceRate);
  const b = logSpectrum(heard, sampleRate);
  const span = Math.ceil(Math.log2(1.15) * BINS_PER_OCTAVE);
  const scores: number[] = [];
  for (let shift = -span; shift <= span; shift += 1) scores.push(correlation(a, b, shift, span));
  let best = 0;
  for (let i = 1; i < scores.length; i += 1)
    if ((scores[i] as number) > (scores[best] as number)) best = i;
  // parabolic interpolation between the neighbouring shifts
  const [l, m, r] = [
    scores[best - 1] ?? scores[best],
    scores[best],
    scores[best + 1] ?? scores[best],
  ] as number[];
  const denominator = (l as number) - 2 * (m as number) + (r as number);
  const offset = denominator === 0 ? 0 : (0.5 * ((l as number) - (r as number))) / denominator;
  const shift = best - span + offset;
  return { ratio: 2 ** (shift / BINS_PER_OCTAVE), match: m as number };
}
