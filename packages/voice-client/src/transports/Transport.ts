// The seam between the transport-agnostic lifecycle (`../core`) and a transport (`./daily`,
// `./websocket`). A transport knows how to reach the assistant and move audio; the core owns
// the state machine, single flight, events, speech detection, errors and release order.
import type { Logger, SecurityLogger } from '@hlasovy-asistent/validation';
import type { ClientMessage } from '../core/clientMessages.ts';
import type { Clock } from '../core/clock.ts';
import type { VoiceClientError, VoiceClientErrorType } from '../core/errors.ts';
import type { CallStartStage, PassThroughEventName, VoiceClientEvents } from '../core/events.ts';
import type { ServerMessage } from '../core/serverMessages.ts';
import type { WebCallRequest } from '../core/toCallRequest.ts';

/** What a call starts from: a new request, or a call to join again (`reconnect()`). */
export type CallSource<TCall> = { request: WebCallRequest } | { resume: TCall };

export interface StepOptions<T = unknown> {
  /** A failing non-fatal step emits `error` and the start goes on. Default: fatal. */
  fatal?: boolean;
  /** `metadata` of the stage's `started` progress event. */
  started?: Record<string, unknown>;
  /** `metadata` of its `completed` event, from the stage's result. */
  completed?: (result: T) => Record<string, unknown>;
}

/** The live call as the core drives it after `attach()`. */
export interface CallConnection {
  /**
   * Writes a client message (already validated). Throws when the transport cannot send. A
   * transport that hands some messages to the app's server instead (the WebSocket transport's
   * `sendTypedTurn`) returns that delivery, which rejects with a `text-not-delivered` error.
   */
  send(message: ClientMessage): void | Promise<void>;
  /** `end()`: asks the server to end the call before it is released (may do nothing). */
  hangUp(): void;
  setMuted(muted: boolean): void;
  /** The transport's own answer, or null when it does not know (yet). */
  isMuted(): boolean | null;
  /** Assistant playback volume 0..1. */
  setVolume(volume: number): void;
  /**
   * Starts playback the browser's autoplay policy blocked (after a user gesture); resolves
   * whether the assistant's audio plays now.
   */
  resumeAudio(): Promise<boolean>;
  /** The transport's underlying object (Daily: its call object), for transport-specific APIs. */
  readonly native?: unknown;
}

/**
 * Everything a transport may do to the call it runs. One link per call; calls made after the
 * call ended are ignored, so a transport never needs its own "still current?" checks.
 */
export interface TransportLink {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly securityLogger: SecurityLogger;
  /** Aborted when the call is stopped or fails. */
  readonly signal: AbortSignal;
  /**
   * Runs one start stage: `call-start-progress` started/completed/failed, the abort race, and
   * the typed error of the stage. Fatal failures throw; non-fatal ones emit `error` and return
   * undefined. Never starts after the call was stopped (throws the abort reason instead).
   */
  step<T>(stage: CallStartStage, work: () => Promise<T> | T, options?: StepOptions<T>): Promise<T>;
  /** A progress event without work (a skipped stage, an action after the start). */
  progress(
    stage: CallStartStage,
    status: 'started' | 'completed',
    metadata?: Record<string, unknown>,
  ): void;
  /** Takes ownership of a release function; it runs (in reverse order) when the call ends. */
  own(release: () => unknown): void;
  /**
   * Takes ownership of a resource still being acquired: if the call ended meanwhile it is released
   * on arrival. `exclusive` (one may exist at a time): the next call waits until it arrived and
   * was released.
   */
  acquire<T>(pending: Promise<T>, release: (value: T) => unknown, exclusive?: boolean): Promise<T>;
  /** The call's controls exist (mute, volume, native object). */
  attach(connection: CallConnection): void;
  /** Client messages can flow (queued `send()`s are written now). */
  joined(): void;
  /** The server created the call: sets the snapshot's call id. */
  identify(callId: string | null): void;
  /** Local preparation is done; the transport now reaches the server: status `connecting`. */
  connecting(): void;
  /** The assistant is ready: `call-start`, status `active`. */
  listening(): void;
  /** The call is over from the far side: without error it ended, with one it failed. */
  ended(error?: VoiceClientError): void;
  /** One sample of the assistant's level (0..1, the scale of Daily's audio-level observer). */
  remoteLevel(level: number): void;
  /** The assistant's audio started playing (a precise mark; else the speech rules give it). */
  assistantAudio(): void;
  /** One sample of the microphone level (0..1). */
  localLevel(level: number): void;
  /** A server message (JSON text or object): validated, emitted as `message`, and returned. */
  message(data: unknown): ServerMessage | null;
  /** The transport lost its connection and is getting it back (snapshot `reconnecting`). */
  reconnecting(on: boolean): void;
  /** The browser blocked the assistant's audio: `audio-start-failed` and `audioBlocked`. */
  audioBlocked(error: VoiceClientError): void;
  /** The assistant's audio plays again without `resumeAudio()` (clears `audioBlocked`). */
  audioResumed(): void;
  /** Microphone frames were dropped on a stalled uplink: a `metrics` event. */
  uplinkDropped(drop: { frames: number; frameMs: number; bufferedBytes: number }): void;
  /** Reports a non-fatal error through the `error` event. */
  error(error: VoiceClientError): void;
  /** Forwards an event unchanged. */
  emit<K extends PassThroughEventName>(event: K, ...args: Parameters<VoiceClientEvents[K]>): void;
  /** The playback volume chosen with `setVolume()`, or null. */
  volume(): number | null;
  /** The visitor's mute choice for this call. */
  muted(): boolean;
  /** Whether anyone listens to an event (e.g. start the microphone level observer only then). */
  listened(event: keyof VoiceClientEvents): boolean;
}

/** A way of reaching the assistant. `TCall` is what `start()` resolves with. */
export interface Transport<TCall> {
  readonly name: string;
  /** The type of this transport's in-call failures (`daily-error`, `websocket-error`). */
  readonly errorType: VoiceClientErrorType;
  /**
   * The app's server creates the call and chooses the assistant: `start()` may name none (an
   * empty request is handed to the server as it is).
   */
  readonly serverChoosesAssistant?: boolean;
  /**
   * Runs the transport's start stages and resolves with the call once it is set up (not
   * necessarily listening yet). Must call `getUserMedia`/create audio synchronously, before its
   * first `await`, so they stay inside the caller's user gesture.
   */
  connect(source: CallSource<TCall>, link: TransportLink): Promise<TCall>;
  /** Why `reconnect(call)` cannot rejoin this call (null: it can). Absent: no rejoining. */
  checkResume?(call: TCall): string | null;
  /** Loads code or assets ahead of the first start (hover/focus). */
  preload?(): Promise<void>;
}
