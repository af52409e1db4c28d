// Band-limited resampling (windowed sinc, Blackman window): espeak-ng speaks at 22 050 Hz,
// the call runs at its own rate (16 000 Hz by default). Downsampling low-passes at 95 % of the
// new Nyquist frequency so nothing above it folds back as aliasing. Offline use only (the
// dialogue is resampled once per rate), so clarity beats speed here.

/** Zero crossings of the sinc on each side of a sample: more = sharper filter. */
const ZERO_CROSSINGS = 16;

function blackman(x: number): number {
  // x in [-1, 1]
  return 0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** Returns `input` (mono PCM16 at `from` Hz) at `to` Hz. */
export function resample(input: Int16Array, from: number, to: number): Int16Array {
  if (!(from > 0 && to > 0)) throw new RangeError(`bad sample rates ${from} -> ${to}`);
  if (from === to) return input.slice();
  const ratio = to / from;
  // Cutoff relative to the input's Nyquist frequency.
  const cutoff = Math.min(1, ratio) * 0.95;
  const halfWidth = ZERO_CROSSINGS / cutoff;
  const out = new Int16Array(Math.floor(input.length * ratio));
  for (let i = 0; i < out.length; i += 1) {
    const center = i / ratio;
    const start = Math.max(0, Math.ceil(center - halfWidth));
    const end = Math.min(input.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    for (let j = start; j <= end; j += 1) {
      const distance = center - j;
      sum +=
        (input[j] as number) * cutoff * sinc(cutoff * distance) * blackman(distance / halfWidth);
    }
    out[i] = Math.max(-32768, Math.min(32767, Math.round(sum)));
  }
  return out;
}
