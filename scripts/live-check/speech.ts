// The visitor's Slovak sentence as the socket carries it: espeak-ng (`-v sk`; the npm build in
// WebAssembly that the local voice agent speaks with, @hlasovy-asistent/voice-agent) as PCM
// s16le mono at the call's 16 kHz (VOICE_SOCKET_AUDIO_FORMAT), with 200 ms of silence after it.
import { VOICE_SOCKET_AUDIO_FORMAT } from '@hlasovy-asistent/platform-api/voice-socket';
import { synthesizeSpeech } from '@hlasovy-asistent/voice-agent';

/** What the check says aloud, types in the call, and writes (a visitor's first words). */
const LIVE_CHECK_SENTENCE = 'Dobrý deň, chcem si dohodnúť ukážku.';
export const LIVE_CHECK_TYPED_TEXT = 'Dobrý deň, máte tento týždeň voľný termín na ukážku?';
export const LIVE_CHECK_WRITTEN_TEXT = 'Dobrý deň, aké termíny ukážky máte voľné?';
export const LIVE_CHECK_CHOICE_TEXT = 'Vyberám si prvý termín.';

export function slovakSentence(text = LIVE_CHECK_SENTENCE): Promise<Int16Array> {
  return synthesizeSpeech(text, {
    sampleRate: VOICE_SOCKET_AUDIO_FORMAT.sampleRate,
    padEndMs: 200,
  });
}
