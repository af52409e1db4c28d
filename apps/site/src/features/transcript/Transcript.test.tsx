// The one transcript component of a voice call (LiveTranscript) and a text conversation
// (TextChatPanel): a labelled, focusable log that is not live; the newest answer alone in a polite
// status region when asked; lines in progress hidden from assistive technology.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TranscriptLine } from '../voice-session/transcriptState.ts';
import { Transcript } from './Transcript.tsx';

afterEach(() => cleanup());

const LINES: TranscriptLine[] = [
  { id: 1, role: 'assistant', text: 'Dobrý deň.' },
  { id: 2, role: 'user', text: 'Aké máte termíny?' },
  { id: 3, role: 'assistant', text: 'Zajtra o desiatej.' },
  { id: 4, role: 'user', text: 'Ďakujem.' },
];
const TEST_IDS = { log: 'log', partial: 'partial', announcer: 'announcer' };

describe('Transcript', () => {
  test('the lines in order with their speaker, in a labelled log that is not live and takes focus', () => {
    render(<Transcript lines={LINES} label="Prepis" logClassName="" testIds={TEST_IDS} />);
    const log = screen.getByRole('log', { name: 'Prepis' });
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(log).toHaveAttribute('tabindex', '0');
    expect([...log.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Asistent: Dobrý deň.',
      'Vy: Aké máte termíny?',
      'Asistent: Zajtra o desiatej.',
      'Vy: Ďakujem.',
    ]);
    // a call's lines are heard: no status region, no box for lines in progress
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('partial')).toBeNull();
  });

  test('announceNewest: one polite status with only the newest assistant line, replaced, never appended', () => {
    const { rerender } = render(
      <Transcript
        lines={LINES.slice(0, 2)}
        label="Správy"
        announceNewest
        logClassName=""
        testIds={TEST_IDS}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Asistent: Dobrý deň\.$/);
    rerender(
      <Transcript lines={LINES} label="Správy" announceNewest logClassName="" testIds={TEST_IDS} />,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status).toHaveTextContent(/^Asistent: Zajtra o desiatej\.$/);
  });

  test('lines in progress sit below the log, hidden from assistive technology', () => {
    render(
      <Transcript
        lines={LINES.slice(0, 1)}
        partials={[{ id: 9, role: 'user', text: 'Chcel by som' }]}
        label="Prepis"
        logClassName=""
        testIds={TEST_IDS}
      />,
    );
    const partial = screen.getByTestId('partial');
    expect(partial).toHaveAttribute('aria-hidden', 'true');
    expect(partial).toHaveTextContent('Vy: Chcel by som');
    expect(screen.getByRole('log')).not.toContainElement(partial);
  });

  test('a new line scrolls the log to its start: a long one is read from its first word', () => {
    const { rerender } = render(
      <Transcript lines={LINES.slice(0, 3)} label="Prepis" logClassName="" testIds={TEST_IDS} />,
    );
    const log = screen.getByRole('log');
    // a 72 px log over 240 px of lines, 100 px from the top of the screen; `newestAt` is where
    // the newest line starts within the lines
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 72 });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 240 });
    let newestAt = 0;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    rect.mockImplementation(function (this: Element) {
      const top = this === log ? 100 : 100 + newestAt - log.scrollTop;
      return { top } as DOMRect;
    });
    try {
      log.scrollTop = 0;
      newestAt = 150;
      const long = { id: 5, role: 'assistant' as const, text: 'Dlhá veta. '.repeat(20) };
      const withLong = [...LINES.slice(0, 3), long];
      rerender(<Transcript lines={withLong} label="Prepis" logClassName="" testIds={TEST_IDS} />);
      expect(log.scrollTop).toBe(150); // its start, not the bottom (168)
      // a short newest line near the end: the bottom (the browser's limit)
      newestAt = 220;
      rerender(
        <Transcript
          lines={[...withLong, { id: 6, role: 'user', text: 'Áno.' }]}
          label="Prepis"
          logClassName=""
          testIds={TEST_IDS}
        />,
      );
      expect(log.scrollTop).toBe(168);
    } finally {
      rect.mockRestore();
    }
  });
});
