/** What the client needs from an audio element (an `HTMLAudioElement` satisfies it). */
export interface AudioElementLike {
  volume: number;
  play(): Promise<void> | undefined;
  pause(): void;
  remove(): void;
}

/**
 * Creates a playing element for a remote track of the participant `participantId`; injected per
 * client (tests pass a fake).
 */
export type CreateAudioElement = (
  track: MediaStreamTrack,
  participantId: string,
) => AudioElementLike;

/**
 * Default: a hidden `<audio autoplay data-participant-id>` in `document.body` playing the track
 * (the official client marks its element the same way).
 */
export function createHiddenAudioElement(
  track: MediaStreamTrack,
  participantId: string,
  env: { createStream?: (tracks: MediaStreamTrack[]) => MediaStream } = {},
): AudioElementLike {
  const createStream = env.createStream ?? ((tracks) => new MediaStream(tracks));
  const element = document.createElement('audio');
  element.autoplay = true;
  element.hidden = true;
  element.dataset.voiceClient = 'assistant';
  element.dataset.participantId = participantId;
  element.srcObject = createStream([track]);
  document.body.appendChild(element);
  return element;
}
