import type { TransportLink } from './Transport.ts';

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/**
 * The `microphone-permission` stage, shared by the transports: `getUserMedia` is called
 * synchronously (still inside the click that started the call, before any network round
 * trip), the audio track is owned by the call (stopped when it ends, or on arrival when the
 * call ended first) and any other track is stopped at once.
 */
export function acquireMicrophone(
  link: TransportLink,
  getUserMedia: GetUserMedia,
  audio: MediaTrackConstraints | true,
): Promise<MediaStreamTrack | null> {
  return link.step('microphone-permission', () =>
    link.acquire(
      getUserMedia({ audio }).then((stream) => {
        const track = stream.getAudioTracks()[0] ?? null;
        for (const extra of stream.getTracks()) if (extra !== track) extra.stop();
        return track;
      }),
      (track) => track?.stop(),
    ),
  );
}
