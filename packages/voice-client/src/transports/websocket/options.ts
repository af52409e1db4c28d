import { browserGetUserMedia, type GetUserMedia } from '../acquireMicrophone.ts';
import {
  browserMicrophonePermission,
  type QueryMicrophonePermission,
} from '../microphonePermission.ts';
import type { CreateAudioContext } from './audioPort.ts';
import { createWebAudioContext } from './createWebAudioContext.ts';
import type { CreateSession, SendTypedTurn } from './session.ts';
import type { CreateWebSocket } from './socketPort.ts';
import { defaultWorkletUrls, type WorkletUrls } from './workletUrls.ts';

/** The call's audio on the socket: 16-bit PCM, mono, 16 kHz (Vapi's default). */
export const DEFAULT_SAMPLE_RATE = 16000;
/** Outgoing frame length (640 bytes at 16 kHz). */
export const FRAME_MS = 20;
/** Playback starts with this much assistant audio queued (at most 60 ms, the contract). */
export const DEFAULT_JITTER_BUFFER_MS = 60;

/**
 * The client's own barge-in rule (the server's `user-interrupted` is the other trigger): while
 * the assistant's audio is playing, a microphone level (RMS of a 20 ms frame, after the
 * browser's echo cancellation) of at least `level` in consecutive frames lasting `holdMs` means
 * the visitor talks over it, and the queued assistant audio is dropped at once. The hold keeps
 * clicks and echo residue from cutting the assistant off; it fires once per assistant turn.
 */
export interface BargeInRule {
  /** Microphone RMS (0..1 of full scale) that counts as the visitor speaking. Default 0.04. */
  level: number;
  /** How long the level must hold. Default 160 ms (8 frames of 20 ms). */
  holdMs: number;
}

export const DEFAULT_BARGE_IN: BargeInRule = { level: 0.04, holdMs: 160 };

/** Echo cancellation, noise suppression and automatic gain, one channel. */
export const MICROPHONE_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  channelCount: 1,
};

export interface WebSocketTransportOptions {
  /** Creates the call on your server and answers `{ callId, websocketCallUrl }`. Required. */
  createSession: CreateSession;
  /**
   * Delivers typed turns through your server when the session answers `typedTurns: "control"`
   * (Vapi's socket does not take `add-message`; your server posts it to the call's control URL).
   * Without it such a session's typed turns still go on the socket (a warning is logged).
   */
  sendTypedTurn?: SendTypedTurn;
  /** The call's PCM rate (must match the call's `audioFormat.sampleRate`). Default 16000. */
  sampleRate?: number;
  /** Jitter-buffer target, 20..60 ms. Default 60. */
  jitterBufferMs?: number;
  /** The client's own barge-in rule, or false for the server's `user-interrupted` only. */
  bargeIn?: BargeInRule | false;
  /** Where the worklet files are served from; default: next to this module (same origin). */
  workletUrls?: Partial<WorkletUrls>;
  /**
   * Socket factory (tests, fakes, an instrumented socket). When given, the socket and the PCM
   * routing run on the main thread (a function cannot move to a Worker); by default a Worker
   * owns the socket and no PCM crosses the main thread.
   */
  createWebSocket?: CreateWebSocket;
  createAudioContext?: CreateAudioContext;
  getUserMedia?: GetUserMedia;
  /** Microphone constraints; default echo cancellation, noise suppression, auto gain on. */
  microphone?: MediaTrackConstraints;
  /**
   * The microphone permission's live status (default: the Permissions API's). While it says
   * `granted`, `createSession` starts together with the microphone (at once in the tap when
   * `preload()` has read it); otherwise once the microphone is granted, so a refused microphone
   * creates no call.
   */
  queryMicrophonePermission?: QueryMicrophonePermission;
  /** HTTP of `preload()`, which puts the worklet files into the browser's cache. */
  fetch?: typeof fetch;
}

export interface ResolvedWebSocketOptions {
  createSession: CreateSession;
  sendTypedTurn: SendTypedTurn | null;
  sampleRate: number;
  jitterBufferMs: number;
  bargeIn: BargeInRule | false;
  workletUrls: () => WorkletUrls;
  /** null: the default, a Worker owns the socket. */
  createWebSocket: CreateWebSocket | null;
  createAudioContext: CreateAudioContext;
  getUserMedia: GetUserMedia;
  microphone: MediaTrackConstraints;
  queryMicrophonePermission: QueryMicrophonePermission;
  /** undefined: the browser's (read when `preload()` runs). */
  fetch: typeof fetch | undefined;
}

export function resolveWebSocketOptions(
  options: WebSocketTransportOptions,
): ResolvedWebSocketOptions {
  if (typeof options?.createSession !== 'function') {
    throw new TypeError('createWebSocketTransport() needs a createSession function');
  }
  const sampleRate = options.sampleRate ?? DEFAULT_SAMPLE_RATE;
  if (!Number.isInteger(sampleRate) || sampleRate < 8000 || sampleRate > 48000) {
    throw new RangeError('sampleRate must be an integer from 8000 to 48000');
  }
  const jitter = options.jitterBufferMs ?? DEFAULT_JITTER_BUFFER_MS;
  return {
    createSession: options.createSession,
    sendTypedTurn: options.sendTypedTurn ?? null,
    sampleRate,
    jitterBufferMs: Math.min(60, Math.max(20, jitter)),
    bargeIn: options.bargeIn === false ? false : { ...DEFAULT_BARGE_IN, ...options.bargeIn },
    workletUrls: () => ({ ...defaultWorkletUrls(), ...options.workletUrls }),
    createWebSocket: options.createWebSocket ?? null,
    createAudioContext: options.createAudioContext ?? createWebAudioContext,
    getUserMedia: options.getUserMedia ?? browserGetUserMedia,
    microphone: options.microphone ?? MICROPHONE_CONSTRAINTS,
    queryMicrophonePermission: options.queryMicrophonePermission ?? browserMicrophonePermission,
    fetch: options.fetch,
  };
}
