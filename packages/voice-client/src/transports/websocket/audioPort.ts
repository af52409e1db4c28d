// The slice of Web Audio the WebSocket transport uses, as small interfaces: `createWebAudioContext`
// adapts a real AudioContext to them, tests pass fakes (no global mocks).

export interface AudioNodePort {
  connect(target: AudioNodePort): unknown;
  disconnect(): void;
}

export interface MessagePortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export interface WorkletNodePort extends AudioNodePort {
  readonly port: MessagePortLike;
}

export interface GainNodePort extends AudioNodePort {
  readonly gain: { value: number };
}

export interface WorkletNodeOptions {
  numberOfInputs: number;
  numberOfOutputs: number;
  outputChannelCount?: number[];
  processorOptions: Record<string, unknown>;
}

/** One audio context: the microphone goes in, the assistant comes out. */
export interface AudioContextPort {
  readonly sampleRate: number;
  /**
   * `running`, `suspended` (autoplay policy, or the browser paused it), `interrupted` (Safari:
   * a phone call, Siri, another app took the audio) or `closed`.
   */
  readonly state: string;
  /** Calls `listener` on every state change; returns the unsubscribe. */
  onStateChange(listener: () => void): () => void;
  /** Seconds between the graph's output and the speakers, when the browser knows it. */
  readonly outputLatency: number;
  resume(): Promise<void>;
  close(): Promise<void>;
  addModule(url: string): Promise<void>;
  createMicrophoneSource(track: MediaStreamTrack): AudioNodePort;
  createWorklet(name: string, options: WorkletNodeOptions): WorkletNodePort;
  createGain(): GainNodePort;
  readonly destination: AudioNodePort;
}

export type CreateAudioContext = () => AudioContextPort;
