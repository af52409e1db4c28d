import type {
  AudioContextPort,
  AudioNodePort,
  GainNodePort,
  MessagePortLike,
  WorkletNodeOptions,
  WorkletNodePort,
} from '../transports/websocket/audioPort.ts';

/** A worklet's message port: records what the main thread posts, replays what the worklet says. */
export interface FakePort extends MessagePortLike {
  /** Messages the main thread posted to the worklet. */
  readonly posted: unknown[];
  readonly closed: boolean;
  /** The worklet posts `data` to the main thread. */
  emit(data: unknown): void;
}

export interface FakeNode extends AudioNodePort {
  readonly kind: string;
  /** Connected and not disconnected since. */
  readonly connected: boolean;
}

export interface FakeWorkletNode extends FakeNode, WorkletNodePort {
  readonly options: WorkletNodeOptions;
  readonly port: FakePort;
}

export interface FakeAudioContext extends AudioContextPort {
  readonly modules: string[];
  readonly nodes: FakeNode[];
  readonly resumeCalls: number;
  /** The browser changes the state (e.g. `interrupted` by a phone call); listeners hear it. */
  setState(state: 'running' | 'suspended' | 'interrupted'): void;
  worklet(name: 'voice-capture' | 'voice-playback'): FakeWorkletNode;
}

export interface FakeAudioOptions {
  sampleRate?: number;
  /** Contexts start suspended and stay so until resume() (autoplay blocked) when true. */
  autoplayBlocked?: boolean;
  /** How `addModule` behaves: resolve (default), never settle, or reject with the error. */
  addModule?: 'resolve' | 'hang' | Error;
}

export interface FakeAudio {
  /** Inject as the transport's `createAudioContext`. */
  createAudioContext(): FakeAudioContext;
  readonly contexts: FakeAudioContext[];
  last(): FakeAudioContext;
  /** Contexts not closed yet. */
  openContexts(): number;
  /** Nodes still connected, over all contexts. */
  connectedNodes(): number;
  /** The worklet sends one 20 ms microphone frame (`bytes` of PCM) with its RMS. */
  microphoneFrame(rms: number, bytes?: number): void;
  /** The playback worklet reports a 100 ms window of played audio. */
  playedLevel(rms: number, playing?: boolean): void;
  /** The playback worklet started the assistant's audio. */
  playbackStarted(): void;
}

function fakePort(): FakePort {
  const posted: unknown[] = [];
  let closed = false;
  const port: FakePort = {
    posted,
    get closed() {
      return closed;
    },
    onmessage: null,
    postMessage(message) {
      if (!closed) posted.push(message);
    },
    close() {
      closed = true;
    },
    emit(data) {
      if (!closed) port.onmessage?.({ data });
    },
  };
  return port;
}

function fakeNode(kind: string, extra: Record<string, unknown> = {}): FakeNode {
  let connected = false;
  return Object.assign(
    {
      kind,
      get connected() {
        return connected;
      },
      connect(target: AudioNodePort) {
        connected = true;
        return target;
      },
      disconnect() {
        connected = false;
      },
    },
    extra,
  );
}

export function createFakeAudio(options: FakeAudioOptions = {}): FakeAudio {
  const contexts: FakeAudioContext[] = [];
  const createAudioContext = (): FakeAudioContext => {
    let state = options.autoplayBlocked ? 'suspended' : 'running';
    let resumeCalls = 0;
    const listeners = new Set<() => void>();
    const changeTo = (next: string) => {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    };
    const nodes: FakeNode[] = [];
    const modules: string[] = [];
    const add = <T extends FakeNode>(node: T): T => {
      nodes.push(node);
      return node;
    };
    const context: FakeAudioContext = {
      sampleRate: options.sampleRate ?? 48000,
      outputLatency: 0.01,
      modules,
      nodes,
      get state() {
        return state;
      },
      get resumeCalls() {
        return resumeCalls;
      },
      async resume() {
        resumeCalls += 1;
        if (state === 'closed') throw new Error('InvalidStateError: the context is closed');
        if (!options.autoplayBlocked || resumeCalls > 1) changeTo('running');
      },
      async close() {
        changeTo('closed');
      },
      onStateChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setState: changeTo,
      async addModule(url) {
        if (options.addModule instanceof Error) throw options.addModule;
        if (options.addModule === 'hang') await new Promise(() => {});
        modules.push(url);
      },
      createMicrophoneSource: () => add(fakeNode('microphone')),
      createWorklet: (name, workletOptions) =>
        add(fakeNode(name, { options: workletOptions, port: fakePort() }) as FakeWorkletNode),
      createGain: () => add(fakeNode('gain', { gain: { value: 1 } }) as FakeNode & GainNodePort),
      destination: fakeNode('destination'),
      worklet(name) {
        const node = nodes.filter((n) => n.kind === name).at(-1);
        if (!node) throw new Error(`no ${name} worklet`);
        return node as FakeWorkletNode;
      },
    };
    contexts.push(context);
    return context;
  };
  const last = () => {
    const context = contexts.at(-1);
    if (!context) throw new Error('no audio context was created');
    return context;
  };
  return {
    createAudioContext,
    contexts,
    last,
    openContexts: () => contexts.filter((c) => c.state !== 'closed').length,
    connectedNodes: () =>
      contexts.reduce((sum, c) => sum + c.nodes.filter((n) => n.connected).length, 0),
    microphoneFrame(rms, bytes = 640) {
      last()
        .worklet('voice-capture')
        .port.emit({ type: 'frame', pcm: new ArrayBuffer(bytes), rms });
    },
    playedLevel(rms, playing = rms > 0) {
      last().worklet('voice-playback').port.emit({ type: 'level', rms, playing });
    },
    playbackStarted() {
      last().worklet('voice-playback').port.emit({ type: 'started' });
    },
  };
}
