// Writes the fake-microphone files (microphones.ts) with the local agent's Slovak speech
// synthesis (espeak-ng, WASM): real speech that the agent's voice activity detection hears.
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodeWav, synthesizeWav } from '@hlasovy-asistent/voice-agent';
import { audioDir, type MICROPHONES, microphoneFile } from './microphones.ts';
import { VISITOR_SENTENCE } from './speechReferences.ts';

/** Chromium's capture rate; the files are played at their own rate either way. */
const RATE = 48_000;

export async function writeMicrophones(): Promise<Record<keyof typeof MICROPHONES, string>> {
  mkdirSync(audioDir(), { recursive: true });
  writeFileSync(
    microphoneFile('silence'),
    encodeWav({ sampleRate: RATE, samples: new Int16Array(RATE * 2) }),
  );
  // the visitor's sentence with pauses: about 7.5 s per loop, shorter than any assistant line
  writeFileSync(
    microphoneFile('visitor'),
    await synthesizeWav(VISITOR_SENTENCE, { sampleRate: RATE, padStartMs: 2500, padEndMs: 1500 }),
  );
  return { silence: microphoneFile('silence'), visitor: microphoneFile('visitor') };
}
