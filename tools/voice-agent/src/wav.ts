// RIFF/WAVE with 16-bit PCM: what espeak-ng writes and what Chromium's fake microphone reads.
import { VoiceAgentError } from './errors.ts';

export interface Pcm {
  sampleRate: number;
  /** Mono samples; stereo input is mixed down. */
  samples: Int16Array;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Reads a PCM16 WAV file (mono or stereo). Any other format is a `bad_wav` error. */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') {
    throw new VoiceAgentError('bad_wav', 'not a RIFF/WAVE file');
  }
  let format: { channels: number; sampleRate: number; bits: number; tag: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (format?.tag !== 1 || format.bits !== 16 || format.channels < 1) {
        throw new VoiceAgentError('bad_wav', 'only 16-bit PCM WAV is supported');
      }
      // Streaming writers leave the size unset (0 or 0xFFFFFFFF): read to the end of the file.
      const end = Math.min(bytes.byteLength, size > 0 ? body + size : bytes.byteLength);
      const frames = Math.floor((end - body) / (2 * format.channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i += 1) {
        let sum = 0;
        for (let c = 0; c < format.channels; c += 1) {
          sum += view.getInt16(body + (i * format.channels + c) * 2, true);
        }
        samples[i] = Math.round(sum / format.channels);
      }
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new VoiceAgentError('bad_wav', 'no data chunk');
}

/** A mono 16-bit PCM WAV file. */
export function encodeWav({ sampleRate, samples }: Pcm): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < 4; i += 1) bytes[at + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i += 1) {
    view.setInt16(44 + i * 2, samples[i] as number, true);
  }
  return bytes;
}
