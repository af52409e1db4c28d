import type { KnownServerMessage } from '@hlasovy-asistent/voice-client';
import { EMPTY_TRANSCRIPT, type TranscriptLine } from './transcriptState.ts';
import type { VoiceNotice } from './voiceNotice.ts';

type VoiceConfigStatus = 'pending' | 'loading' | 'ready' | 'error';

/**
 * What the site keeps of the voice session beyond the call itself (status, speech, volume, mute,
 * blocked audio, reconnecting and errors are the client's snapshot: `session.call`).
 */
export interface VoiceSessionState {
  configStatus: VoiceConfigStatus;
  /**
   * After a click, until the client's start() settled: the config and the client's chunk load
   * before the client can say `starting` (voicePhase.ts shows it as `connecting`).
   */
  preparing: boolean;
  /** Latest transcript line; cleared on call end. */
  transcript: string;
  /** Finished transcript lines of the call (sanitised); cleared on call end. */
  lines: readonly TranscriptLine[];
  /** Lines in progress, one per role at most, replaced by each partial transcript. */
  partials: readonly TranscriptLine[];
  /** The assistant was talked over: its next finished line ends with "…" (transcript.ts). */
  assistantCutOff?: boolean;
  /**
   * The assistant has the turn, by the server's word: from the call's start (its first message,
   * the greeting, is the assistant's) to its `speech-update` stopped, and from each `started` to
   * its `stopped`; the visitor starting to talk ends it. The caption says the assistant speaks
   * through the whole line, also before its first audio and in the pauses between words.
   */
  assistantTurn: boolean;
  /** Every message of the current conversation, as the voice client delivered it. */
  messages: readonly KnownServerMessage[];
  /** A problem the visitor can act on (microphone, lost connection, no free line); cleared by the next start. */
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

export const INITIAL_VOICE_STATE: VoiceSessionState = {
  configStatus: 'pending',
  preparing: false,
  transcript: '',
  ...EMPTY_TRANSCRIPT,
  assistantTurn: false,
  messages: [],
  notice: null,
  callStartedAt: null,
  endedCall: null,
};

/** What a finished call leaves behind: no timer start, no transcript. */
export const CALL_CLEARED: Partial<VoiceSessionState> = {
  callStartedAt: null,
  assistantTurn: false,
  transcript: '',
  ...EMPTY_TRANSCRIPT,
};
