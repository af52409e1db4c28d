import type {
  CallObject,
  CallObjectEventName,
  CallObjectHandler,
  CallObjectOptions,
  CallParticipant,
  JoinOptions,
} from '../transports/daily/callObject.ts';

export interface RecordedCall {
  method: string;
  args: unknown[];
}

type Method = Exclude<keyof CallObject, 'on' | 'off'>;

export interface FakeCallObjectOptions {
  /** How join() behaves: resolve (default), hang until destroy, or reject with the error. */
  join?: 'resolve' | 'hang' | Error;
  /** Replace any method's behaviour (e.g. make an observer reject). Calls are still recorded. */
  overrides?: Partial<Record<Method, (...args: unknown[]) => unknown>>;
  /** Creation options, as given to the factory. */
  creation?: CallObjectOptions;
  /** Runs after a successful join (after joined-meeting). */
  onJoined?: (fake: FakeCallObject) => void;
  /** Runs once when the call object is destroyed. */
  onDestroyed?: (fake: FakeCallObject) => void;
}

/** A Daily call object stand-in: records every call and replays Daily events on demand. */
export interface FakeCallObject extends CallObject {
  readonly calls: RecordedCall[];
  readonly creation: CallObjectOptions | undefined;
  /** Arguments of every call to `method`. */
  callsTo(method: Method): unknown[][];
  /** Replays a Daily event to the registered handlers. */
  emit(event: CallObjectEventName, payload?: Record<string, unknown>): void;
  listenerCount(event?: CallObjectEventName): number;
  readonly destroyed: boolean;
  readonly joined: boolean;
  /** Adds a remote participant to `participants()` and replays participant-joined. */
  addParticipant(participant: Partial<CallParticipant> & { session_id: string }): CallParticipant;
}

const USE_AFTER_DESTROY = 'Use after destroy';

export function createFakeCallObject(options: FakeCallObjectOptions = {}): FakeCallObject {
  const calls: RecordedCall[] = [];
  const handlers = new Map<string, Set<CallObjectHandler>>();
  const participants: Record<string, CallParticipant> = {
    local: { session_id: 'local-session', user_name: 'guest', local: true, tracks: {} },
  };
  let destroyed = false;
  let joined = false;
  let localAudio = true;
  let rejectJoin: ((error: Error) => void) | null = null;

  const emit = (event: string, payload: Record<string, unknown> = {}) => {
    const left = payload.participant as CallParticipant | undefined;
    if (event === 'participant-left' && left) delete participants[left.session_id];
    for (const handler of [...(handlers.get(event) ?? [])]) handler({ action: event, ...payload });
  };
  const alive = () => {
    if (destroyed) throw new Error(USE_AFTER_DESTROY);
  };

  const defaults: Record<Method, (...args: never[]) => unknown> = {
    join: (_options: JoinOptions) => {
      alive();
      if (options.join instanceof Error) return Promise.reject(options.join);
      return new Promise((resolve, reject) => {
        rejectJoin = reject;
        if (options.join === 'hang') return;
        joined = true;
        rejectJoin = null;
        emit('joined-meeting', { participants });
        resolve(participants);
        options.onJoined?.(fake as unknown as FakeCallObject);
      });
    },
    leave: async () => {
      if (joined) {
        joined = false;
        emit('left-meeting');
      }
    },
    destroy: async () => {
      if (destroyed) return;
      if (joined) {
        joined = false;
        emit('left-meeting');
      }
      destroyed = true;
      rejectJoin?.(new Error(USE_AFTER_DESTROY));
      rejectJoin = null;
      options.onDestroyed?.(fake as unknown as FakeCallObject);
    },
    participants: () => participants,
    updateParticipant: () => alive(),
    setLocalAudio: (enabled: boolean) => {
      alive();
      localAudio = enabled;
    },
    localAudio: () => localAudio,
    sendAppMessage: () => alive(),
    startRecording: () => alive(),
    stopRecording: () => alive(),
    startLiveStreaming: () => alive(),
    stopLiveStreaming: () => alive(),
    startTranscription: () => alive(),
    stopTranscription: () => alive(),
    stopRemoteParticipantsAudioLevelObserver: () => undefined,
    stopLocalAudioLevelObserver: () => undefined,
    updateInputSettings: async () => alive(),
    startRemoteParticipantsAudioLevelObserver: async () => alive(),
    startLocalAudioLevelObserver: async () => alive(),
    setInputDevicesAsync: async () => alive(),
    setOutputDeviceAsync: async () => alive(),
    startDialOut: async () => alive(),
    stopDialOut: async () => alive(),
    sendDTMF: async () => alive(),
    sipCallTransfer: async () => alive(),
    sipRefer: async () => alive(),
    startRemoteMediaPlayer: async () => alive(),
    stopRemoteMediaPlayer: async () => alive(),
    updateRemoteMediaPlayer: async () => alive(),
    testNetworkConnectivity: async () => ({ result: 'passed' }),
    testCallQuality: async () => ({ result: 'good' }),
    updateSendSettings: async () => alive(),
    updateReceiveSettings: async () => alive(),
  };

  const fake = {
    calls,
    creation: options.creation,
    get destroyed() {
      return destroyed;
    },
    get joined() {
      return joined;
    },
    callsTo: (method: Method) => calls.filter((c) => c.method === method).map((c) => c.args),
    emit,
    listenerCount(event?: CallObjectEventName) {
      if (event) return handlers.get(event)?.size ?? 0;
      let total = 0;
      for (const set of handlers.values()) total += set.size;
      return total;
    },
    on(event: CallObjectEventName, handler: CallObjectHandler) {
      const set = handlers.get(event) ?? new Set<CallObjectHandler>();
      handlers.set(event, set);
      set.add(handler);
      return fake;
    },
    off(event: CallObjectEventName, handler: CallObjectHandler) {
      handlers.get(event)?.delete(handler);
      return fake;
    },
    addParticipant(partial: Partial<CallParticipant> & { session_id: string }) {
      const participant: CallParticipant = { user_name: '', local: false, tracks: {}, ...partial };
      participants[participant.session_id] = participant;
      emit('participant-joined', { participant });
      return participant;
    },
  } as Record<string, unknown>;

  for (const [method, implementation] of Object.entries(defaults) as [
    Method,
    (...args: unknown[]) => unknown,
  ][]) {
    const override = options.overrides?.[method];
    fake[method] = (...args: unknown[]) => {
      calls.push({ method, args });
      return (override ?? implementation)(...args);
    };
  }
  return fake as unknown as FakeCallObject;
}
