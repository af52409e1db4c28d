// Raw PCM helpers: signed 16-bit little-endian mono, the socket's audio format.

/** Samples of a binary frame (little-endian, copied so the socket buffer can be reused). */
export function samplesFromBytes(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(bytes.byteLength >> 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

/** Little-endian bytes of samples, ready to send as a binary frame. */
export function bytesFromSamples(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(i * 2, samples[i] as number, true);
  return bytes;
}

/** Root mean square of samples, as a fraction of full scale (0..1). */
function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length) / 32768;
}

/** Level in dBFS (full-scale sine = -3 dBFS); silence is -Infinity. */
export function dbfs(samples: Int16Array): number {
  return 20 * Math.log10(rms(samples));
}

export function samplesPerMs(sampleRate: number, ms: number): number {
  return Math.round((sampleRate * ms) / 1000);
}

export function durationMs(samples: number, sampleRate: number): number {
  return (samples / sampleRate) * 1000;
}

export function silence(sampleRate: number, ms: number): Int16Array {
  return new Int16Array(samplesPerMs(sampleRate, ms));
}

export function concat(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Cuts leading and trailing silence (samples below `threshold` of full scale), keeping
 * `keepMs` of it on each side so the first and last syllables are not clipped.
 */
export function trimSilence(
  samples: Int16Array,
  sampleRate: number,
  { threshold = 0.01, keepMs = 30 } = {},
): Int16Array {
  const limit = threshold * 32768;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] as number) < limit) first += 1;
  if (first === samples.length) return new Int16Array();
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] as number) < limit) last -= 1;
  const keep = samplesPerMs(sampleRate, keepMs);
  return samples.slice(Math.max(0, first - keep), Math.min(samples.length, last + 1 + keep));
}
