import type { Logger, RateLimiter, SecurityLogger } from '@repo/validation';
import type { CallMetricsEvent } from '@repo/voice-client';
import { EMPTY_TRANSCRIPT, type TranscriptLine } from './transcript.ts';
import type { VoiceClientPort, VoiceConfig } from './voiceClientPort.ts';
import type { VoiceMessage } from './voiceMessages.ts';
import type { VoiceNotice } from './voiceNotice.ts';

export type VoiceSessionStatus = 'idle' | 'connecting' | 'active' | 'ended';
export type VoiceConfigStatus = 'pending' | 'loading' | 'ready' | 'error';

export interface VoiceSessionState {
  status: VoiceSessionStatus;
  isSpeaking: boolean;
  /** Latest transcript line; cleared on call end. */
  transcript: string;
  /** Finished transcript lines of the call (sanitised); cleared on call end (SPEC). */
  lines: readonly TranscriptLine[];
  /** Lines in progress, one per role at most, replaced by each partial transcript. */
  partials: readonly TranscriptLine[];
  /** The assistant was talked over: its next finished line ends with "…" (transcript.ts). */
  assistantCutOff?: boolean;
  /** Every valid message of the current conversation. */
  messages: readonly VoiceMessage[];
  configStatus: VoiceConfigStatus;
  isMuted: boolean;
  /** The browser blocked the assistant's audio: offer "turn the sound on" (resumeAudio). */
  audioBlocked: boolean;
  /** The connection dropped and the transport is getting it back. */
  reconnecting: boolean;
  /** A problem the visitor can act on (microphone, lost connection); cleared by the next start. */
  notice: VoiceNotice | null;
  /** When the current call was connected (ms since epoch, `deps.now`); null outside a call. */
  callStartedAt: number | null;
  /** The call that just ended (shown until dismissed or the next start); null otherwise. */
  endedCall: EndedCall | null;
}

/** What the end view shows about the last call. */
export interface EndedCall {
  durationMs: number;
  /** The call reached its maximum length and was ended by the page. */
  timedOut: boolean;
}

export interface VoiceSessionDeps {
  loadConfig: () => Promise<VoiceConfig>;
  /** Loads (on demand) and builds the voice client for the configured transport. */
  createClient: (config: VoiceConfig) => Promise<VoiceClientPort>;
  rateLimiter: RateLimiter;
  securityLog: SecurityLogger;
  logger: Logger;
  notifyError: (message: string) => void;
  /** The client's latency marks (the site records them as User Timing measures). */
  onMetrics?: (event: CallMetricsEvent) => void;
  /** Clock of the call timer (ms since epoch); Date.now by default. */
  now?: () => number;
  /** The page ends a call after this long (ms); unset = no limit. */
  maxCallMs?: number;
  /** Gets what the next call needs ahead of the click (the voice-call token): idle and hover. */
  warm?: () => void;
}

export interface VoiceSession {
  getSnapshot(): VoiceSessionState;
  subscribe(listener: () => void): () => void;
  /** Fetch the voice config once (idempotent); a failure shows the config toast. */
  init(): Promise<void>;
  /** The orb click: start from idle/ended, stop while active. */
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
  /** From a tap on "turn the sound on": plays the assistant's blocked audio. */
  resumeAudio(): Promise<void>;
  /** The visitor closed the notice. */
  dismissNotice(): void;
}

export const INITIAL_VOICE_STATE: VoiceSessionState = {
  status: 'idle',
  isSpeaking: false,
  transcript: '',
  ...EMPTY_TRANSCRIPT,
  messages: [],
  configStatus: 'pending',
  isMuted: false,
  audioBlocked: false,
  reconnecting: false,
  notice: null,
  callStartedAt: null,
  endedCall: null,
};

/** What a finished call leaves behind: no speaking flag, no transcript, no call flags. */
export const CALL_CLEARED: Partial<VoiceSessionState> = {
  isSpeaking: false,
  callStartedAt: null,
  transcript: '',
  ...EMPTY_TRANSCRIPT,
  isMuted: false,
  audioBlocked: false,
  reconnecting: false,
};
