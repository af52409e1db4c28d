import type { ClientMessage } from '../core/clientMessages.ts';
import { VoiceClientError } from '../core/errors.ts';
import type {
  CallConnection,
  CallSource,
  Transport,
  TransportLink,
} from '../transports/Transport.ts';

/** The call's controls as the fake transport attaches them; every use is recorded. */
export interface FakeConnection extends CallConnection {
  /** Client messages written, in order. */
  readonly sent: ClientMessage[];
  /** How often `hangUp()` was called. */
  readonly hangUps: number;
  /** The last `setMuted()`, or null before one. */
  readonly muted: boolean | null;
  /** The last `setVolume()`, or null before one. */
  readonly volume: number | null;
  /** How often `resumeAudio()` was called. */
  readonly resumes: number;
  /** What `resumeAudio()` resolves with (true: the audio plays now). Default true. */
  resumeResult: boolean;
}

/** What the next `connect()` does. */
export type FakeConnectPlan =
  /** Attaches the connection, says `connecting` and resolves with the call (the default). */
  | { kind: 'resolve' }
  /** Attaches the connection, then rejects with `error` (a refused session, a lost microphone). */
  | { kind: 'fail'; error: unknown }
  /** Pends until `settle()`/`fail()`, or until the call is stopped. */
  | { kind: 'hang' };

export interface FakeTransportOptions<TCall> {
  /** The call each `connect()` resolves with (n = 1, 2, ...). Default `{ id: 'fake-call-n' }`. */
  call?: (n: number) => TCall;
  /** Whether `start()` may name no assistant (calls created by the app's server). Default true. */
  serverChoosesAssistant?: boolean;
}

/**
 * A `Transport` the test drives: `connect()` records what the core hands it, and every turn of
 * the call (listening, messages, levels, reconnecting, blocked audio, the far side ending it) is
 * a method. Inputs go through the recorded `TransportLink`, so the real core reacts to them as to
 * any transport; inputs after the call ended are ignored by the link.
 */
export interface FakeTransport<TCall> extends Transport<TCall> {
  /** Every `connect()` source, in order (`{ request }` or `{ resume }`). */
  readonly sources: CallSource<TCall>[];
  /** How often `preload()` was called. */
  readonly preloads: number;
  /** The link of the latest `connect()`, or null before one. */
  readonly link: TransportLink | null;
  /** The connection of the latest `connect()`, or null before one. */
  readonly connection: FakeConnection | null;
  /** What the next `connect()` does (then back to `resolve`). */
  next(plan: FakeConnectPlan): void;
  /** Resolves a hanging `connect()` with its call. */
  settle(): void;
  /** Rejects a hanging `connect()` with `error`. */
  fail(error: unknown): void;
  /** The assistant is ready: `call-start`, status `active`. */
  listening(): void;
  /** A server message (object or JSON text). */
  message(data: unknown): void;
  /** One sample of the assistant's level (0..1). */
  remoteLevel(level: number): void;
  /** One sample of the visitor's microphone level (0..1). */
  localLevel(level: number): void;
  reconnecting(on: boolean): void;
  /** The browser blocked the assistant's audio (default error `audio-start-failed`). */
  audioBlocked(error?: VoiceClientError): void;
  /** A non-fatal error of the call (`error` event, the call goes on). */
  error(error: VoiceClientError): void;
  /** The far side ended the call: without error it ended, with one it failed. */
  ended(error?: VoiceClientError): void;
}

export function createFakeTransport<TCall = { id: string }>(
  options: FakeTransportOptions<TCall> = {},
): FakeTransport<TCall> {
  const makeCall = options.call ?? ((n: number) => ({ id: `fake-call-${n}` }) as TCall);
  let plan: FakeConnectPlan = { kind: 'resolve' };
  let pending: { resolve(): void; reject(error: unknown): void } | null = null;
  let link: TransportLink | null = null;
  let connection: FakeConnection | null = null;
  let preloads = 0;
  const sources: CallSource<TCall>[] = [];

  const current = (): TransportLink => {
    if (!link) throw new Error('createFakeTransport: no call was connected');
    return link;
  };

  return {
    name: 'fake',
    errorType: 'start-method-error',
    serverChoosesAssistant: options.serverChoosesAssistant ?? true,
    sources,
    get preloads() {
      return preloads;
    },
    get link() {
      return link;
    },
    get connection() {
      return connection;
    },
    async preload() {
      preloads += 1;
    },
    connect(source, callLink) {
      sources.push(source);
      link = callLink;
      connection = createFakeConnection();
      callLink.attach(connection);
      callLink.connecting();
      callLink.joined();
      const call = makeCall(sources.length);
      const now = plan;
      plan = { kind: 'resolve' };
      if (now.kind === 'fail') return Promise.reject(now.error);
      if (now.kind === 'resolve') return Promise.resolve(call);
      return new Promise<TCall>((resolve, reject) => {
        pending = { resolve: () => resolve(call), reject };
      });
    },
    next(nextPlan) {
      plan = nextPlan;
    },
    settle() {
      pending?.resolve();
      pending = null;
    },
    fail(error) {
      pending?.reject(error);
      pending = null;
    },
    listening: () => current().listening(),
    message: (data) => void current().message(data),
    remoteLevel: (level) => current().remoteLevel(level),
    localLevel: (level) => current().localLevel(level),
    reconnecting: (on) => current().reconnecting(on),
    audioBlocked: (error) =>
      current().audioBlocked(
        error ?? new VoiceClientError('audio-start-failed', 'The browser blocked the audio'),
      ),
    error: (error) => current().error(error),
    ended: (error) => current().ended(error),
  };
}

function createFakeConnection(): FakeConnection {
  let muted: boolean | null = null;
  let volume: number | null = null;
  let hangUps = 0;
  let resumes = 0;
  const fake: FakeConnection = {
    sent: [],
    get hangUps() {
      return hangUps;
    },
    get muted() {
      return muted;
    },
    get volume() {
      return volume;
    },
    get resumes() {
      return resumes;
    },
    resumeResult: true,
    send(message) {
      fake.sent.push(message);
    },
    hangUp() {
      hangUps += 1;
    },
    setMuted(on) {
      muted = on;
    },
    isMuted: () => muted,
    setVolume(value) {
      volume = value;
    },
    async resumeAudio() {
      resumes += 1;
      return fake.resumeResult;
    },
  };
  return fake;
}
