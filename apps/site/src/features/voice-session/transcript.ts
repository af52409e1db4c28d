import type { KnownServerMessage } from '@hlasovy-asistent/voice-client';
import type { TranscriptState } from './transcriptState.ts';

/** The mark of a line the speaker did not finish. */
const CUT_OFF_MARK = '…';

let nextId = 1;

/**
 * The transcript after one message: a partial `transcript` replaces its role's line in progress,
 * a final one (or one without `transcriptType`) becomes a finished line and ends it. After a
 * `user-interrupted` (the visitor talked over the assistant) the assistant's next finished line
 * is what was heard of it, so it ends with "…" instead of standing as a fragment. Other roles
 * (system, tool), other messages and empty texts leave it as it is.
 */
export function applyTranscript(
  state: TranscriptState,
  message: KnownServerMessage,
): TranscriptState {
  if (message.type === 'user-interrupted') {
    return state.partials.some((line) => line.role === 'assistant')
      ? { ...state, assistantCutOff: true }
      : state;
  }
  if (message.type !== 'transcript') return state;
  const role = message.role;
  const text = message.transcript.trim();
  if ((role !== 'assistant' && role !== 'user') || text === '') return state;
  const others = state.partials.filter((line) => line.role !== role);
  if (message.transcriptType === 'partial') {
    const current = state.partials.find((line) => line.role === role);
    if (current?.text === text) return state;
    return {
      ...state,
      partials: [...others, { id: current?.id ?? nextId++, role, text }],
    };
  }
  const cutOff = role === 'assistant' && state.assistantCutOff === true;
  const finished = cutOff ? markCutOff(text) : text;
  return {
    lines: [...state.lines, { id: nextId++, role, text: finished }],
    partials: others,
    assistantCutOff: role === 'assistant' ? false : state.assistantCutOff,
  };
}

/** "Dobrý" -> "Dobrý…"; a trailing comma or dash goes, a line already ending in "…" stays. */
function markCutOff(text: string): string {
  if (text.endsWith(CUT_OFF_MARK) || text.endsWith('...')) return text;
  return `${text.replace(/[\s,;:–-]+$/u, '')}${CUT_OFF_MARK}`;
}
