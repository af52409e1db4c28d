// The audio a call on Vapi's WebSocket transport carries both ways. (The `voice-call` function's
// answer `{ callId, websocketCallUrl }` is the app's contract, not Vapi's: its schema is in the
// private validation package, read by the function, the voice client and the site.)
import type { components } from '../generated/latest.ts';

/** The socket's audio both ways: 16-bit PCM, mono, 16 kHz (Vapi's default), raw. */
export const VOICE_SOCKET_AUDIO_FORMAT = {
  format: 'pcm_s16le',
  container: 'raw',
  sampleRate: 16000,
} as const satisfies components['schemas']['AudioFormat'];
