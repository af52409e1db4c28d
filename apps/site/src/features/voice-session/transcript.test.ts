import type { KnownServerMessage } from '@hlasovy-asistent/voice-client';
import { describe, expect, test } from 'vitest';
import { applyTranscript, EMPTY_TRANSCRIPT, type TranscriptState } from './index.ts';

const msg = (
  role: string,
  transcriptType: string | undefined,
  transcript: string,
): KnownServerMessage => ({ type: 'transcript', role, transcriptType, transcript });
const run = (...messages: KnownServerMessage[]) =>
  messages.reduce<TranscriptState>(applyTranscript, EMPTY_TRANSCRIPT);
const texts = (state: TranscriptState) => ({
  lines: state.lines.map((l) => `${l.role}: ${l.text}`),
  partials: state.partials.map((l) => `${l.role}: ${l.text}`),
});

describe('applyTranscript', () => {
  test('partials update the line in progress in place (same id), a final finishes it', () => {
    const one = run(msg('assistant', 'partial', 'Dobrý'));
    const two = applyTranscript(one, msg('assistant', 'partial', 'Dobrý deň'));
    expect(two.partials).toHaveLength(1);
    expect(two.partials[0]?.id).toBe(one.partials[0]?.id);
    const done = applyTranscript(two, msg('assistant', 'final', 'Dobrý deň, vitajte.'));
    expect(texts(done)).toEqual({ lines: ['assistant: Dobrý deň, vitajte.'], partials: [] });
  });

  test.each([
    [
      'the visitor and the assistant each have a line in progress',
      [msg('assistant', 'partial', 'Dobrý'), msg('user', 'partial', 'Áno')],
      { lines: [], partials: ['assistant: Dobrý', 'user: Áno'] },
    ],
    [
      'a final without a partial is a finished line',
      [msg('user', 'final', 'Áno, prosím.')],
      { lines: ['user: Áno, prosím.'], partials: [] },
    ],
    [
      'no transcriptType counts as final',
      [msg('assistant', undefined, 'Dobrý deň.')],
      { lines: ['assistant: Dobrý deň.'], partials: [] },
    ],
    [
      'a final ends only its own role',
      [msg('user', 'partial', 'Áno'), msg('assistant', 'final', 'Výborne.')],
      { lines: ['assistant: Výborne.'], partials: ['user: Áno'] },
    ],
    [
      'other roles and empty texts are left out',
      [msg('system', 'final', 'x'), msg('assistant', 'final', '  ')],
      { lines: [], partials: [] },
    ],
  ])('%s', (_title, messages, expected) => {
    expect(texts(run(...messages))).toEqual(expected);
  });
});

describe('a line the visitor talked over', () => {
  const interrupted: KnownServerMessage = { type: 'user-interrupted' };
  test.each([
    ['a fragment gets "…"', 'Dobrý', 'Dobrý…'],
    ['a trailing comma goes before "…"', 'Dobrý deň,', 'Dobrý deň…'],
    ['a line already ending in "…" stays', 'Dobrý…', 'Dobrý…'],
  ])('%s', (_title, heard, shown) => {
    const speaking = run(msg('assistant', 'partial', 'Dobrý deň, tu je'));
    const cut = applyTranscript(
      applyTranscript(speaking, interrupted),
      msg('assistant', 'final', heard),
    );
    expect(texts(cut).lines).toEqual([`assistant: ${shown}`]);
    // only that line: the next one is whole again
    const next = applyTranscript(cut, msg('assistant', 'final', 'Rozumiem.'));
    expect(texts(next).lines.at(-1)).toBe('assistant: Rozumiem.');
  });

  test('an interruption while the assistant is silent marks nothing', () => {
    const state = applyTranscript(run(msg('assistant', 'final', 'Dobrý deň.')), {
      type: 'user-interrupted',
    });
    const next = applyTranscript(state, msg('assistant', 'final', 'Áno'));
    expect(texts(next).lines).toEqual(['assistant: Dobrý deň.', 'assistant: Áno']);
  });
});
