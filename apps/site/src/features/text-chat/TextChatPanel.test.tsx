import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChatError } from './chatError.ts';
import type { ChatTurnAnswer } from './sendChatTurn.ts';
import { TextChatEntry } from './TextChatEntry.tsx';
import type { SendTurn } from './useTextChat.ts';

// Typing through user-event on a busy 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

/** A backend that answers `Odpoveď n` and remembers what it was sent. */
function fakeBackend(options: { turns?: number; fail?: (n: number) => ChatError | null } = {}) {
  const sent: { text: string; conversationId: string | null }[] = [];
  const sendTurn: SendTurn = (text, conversationId) => {
    sent.push({ text, conversationId });
    const n = sent.length;
    const failure = options.fail?.(n);
    if (failure) return Promise.reject(failure);
    const answer: ChatTurnAnswer = {
      conversationId: 'conv-1',
      reply: `Odpoveď ${n}`,
      turnsLeft: (options.turns ?? 20) - n,
    };
    return Promise.resolve(answer);
  };
  return { sent, sendTurn };
}

// the panel is its own chunk (the first test pays for its transform on a busy machine)
async function openChat(sendTurn: SendTurn) {
  const user = userEvent.setup();
  render(<TextChatEntry sendTurn={sendTurn} />);
  const opener = screen.getByRole('button', { name: 'Písať namiesto hovoriť' });
  await user.click(opener);
  return { user, opener, panel: await screen.findByTestId('text-chat', {}, { timeout: 10_000 }) };
}

describe('the text conversation panel', () => {
  test('opens with the labelled field focused; Enter sends; answers appear as text, the conversation continues', async () => {
    const backend = fakeBackend();
    const { user, opener, panel } = await openChat(backend.sendTurn);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const field = within(panel).getByLabelText('Napíšte správu');
    expect(document.activeElement).toBe(field);

    await user.type(field, 'Aké máte voľné termíny?{Enter}');
    const log = within(panel).getByRole('log', { name: 'Správy rozhovoru' });
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 1'));
    expect(log.textContent).toContain('Vy: Aké máte voľné termíny?');
    expect((field as HTMLInputElement).value).toBe('');

    await user.type(field, 'Zajtra{Enter}');
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 2'));
    expect(backend.sent).toEqual([
      { text: 'Aké máte voľné termíny?', conversationId: null },
      { text: 'Zajtra', conversationId: 'conv-1' },
    ]);
  });

  test('the polite status region holds only the newest answer; the log is not live', async () => {
    const backend = fakeBackend();
    const { user, panel } = await openChat(backend.sendTurn);
    const field = within(panel).getByLabelText('Napíšte správu');
    await user.type(field, 'Prvá{Enter}');
    const status = within(panel).getByTestId('text-chat-announcer');
    await waitFor(() => expect(status.textContent).toBe('Asistent: Odpoveď 1'));
    await user.type(field, 'Druhá{Enter}');
    await waitFor(() => expect(status.textContent).toBe('Asistent: Odpoveď 2'));
    expect(status.getAttribute('role')).toBe('status');
    expect(within(panel).getByRole('log').getAttribute('aria-live')).toBe('off');
  });

  test('an empty message is not sent; the button sends too', async () => {
    const backend = fakeBackend();
    const { user, panel } = await openChat(backend.sendTurn);
    await user.type(within(panel).getByLabelText('Napíšte správu'), '   {Enter}');
    expect(backend.sent).toEqual([]);
    await user.type(within(panel).getByLabelText('Napíšte správu'), 'Ahoj');
    await user.click(within(panel).getByRole('button', { name: 'Odoslať' }));
    await waitFor(() => expect(backend.sent).toHaveLength(1));
  });

  test('a refusal is said in Slovak; past the turn cap only a new conversation goes on', async () => {
    const backend = fakeBackend({
      fail: (n) => (n === 1 ? new ChatError('chat-rate-limited', '429') : null),
      turns: 2,
    });
    const { user, panel } = await openChat(backend.sendTurn);
    const field = within(panel).getByLabelText('Napíšte správu');
    await user.type(field, 'Prvá{Enter}');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toMatch(/^Práve prichádza priveľa správ/);
    await user.type(field, 'Druhá{Enter}');
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    // the second answer was the last turn (turnsLeft 0)
    const again = await within(panel).findByRole('button', { name: 'Začať nový rozhovor' });
    expect(within(panel).queryByLabelText('Napíšte správu')).toBeNull();
    await user.click(again);
    expect(within(panel).getByRole('log').textContent).toBe('');
  });

  test('closing gives the focus back to the choice', async () => {
    const { user, opener, panel } = await openChat(fakeBackend().sendTurn);
    await user.click(within(panel).getByRole('button', { name: 'Zavrieť písomný rozhovor' }));
    expect(screen.queryByTestId('text-chat')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });
});
