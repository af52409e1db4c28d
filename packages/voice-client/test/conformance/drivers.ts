// One driver per transport, so the lifecycle conformance suite runs the same tests over both:
// each driver makes its fakes play the far side (Daily's events, or the socket and worklets).
import type { SecurityEvent } from '@hlasovy-asistent/validation';
import type {
  CallStartStage,
  VoiceClientCore,
  VoiceClientErrorType,
  VoiceClientEventName,
} from '../../src/index.ts';
import { createHarness, deferred, type HarnessOptions } from '../harness.ts';
import { createWebSocketHarness, type WebSocketHarnessOptions } from '../websocket/harness.ts';

/** What the suite needs from a client under test, whatever the transport. */
export interface Subject {
  client: VoiceClientCore<unknown>;
  named(name: VoiceClientEventName): unknown[];
  names(): VoiceClientEventName[];
  logger: { warn: { mock: { calls: unknown[][] } }; error: unknown };
  securityEvents: SecurityEvent[];
  /** start() resolved and the call is active (the transport's call-start happened). */
  startActive(): Promise<unknown>;
  /** One sample of the assistant's level as the transport reports it. */
  assistantLevel(level: number): void;
  /** One sample of the microphone level as the transport reports it. */
  microphoneLevel(level: number): void;
  /** A server message (object = JSON, string = raw). */
  serverSays(message: unknown): void;
  /** The far side ends the call cleanly. */
  remoteEnd(): void;
  /** The connection fails during the call. */
  connectionLost(): void;
  /** Client messages written to the server, parsed. */
  sent(): unknown[];
  /** Calls created on the server (web calls, sessions). */
  requests(): number;
  /** Attempts to reach the call (Daily joins, sockets opened). */
  connects(): number;
  /** The next getUserMedia fails with this error. */
  denyMicrophone(error: unknown): void;
  /** The transport really stopped sending the microphone. */
  microphoneSilenced(): boolean;
  /** Resources still held: call objects/sockets/contexts/nodes, listeners, live tracks. */
  held(): { resources: number; listeners: number; tracks: number };
}

interface StageCase {
  stage: CallStartStage;
  create(): Subject;
}

export interface Driver {
  name: 'daily' | 'websocket';
  errorType: VoiceClientErrorType;
  /** What end() writes before the release. */
  endMessage: unknown;
  create(): Subject;
  /** Starts that stay pending in a stage until stop(). */
  hanging: StageCase[];
  /** A stage after which the start still has stages to go, before connecting. */
  midStage: CallStartStage;
  /** The connection to the server cannot be made. */
  failedConnect: StageCase & { errorType: VoiceClientErrorType };
  /** A start held at the connection to the server (join, socket open) until `complete()`. */
  pendingConnect(): { subject: Subject; complete(): void };
}

