/** What the client needs from an audio element (an `HTMLAudioElement` satisfies it). */
export interface AudioElementLike {
  volume: number;
  play(): Promise<void> | undefined;
  pause(): void;
  remove(): void;
}

/** Creates a playing element for a remote track; injected per client (tests pass a fake). */
export type CreateAudioElement = (track: MediaStreamTrack) => AudioElementLike;

/** Default: a hidden `<audio autoplay>` in `document.body` playing the track. */
export const createHiddenAudioElement: CreateAudioElement = (track) => {
  const element = document.createElement('audio');
  element.autoplay = true;
  element.hidden = true;
  element.dataset.voiceClient = 'assistant';
  element.srcObject = new MediaStream([track]);
  document.body.appendChild(element);
  return element;
};
