// The call's transcript as the page holds it (its updates, transcript.ts, load with the client).

/** Who said a transcript line. */
type TranscriptRole = 'assistant' | 'user';

export interface TranscriptLine {
  /** Stable key of the line within the call. */
  id: number;
  role: TranscriptRole;
  /** Sanitised text (by the voice client, parseServerMessage). */
  text: string;
  /** A written line that did not reach the assistant (the text conversation marks it). */
  unsent?: boolean;
}

export interface TranscriptState {
  /** Finished lines of the call, oldest first. */
  lines: readonly TranscriptLine[];
  /** Lines in progress (at most one per role), updated in place by partial transcripts. */
  partials: readonly TranscriptLine[];
  /** The visitor talked over the assistant: its next finished line is cut off ("…"). */
  assistantCutOff?: boolean;
}

export const EMPTY_TRANSCRIPT: TranscriptState = {
  lines: [],
  partials: [],
  assistantCutOff: false,
};