const hangingFetch: HarnessOptions['fetch'] = (_url, init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function daily(options: HarnessOptions = {}): Subject {
  const h = createHarness({ ...options, client: { acquireMicrophone: true, ...options.client } });
  return {
    ...h,
    client: h.client as VoiceClientCore<unknown>,
    startActive: h.startActive,
    assistantLevel: (level) =>
      h.fake().emit('remote-participants-audio-level', { participantsAudioLevel: { a: level } }),
    microphoneLevel: (level) => h.fake().emit('local-audio-level', { audioLevel: level }),
    serverSays: h.serverSays,
    remoteEnd: () => h.fake().emit('left-meeting'),
    connectionLost: () =>
      h.fake().emit('error', { errorMsg: 'connection lost', error: { type: 'connection-error' } }),
    sent: () =>
      h
        .fake()
        .callsTo('sendAppMessage')
        .map(([data]) => data)
        .filter((data) => data !== 'playable')
        .map((data) => JSON.parse(String(data))),
    denyMicrophone: (error) => h.mic.failWith(error),
    requests: () => h.fetch.mock.calls.length,
    connects: () => h.fakes.reduce((sum, f) => sum + f.callsTo('join').length, 0),
    microphoneSilenced: () => h.fake().callsTo('setLocalAudio').at(-1)?.[0] === false,
    held: () => ({
      resources: h.fakes.filter((f) => !f.destroyed).length + h.audio.attached(),
      listeners: h.fakes.reduce((sum, f) => sum + f.listenerCount(), 0),
      tracks: h.mic.liveTracks(),
    }),
  };
}

type WebSocketSubject = Subject & { socket(): { open(): void } };

function websocket(options: WebSocketHarnessOptions = {}): Subject {
  const h = createWebSocketHarness(options);
  const subject: WebSocketSubject = {
    ...h,
    client: h.client as VoiceClientCore<unknown>,
    startActive: h.startActive,
    assistantLevel: (level) => h.audio.playedLevel(level),
    microphoneLevel: (level) => {
      for (let frame = 0; frame < 5; frame += 1) h.audio.microphoneFrame(level);
    },
    serverSays: (message) =>
      h.socket().receive(typeof message === 'string' ? message : JSON.stringify(message)),
    remoteEnd: () => h.socket().serverClose(1000),
    connectionLost: () => h.socket().fail(),
    sent: () => h.sockets.sockets.flatMap((socket) => socket.texts()),
    denyMicrophone: (error) => h.mic.failWith(error),
    requests: () => h.createSession.mock.calls.length,
    connects: () => h.sockets.sockets.length,
    microphoneSilenced: () => {
      const before = h.socket().binaries().length;
      h.audio.microphoneFrame(0.2);
      return h.socket().binaries().length === before && h.mic.tracks.at(-1)?.enabled === false;
    },
    held: () => ({
      resources: h.sockets.openCount() + h.audio.openContexts() + h.audio.connectedNodes(),
      listeners:
        h.sockets.sockets.reduce((sum, s) => sum + s.listenerCount(), 0) +
        h.audio.contexts
          .flatMap((c) => c.nodes)
          .filter((n) => 'port' in n && (n as { port: { onmessage: unknown } }).port.onmessage)
          .length,
      tracks: h.mic.liveTracks(),
    }),
  };
  return subject;
}

const DAILY: Driver = {
  name: 'daily',
  errorType: 'daily-error',
  endMessage: { type: 'end-call' },
  create: () => daily(),
  midStage: 'daily-call-object-creation',
  hanging: [
    { stage: 'web-call-creation', create: () => daily({ fetch: hangingFetch }) },
    { stage: 'mobile-permissions', create: () => daily({ client: { isMobile: () => true } }) },
    { stage: 'daily-call-join', create: () => daily({ fake: { join: 'hang' } }) },
  ],
  pendingConnect() {
    // Daily refuses app messages until the join is done, like the real call object.
    const gate = deferred<void>();
    let joined = false;
    const subject = daily({
      fake: {
        overrides: {
          join: () =>
            gate.promise.then(() => {
              joined = true;
            }),
          sendAppMessage: () => {
            if (!joined) throw new Error('sendAppMessage() is only supported after join');
          },
        },
      },
    });
    return { subject, complete: () => gate.resolve() };
  },
  failedConnect: {
    stage: 'daily-call-join',
    errorType: 'daily-call-join-error',
    create: () => daily({ fake: { join: new Error('not-allowed') } }),
  },
};

const WEBSOCKET: Driver = {
  name: 'websocket',
  errorType: 'websocket-error',
  endMessage: { type: 'hangup' },
  create: () => websocket(),
  midStage: 'websocket-session-creation',
  hanging: [
    {
      stage: 'microphone-permission',
      create: () => websocket({ transport: { getUserMedia: () => new Promise(() => {}) } }),
    },
    {
      stage: 'websocket-session-creation',
      create: () => websocket({ createSession: () => new Promise(() => {}) }),
    },
    { stage: 'audio-worklet-setup', create: () => websocket({ audio: { addModule: 'hang' } }) },
    { stage: 'websocket-connect', create: () => websocket({ sockets: { connect: 'manual' } }) },
  ],
  pendingConnect() {
    const sockets = { connect: 'manual' as const };
    const subject = websocket({ sockets });
    return { subject, complete: () => (subject as WebSocketSubject).socket().open() };
  },
  failedConnect: {
    stage: 'websocket-connect',
    errorType: 'websocket-connect-error',
    create: () => websocket({ sockets: { connect: 'refuse' } }),
  },
};

export const DRIVERS: Driver[] = [DAILY, WEBSOCKET];
