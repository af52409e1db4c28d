import { errorMessage, VoiceClientError } from '../core/errors.ts';
import { microphoneErrorType } from './microphoneError.ts';
import type { TransportLink } from './Transport.ts';

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** The browser's microphone, read when called (never at import time). */
export const browserGetUserMedia: GetUserMedia = (constraints) =>
  globalThis.navigator.mediaDevices.getUserMedia(constraints);

/**
 * The `microphone-permission` stage, shared by the transports: `getUserMedia` is called
 * synchronously (still inside the click that started the call, before any network round
 * trip), the audio track is owned by the call (stopped when it ends, or on arrival when the
 * call ended first) and any other track is stopped at once. A failure is a start-method-error
 * with `mediaError` telling denied, missing and busy microphones apart.
 */
export function acquireMicrophone(
  link: TransportLink,
  getUserMedia: GetUserMedia,
  audio: MediaTrackConstraints | true,
): Promise<MediaStreamTrack | null> {
  return link.step('microphone-permission', () => {
    let pending: Promise<MediaStream>;
    try {
      pending = getUserMedia({ audio });
    } catch (error) {
      pending = Promise.reject(error);
    }
    return link.acquire(
      pending.then(
        (stream) => {
          const track = stream.getAudioTracks()[0] ?? null;
          for (const extra of stream.getTracks()) if (extra !== track) extra.stop();
          return track;
        },
        (error: unknown) => {
          throw new VoiceClientError('start-method-error', errorMessage(error), {
            cause: error,
            stage: 'microphone-permission',
            mediaError: microphoneErrorType(error),
          });
        },
      ),
      (track) => track?.stop(),
    );
  });
}
