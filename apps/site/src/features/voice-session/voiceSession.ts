import type { Logger, RateLimiter, SecurityLogger } from '@hlasovy-asistent/validation';
import type {
  CallMetricsEvent,
  VoiceClientCore,
  VoiceClientErrorType,
} from '@hlasovy-asistent/voice-client';
import type { SnapshotSource } from '@hlasovy-asistent/voice-client/react';
import type { VoiceConfig } from './voiceConfig.ts';
import type { VoiceSessionState } from './voiceSessionState.ts';

/**
 * What the session uses of its `@hlasovy-asistent/voice-client` client: `VoiceClientCore` on the WebSocket
 * transport, the `/daily` entry's `VoiceClient` (which extends it) on Daily.
 */
export type SiteVoiceClient = Pick<
  VoiceClientCore<unknown>,
  | 'on'
  | 'start'
  | 'stop'
  | 'preload'
  | 'setMuted'
  | 'resumeAudio'
  | 'getSnapshot'
  | 'subscribe'
  | 'deliverText'
>;

/** What a start is checked against: the client-side rate limiter, and where refusals are logged. */
export interface CallGuards {
  rateLimiter: RateLimiter;
  securityLog: SecurityLogger;
}

/** Why a typed turn was not sent: the client's refusal, or `failed` (the transport's error). */
export type TypedTurnRefusal =
  | Extract<VoiceClientErrorType, 'text-empty' | 'text-too-long' | 'not-in-call'>
  | 'failed';

export interface VoiceSessionDeps {
  loadConfig: () => Promise<VoiceConfig>;
  /** Loads (on demand) and builds the voice client for the configured transport. */
  createClient: (config: VoiceConfig) => Promise<SiteVoiceClient>;
  /**
   * Loaded with the config (the site keeps their code out of the first load): a start counts an
   * attempt only once both are there, and a failed load is the config's failure.
   */
  loadGuards: () => Promise<CallGuards>;
  logger: Logger;
  notifyError: (message: string) => void;
  /**
   * Takes a toast of `notifyError` down again: the rate-limit toast goes when the server's busy
   * notice explains a refused call (one explanation per refusal).
   */
  dismissError?: (message: string) => void;
  /** The client's latency marks (the site records them as User Timing measures). */
  onMetrics?: (event: CallMetricsEvent) => void;
  /** Clock of the call timer (ms since epoch); Date.now by default. */
  now?: () => number;
  /** The page ends a call after this long (ms); unset = no limit. */
  maxCallMs?: number;
  /**
   * Gets what the next call needs ahead of the click (the voice-call token): when the config has
   * loaded, on hover/focus, after a call ended and after a failed start.
   */
  warm?: () => void;
  /**
   * Resolves in a later task (default: a zero timeout). The idle prefetch takes its steps in
   * separate tasks, so no one of them blocks the page for long while it still loads (issue 40).
   */
  nextTask?: () => Promise<void>;
}

/**
 * The landing page's voice session. Two sources: `call`, the client's snapshot (read with the
 * package's `useVoiceSnapshot(session.call, selector)`), and the site's own state
 * (`getSnapshot`/`subscribe`, read with `useVoiceSession`). `useVoicePhase` combines them.
 */
export interface VoiceSession {
  /** The call: the client's snapshot, the package's INITIAL_SNAPSHOT before the client exists. */
  readonly call: SnapshotSource;
  getSnapshot(): VoiceSessionState;
  subscribe(listener: () => void): () => void;
  /** Fetch the voice config once (idempotent); a failure shows the config toast. */
  init(): Promise<void>;
  /**
   * The page is idle (or touched): fetch what a call needs, once: the config, the token, the
   * configured transport's client code and, on WebSocket, its Worker and worklet files (the
   * client's `preload()`), so a tap fetches no script. Daily's daily-js waits for `preload()`.
   * Each step runs in a task of its own (`nextTask`).
   */
  prefetch(): void;
  /** The orb click: start when idle, stop during a call, nothing while connecting. */
  toggle(): Promise<void>;
  /**
   * Orb hover/focus: fetch the config if needed, then load and build the client of the
   * configured transport and warm what its start needs (daily-js on Daily). Nothing is guessed
   * before the config is known, so the WebSocket path never downloads daily-js.
   */
  preload(): void;
  /** Current output volume (0..1) while active, else 0. Never triggers a render. */
  getVolume(): number;
  /** The visitor's microphone level (0..1) while active and not muted, else 0. No render. */
  getLocalVolume(): number;
  /** Closes the end view of the last call. */
  dismissEnded(): void;
  /** Microphone off/on while a call is active (ignored otherwise). */
  setMuted(muted: boolean): void;
  /**
   * The visitor's typed turn into the live call (the client's `deliverText`: sanitised, checked,
   * `add-message` on either transport, or through the `voice-call-message` function when the
   * call's session says so); null once delivered, else why not. The line shows in the
   * transcript when the server echoes it (once, as the visitor's).
   */
  sendText(text: string): Promise<TypedTurnRefusal | null>;
  /** From a tap on "turn the sound on": plays the assistant's blocked audio. */
  resumeAudio(): Promise<void>;
  /** The visitor closed the notice. */
  dismissNotice(): void;
}
