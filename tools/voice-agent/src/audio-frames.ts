// Checks of a binary frame before it reaches the VAD: audio is PCM s16le, so an empty, odd-sized
// or oversized frame, or a JSON text sent as binary (a client bug), is rejected with its kind.
import { MAX_TEXT_FRAME_BYTES } from './client-messages.ts';

export type FrameProblem = { kind: string; detail: string } | undefined;

/** A binary frame holding a JSON text: ignored instead of played as noise. */
function isJsonText(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x7b || bytes[bytes.length - 1] !== 0x7d) return false;
  if (bytes.byteLength > MAX_TEXT_FRAME_BYTES) return false;
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/** Why `bytes` is not an audio frame of at most `maxBytes`, or undefined when it is one. */
export function audioFrameProblem(bytes: Uint8Array, maxBytes: number): FrameProblem {
  const size = bytes.byteLength;
  const detail = `${size} bytes`;
  if (size === 0) return { kind: 'empty-frame', detail };
  if (isJsonText(bytes)) return { kind: 'json-in-binary-frame', detail };
  if (size % 2 !== 0) return { kind: 'odd-frame', detail };
  if (size > maxBytes) return { kind: 'oversized-frame', detail };
  return undefined;
}
