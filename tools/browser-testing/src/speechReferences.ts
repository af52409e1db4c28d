// The speech the engine suites compare recordings with: the local agent's greeting as it is sent
// on a 16 kHz call (what the speakers must play), and the `visitor` microphone's sentence at 16 kHz
// (what the agent must hear). The same synthesizer as the agent's (espeak-ng, Slovak), so the
// same samples.
import { decodeWav, SLOVAK_DEMO_DIALOGUE, synthesizeSpeech } from '@hlasovy-asistent/voice-agent';

/** Mono 16-bit samples of a WAV file (the agent's record of what it heard). */
export const wavSamples = (bytes: Uint8Array) => decodeWav(bytes);

/** The visitor's sentence of the `visitor` microphone (writeMicrophones.ts). */
export const VISITOR_SENTENCE = 'Dobrý deň, áno, rád by som si dohodol ukážku na budúci týždeň.';

/** Mono 16-bit samples at 16 kHz of the agent's greeting. */
export function greetingReference(): Promise<Int16Array> {
  return synthesizeSpeech(SLOVAK_DEMO_DIALOGUE.greeting, { sampleRate: 16_000 });
}

/** Mono 16-bit samples at 16 kHz of the visitor's sentence. */
export function visitorReference(): Promise<Int16Array> {
  return synthesizeSpeech(VISITOR_SENTENCE, { sampleRate: 16_000 });
}
