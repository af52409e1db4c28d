// The fake microphones of a browser test run: WAV files Chromium plays as the microphone
// (`--use-file-for-fake-audio-capture`, looped), written once per run by the global setup
// (writeMicrophones.ts) into SITE_E2E_AUDIO_DIR. Every test hears `silence` unless its file asks
// for another microphone with `test.use({ launchOptions: microphoneLaunch('visitor') })`.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, FAKE_MEDIA_FLAGS, OFFLINE_FLAGS } from './chromium.ts';

export const MICROPHONES = {
  /** Nobody speaks: the assistant greets and then listens. */
  silence: 'silence.wav',
  /** A Slovak sentence every few seconds, so it also falls into every assistant line (barge-in). */
  visitor: 'visitor.wav',
} as const;

export type MicrophoneName = keyof typeof MICROPHONES;

/** The run's audio folder: fixed by the runner process, inherited by its workers. */
export function audioDir(): string {
  process.env.SITE_E2E_AUDIO_DIR ??= join(tmpdir(), `site-e2e-audio-${process.pid}`);
  return process.env.SITE_E2E_AUDIO_DIR;
}

export function microphoneFile(name: MicrophoneName): string {
  return join(audioDir(), MICROPHONES[name]);
}

/**
 * Chromium's launch options: offline, fake media devices, this microphone. The permission prompt
 * is answered "allow" (`--use-fake-ui-for-media-stream`) unless `prompt: 'context'`: then the
 * browser context's permissions decide, and a context without `microphone` is refused
 * (NotAllowedError), as when a visitor blocks the microphone.
 */
export function microphoneLaunch(
  name: MicrophoneName,
  { prompt = 'allow' as 'allow' | 'context' } = {},
) {
  const media = prompt === 'allow' ? FAKE_MEDIA_FLAGS : ['--use-fake-device-for-media-stream'];
  return {
    executablePath: CHROMIUM_PATH,
    args: [...OFFLINE_FLAGS, ...media, `--use-file-for-fake-audio-capture=${microphoneFile(name)}`],
  };
}

/**
 * Chromium without any microphone: no fake device, the permission prompt answered "allow". On a
 * machine without audio input (CI, these servers) getUserMedia fails with NotFoundError for real,
 * as on a computer without a microphone.
 */
export function noMicrophoneLaunch() {
  return {
    executablePath: CHROMIUM_PATH,
    args: [...OFFLINE_FLAGS, '--use-fake-ui-for-media-stream'],
  };
}
