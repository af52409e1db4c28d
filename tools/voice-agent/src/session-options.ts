// What a call session is given and what it offers: the sink it writes to, its timing, its
// options and its public face (session.ts implements it).
import type { CallLog } from './call-log.ts';
import type { Clock } from './clock.ts';
import type { Dialogue } from './dialogue.ts';
import type { AgentMessage, EndedReason } from './messages.ts';
import type { SpeechCache } from './speech-cache.ts';
import type { ToolOutcome, VisitorTurn } from './tools.ts';
import type { VadOptions } from './vad.ts';

interface SessionSink {
  sendAudio(frame: Uint8Array): void;
  sendJson(message: AgentMessage): void;
  close(code: number, reason: string): void;
}

export interface SessionTiming {
  /** Socket open -> greeting starts (default 250 ms). */
  greetingDelayMs: number;
  /** Visitor's turn ends -> reply starts (default 200 ms). */
  responseDelayMs: number;
  /** Nobody speaking this long ends the call (default 60 s). */
  silenceTimeoutMs: number;
  /** Longest call (default 10 min, Vapi's default maxDurationSeconds). */
  maxDurationMs: number;
  /** How far ahead of playback audio frames are sent (default 40 ms). */
  leadMs: number;
}

export const DEFAULT_TIMING: SessionTiming = {
  greetingDelayMs: 250,
  responseDelayMs: 200,
  silenceTimeoutMs: 60_000,
  maxDurationMs: 600_000,
  leadMs: 40,
};

export interface CallSessionOptions {
  sampleRate: number;
  clock: Clock;
  sink: SessionSink;
  speech: SpeechCache;
  dialogue: Dialogue;
  log: CallLog;
  timing?: Partial<SessionTiming>;
  vad?: Omit<VadOptions, 'sampleRate'>;
  /**
   * The booking tools' part of each visitor turn (the local Vapi's; an offer, a choice): a result
   * answers the turn instead of the next scripted line. Absent: the plain dialogue.
   */
  tools?: (turn: VisitorTurn) => Promise<ToolOutcome | null>;
  /** No greeting: the call starts listening (Vapi's `firstMessageMode: assistant-waits-for-user`). */
  waitForUser?: boolean;
  /** Called once when the call ends, whatever ended it. */
  onEnded?(reason: EndedReason | 'socket-closed'): void;
}

export type SessionPhase = 'starting' | 'speaking' | 'listening' | 'ended';

export interface CallSession {
  start(): void;
  /** A binary frame: PCM s16le mono at the call's rate. */
  receiveAudio(bytes: Uint8Array): void;
  /** A text frame: JSON. */
  receiveText(text: string): void;
  /** Ends the call; `socket-closed` skips the goodbye (the socket is gone). Idempotent. */
  end(reason: EndedReason | 'socket-closed'): void;
  readonly phase: SessionPhase;
  readonly userSpeaking: boolean;
}
