// The small view of a voice client the session needs. The real `@repo/voice-client` is adapted
// to it in toVoiceClientPort.ts; tests pass a fake.
import type { CallMetricsEvent } from '@repo/voice-client';

export interface VoiceClientEvents {
  'call-start': undefined;
  'call-end': undefined;
  'speech-start': undefined;
  'speech-end': undefined;
  'volume-level': number;
  /** The visitor's own microphone level (0..1), about every 100 ms. */
  'local-volume-level': number;
  message: unknown;
  error: unknown;
  metrics: CallMetricsEvent;
}

export type VoiceClientEventName = keyof VoiceClientEvents;

/** Call state beyond the events, read from the client's snapshot. */
export interface VoiceCallFlags {
  isMuted: boolean;
  /** The browser blocked the assistant's audio; `resumeAudio()` from a tap plays it. */
  audioBlocked: boolean;
  /** The transport is getting a dropped connection back (Daily). */
  reconnecting: boolean;
}

export interface VoiceClientPort {
  on<E extends VoiceClientEventName>(
    event: E,
    listener: (payload: VoiceClientEvents[E]) => void,
  ): () => void;
  /**
   * Resolves falsy (null) or rejects when the call could not be started. `assistantId` only in
   * the browser-created mode: otherwise the server chooses the assistant.
   */
  start(options: { assistantId?: string }): Promise<unknown>;
  stop(): unknown;
  /** Current output volume 0..1, read outside React. */
  getVolume(): number;
  /** Downloads what a start needs ahead of the click (daily-js on the Daily transport). */
  preload?(): Promise<unknown>;
  /** Microphone on/off during a call (throws without one). */
  setMuted(muted: boolean): void;
  /** From a user gesture: plays audio the browser blocked; resolves whether it plays now. */
  resumeAudio(): Promise<boolean>;
  getFlags(): VoiceCallFlags;
  /** Called on every change of the client's snapshot (also volume: compare what you read). */
  subscribe(listener: () => void): () => void;
}

/** How the browser reaches the assistant: Vapi's Daily web call or its WebSocket transport. */
export type VoiceTransportName = 'daily' | 'websocket';

export const VOICE_TRANSPORTS: readonly VoiceTransportName[] = ['daily', 'websocket'];

/**
 * What `vapi-config` says. `server` (the default): the `voice-call` function creates every call
 * with the server's key and limits. `browser` (only with the backend's explicit setting): Daily
 * calls are created in the browser with the public key.
 */
export type VoiceConfig =
  | { callCreation: 'server'; transport: VoiceTransportName }
  | { callCreation: 'browser'; transport: 'daily'; publicKey: string; assistantId: string };
