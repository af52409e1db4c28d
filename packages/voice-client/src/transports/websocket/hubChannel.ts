import type { AudioHubSettings, FromHub, ToHub } from './audioHub.ts';
import type { WorkletNodePort } from './audioPort.ts';
import type { InProcessHub } from './inProcessHub.ts';
import type { CreateWebSocket } from './socketPort.ts';

/** The main thread's side of the audio hub (audioHub.ts), in a Worker or in-process. */
export interface HubChannel {
  /** Resolves once the hub runs (the Worker loaded); rejects when it could not start. */
  readonly ready: Promise<void>;
  post(message: Exclude<ToHub, { type: 'init' }>): void;
  /** Calls `listener` with every message of the hub; returns the unsubscribe. */
  listen(listener: (message: FromHub) => void): () => void;
  /** Hands the worklets' PCM to the hub: their ports (Worker) or the nodes' own (in-process). */
  init(settings: AudioHubSettings, capture: WorkletNodePort, playback: WorkletNodePort): void;
  /** Ends the hub (terminates the Worker); close the socket first. */
  close(): void;
}

function createListeners() {
  const listeners = new Set<(message: FromHub) => void>();
  return {
    listen(listener: (message: FromHub) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(message: FromHub) {
      for (const listener of [...listeners]) listener(message);
    },
  };
}

/**
 * The socket's Worker, started: its script fetched and run, before a call needs it
 * (`preload()`) or at the start of one. A call attaches to it with `createWorkerHub`.
 */
export interface HubWorker {
  readonly worker: Worker;
  /** Resolves once the hub runs in it; rejects when its script could not be loaded. */
  readonly ready: Promise<void>;
  /** Where the hub's messages go once it runs (set by the call that uses the Worker). */
  onMessage: ((message: FromHub) => void) | null;
  /** The Worker failed after it ran (its socket lived in it). */
  onFailure: (() => void) | null;
}

/**
 * Starts the socket Worker: a file of the app's own origin (`worker-src 'self'`), like the
 * worklets. Nothing runs in it until a call hands it the worklets' ports and a socket URL.
 */
export function spawnHubWorker(): HubWorker {
  const worker = new Worker(new URL('./socketWorker.ts', import.meta.url), {
    type: 'module',
    name: 'voice-socket',
  });
  let started = false;
  const spawned: HubWorker = {
    worker,
    ready: new Promise<void>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<FromHub>) => {
        if (data?.type !== 'ready') {
          spawned.onMessage?.(data);
          return;
        }
        started = true;
        resolve();
      };
      worker.onerror = (event) => {
        event.preventDefault();
        if (started) spawned.onFailure?.();
        else
          reject(
            new Error(`The voice socket worker could not be loaded (${event.message || 'error'})`),
          );
      };
    }),
    onMessage: null,
    onFailure: null,
  };
  // a Worker started ahead of a call that never comes is no failure; a call reports its own
  spawned.ready.catch(() => {});
  return spawned;
}

/**
 * The default: a Worker owns the socket and the worklets' ports (MessageChannels handed to the
 * capture and playback worklets), so no PCM crosses the main thread. `spawned`: a Worker started
 * ahead of the call (`preload()`); by default one is started now. `ready` is awaited only inside
 * the call's stages, which a stop() ends whether or not the Worker ever loads.
 */
export function createWorkerHub(spawned: HubWorker = spawnHubWorker()): HubChannel {
  const { listen, emit } = createListeners();
  const { worker } = spawned;
  spawned.onMessage = emit;
  // the hub failed mid-call: the call cannot go on (its socket lived in the Worker)
  spawned.onFailure = () =>
    emit({ type: 'close', code: 1011, reason: 'the voice socket worker failed' });
  return {
    ready: spawned.ready,
    listen,
    post: (message) => worker.postMessage(message),
    init(settings, capture, playback) {
      const up = new MessageChannel();
      const down = new MessageChannel();
      capture.port.postMessage({ type: 'connect', port: up.port1 }, [up.port1]);
      playback.port.postMessage({ type: 'connect', port: down.port1 }, [down.port1]);
      worker.postMessage({ type: 'init', settings, capture: up.port2, playback: down.port2 }, [
        up.port2,
        down.port2,
      ]);
    },
    close() {
      // messages the Worker posted before it ended still arrive: they go nowhere
      spawned.onMessage = spawned.onFailure = null;
      worker.terminate();
    },
  };
}

/**
 * The hub on the main thread for an injected socket factory (`createWebSocket`): its code
 * (inProcessHub.ts, the audio hub with its level window and barge-in rule) is loaded with
 * `import()` now, a chunk an app on the default Worker never loads. `ready` resolves once it
 * runs; listeners added before get every message; what is posted before waits for it, in order.
 */
export function loadInProcessHub(createWebSocket: CreateWebSocket, now: () => number): HubChannel {
  const { listen, emit } = createListeners();
  let hub: InProcessHub | null = null;
  /** Calls made before the hub loaded; null once it runs or is closed. */
  let waiting: ((hub: InProcessHub) => void)[] | null = [];
  const use = (call: (hub: InProcessHub) => void) => (hub ? call(hub) : waiting?.push(call));
  const ready = import('./inProcessHub.ts').then(({ createInProcessHub }) => {
    // closed before it loaded: nothing to start
    if (!waiting) return;
    const loaded = createInProcessHub(createWebSocket, now, emit);
    hub = loaded;
    for (const call of waiting) call(loaded);
    waiting = null;
  });
  return {
    ready,
    listen,
    post: (message) => use((h) => h.post(message)),
    init: (settings, capture, playback) => use((h) => h.init(settings, capture, playback)),
    close() {
      waiting = null;
      hub?.close();
      hub = null;
    },
  };
}
