/** A MediaStreamTrack stand-in with a working `stop()` and `readyState`. */
export interface FakeTrack {
  readonly kind: 'audio' | 'video';
  readonly id: string;
  readyState: 'live' | 'ended';
  enabled: boolean;
  stop(): void;
  addEventListener(type: 'ended', listener: () => void): void;
  removeEventListener(type: 'ended', listener: () => void): void;
  /** The device went away (unplugged, permission revoked): `ended` fires, unlike `stop()`. */
  endFromDevice(): void;
  /** `ended` listeners attached right now. */
  listenerCount(): number;
}

let trackCounter = 0;

export function createFakeTrack(kind: 'audio' | 'video' = 'audio'): FakeTrack & MediaStreamTrack {
  trackCounter += 1;
  const listeners = new Set<() => void>();
  const track: FakeTrack = {
    kind,
    id: `fake-${kind}-${trackCounter}`,
    readyState: 'live',
    enabled: true,
    stop() {
      track.readyState = 'ended';
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    endFromDevice() {
      if (track.readyState === 'ended') return;
      track.readyState = 'ended';
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
  return track as FakeTrack & MediaStreamTrack;
}

export interface FakeMicrophone {
  /** Inject as `getUserMedia`; each call acquires one live audio track. */
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Every track handed out so far. */
  readonly tracks: FakeTrack[];
  liveTracks(): number;
  /** Makes the next requests fail (e.g. a NotAllowedError) until reset with null. */
  failWith(error: unknown): void;
}

export function createFakeMicrophone(): FakeMicrophone {
  const tracks: FakeTrack[] = [];
  let failure: unknown = null;
  return {
    tracks,
    async getUserMedia() {
      if (failure !== null) throw failure;
      const track = createFakeTrack('audio');
      tracks.push(track);
      return {
        getAudioTracks: () => [track],
        getVideoTracks: () => [],
        getTracks: () => [track],
      } as unknown as MediaStream;
    },
    liveTracks: () => tracks.filter((track) => track.readyState === 'live').length,
    failWith(error) {
      failure = error;
    },
  };
}

export interface FakeAudioElement {
  track: MediaStreamTrack;
  /** The participant the element plays (`data-participant-id` of the real one). */
  participantId: string;
  volume: number;
  playing: boolean;
  removed: boolean;
  play(): Promise<void>;
  pause(): void;
  remove(): void;
}

export interface FakeAudioOutput {
  /** Inject as `createAudioElement`. */
  createAudioElement(track: MediaStreamTrack, participantId: string): FakeAudioElement;
  readonly elements: FakeAudioElement[];
  /** Elements created and not yet removed. */
  attached(): number;
  /** From now on play() succeeds (the visitor tapped: autoplay allowed). */
  allowPlay(): void;
}

export function createFakeAudioOutput(options: { playFails?: boolean } = {}): FakeAudioOutput {
  const elements: FakeAudioElement[] = [];
  let playFails = options.playFails === true;
  return {
    elements,
    createAudioElement(track, participantId) {
      const element: FakeAudioElement = {
        track,
        participantId,
        volume: 1,
        playing: false,
        removed: false,
        async play() {
          if (playFails) throw new Error('NotAllowedError: play() failed');
          element.playing = true;
        },
        pause() {
          element.playing = false;
        },
        remove() {
          element.removed = true;
        },
      };
      elements.push(element);
      return element;
    },
    attached: () => elements.filter((element) => !element.removed).length,
    allowPlay() {
      playFails = false;
    },
  };
}
