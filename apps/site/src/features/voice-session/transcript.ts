import type { VoiceMessage } from './voiceMessages.ts';

/** Who said a transcript line. */
export type TranscriptRole = 'assistant' | 'user';

export interface TranscriptLine {
  /** Stable key of the line within the call. */
  id: number;
  role: TranscriptRole;
  /** Sanitised text (checkVoiceMessage). */
  text: string;
}

export interface TranscriptState {
  /** Finished lines of the call, oldest first. */
  lines: readonly TranscriptLine[];
  /** Lines in progress (at most one per role), updated in place by partial transcripts. */
  partials: readonly TranscriptLine[];
}

export const EMPTY_TRANSCRIPT: TranscriptState = { lines: [], partials: [] };

let nextId = 1;

/**
 * The transcript after one `transcript` message: a partial replaces its role's line in progress,
 * a final one (or one without `transcriptType`) becomes a finished line and ends it. Other roles
 * (system, tool) and empty texts leave it as it is.
 */
export function applyTranscript(state: TranscriptState, message: VoiceMessage): TranscriptState {
  const role = message.role;
  const text = message.transcript?.trim() ?? '';
  if ((role !== 'assistant' && role !== 'user') || text === '') return state;
  const others = state.partials.filter((line) => line.role !== role);
  if (message.transcriptType === 'partial') {
    const current = state.partials.find((line) => line.role === role);
    if (current?.text === text) return state;
    return {
      lines: state.lines,
      partials: [...others, { id: current?.id ?? nextId++, role, text }],
    };
  }
  return { lines: [...state.lines, { id: nextId++, role, text }], partials: others };
}
