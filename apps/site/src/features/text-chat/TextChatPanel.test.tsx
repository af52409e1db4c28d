import type { ChatTurnAnswer } from '@hlasovy-asistent/validation';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChatError } from './chatError.ts';
import { StatefulChatEntry } from './testing/StatefulChatEntry.tsx';
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
  render(<StatefulChatEntry sendTurn={sendTurn} />);
  const opener = screen.getByRole('button', { name: 'Písať namiesto hovoriť' });
  await user.click(opener);
  const panel = await screen.findByTestId('text-chat', {}, { timeout: 10_000 });
  const field = within(panel).getByLabelText<HTMLInputElement>('Napíšte správu');
  return { user, opener, panel, field };
}

/** For `fakeBackend`'s `fail`: the first message fails with `error`, the next ones are answered. */
const failingFirst = (error: ChatError) => (n: number) => (n === 1 ? error : null);

describe('the text conversation panel', () => {
  test('opens with the labelled field focused; Enter sends; answers appear as text, the conversation continues', async () => {
    const backend = fakeBackend();
    const { user, opener, panel, field } = await openChat(backend.sendTurn);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field);

    await user.type(field, 'Aké máte voľné termíny?{Enter}');
    const log = within(panel).getByRole('log', { name: 'Správy rozhovoru' });
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 1'));
    expect(log.textContent).toContain('Vy: Aké máte voľné termíny?');
    expect(field.value).toBe('');

    await user.type(field, 'Zajtra{Enter}');
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 2'));
    expect(backend.sent).toEqual([
      { text: 'Aké máte voľné termíny?', conversationId: null },
      { text: 'Zajtra', conversationId: 'conv-1' },
    ]);
  });

  test('the polite status region holds only the newest answer; the log is not live', async () => {
    const backend = fakeBackend();
    const { user, panel, field } = await openChat(backend.sendTurn);
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
    const { user, panel, field } = await openChat(backend.sendTurn);
    await user.type(field, '   {Enter}');
    expect(backend.sent).toEqual([]);
    await user.type(field, 'Ahoj');
    await user.click(within(panel).getByRole('button', { name: 'Odoslať' }));
    await waitFor(() => expect(backend.sent).toHaveLength(1));
  });

  test('a refusal is said in Slovak; past the turn cap only a new conversation goes on', async () => {
    const backend = fakeBackend({
      fail: failingFirst(new ChatError('limited', '429')),
      turns: 2,
    });
    const { user, panel, field } = await openChat(backend.sendTurn);
    await user.type(field, 'Prvá{Enter}');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toMatch(/^Práve prichádza priveľa správ/);
    await user.clear(field);
    await user.type(field, 'Druhá{Enter}');
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    // the second answer was the last turn (turnsLeft 0)
    const again = await within(panel).findByRole('button', { name: 'Začať nový rozhovor' });
    expect(within(panel).queryByLabelText('Napíšte správu')).toBeNull();
    await user.click(again);
    expect(within(panel).getByRole('log').textContent).toBe('');
  });

  test('closing gives the focus back to the choice; reopening finds the conversation and the draft', async () => {
    const { user, opener, panel, field } = await openChat(fakeBackend().sendTurn);
    await user.type(field, 'Prvá{Enter}');
    await waitFor(() => expect(panel.textContent).toContain('Odpoveď 1'));
    await user.type(field, 'Rozpísaná');
    await user.click(within(panel).getByRole('button', { name: 'Zavrieť písomný rozhovor' }));
    expect(screen.getByTestId('text-chat')).not.toBeVisible();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);
    expect(screen.getByTestId('text-chat')).toBeVisible();
    expect(within(panel).getByRole('log').textContent).toBe('Vy: PrváAsistent: Odpoveď 1');
    expect(field.value).toBe('Rozpísaná');
    expect(document.activeElement).toBe(field);
  });

  test('a failed message keeps its text in the field, is marked as not sent, and "Skúsiť znova" sends it', async () => {
    const backend = fakeBackend({
      fail: failingFirst(new ChatError('failed', 'network')),
    });
    const { user, panel, field } = await openChat(backend.sendTurn);
    await user.type(field, 'Koľko to stojí?{Enter}');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Správu sa nepodarilo odoslať.');
    expect(field.value).toBe('Koľko to stojí?');
    const log = within(panel).getByRole('log');
    expect(log.querySelector('[data-unsent]')?.textContent).toBe('Vy: Koľko to stojí?(neodoslané)');
    await user.click(within(panel).getByRole('button', { name: 'Skúsiť znova' }));
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 2'));
    // sent once more, the marked line gone, the field empty
    expect(backend.sent.map((turn) => turn.text)).toEqual(['Koľko to stojí?', 'Koľko to stojí?']);
    expect(log.textContent).toBe('Vy: Koľko to stojí?Asistent: Odpoveď 2');
    expect(field.value).toBe('');
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  test('Enter in the field sends a failed message again too (edited or not), never twice in the log', async () => {
    const backend = fakeBackend({
      fail: failingFirst(new ChatError('failed', 'network')),
    });
    const { user, panel, field } = await openChat(backend.sendTurn);
    await user.type(field, 'Dobrý deň{Enter}');
    await within(panel).findByRole('alert');
    await user.type(field, ', mám otázku{Enter}');
    const log = within(panel).getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 2'));
    expect(log.textContent).toBe('Vy: Dobrý deň, mám otázkuAsistent: Odpoveď 2');
  });

  test("a limit of the visitor's own says when to go on, in the limit's own wait", async () => {
    const backend = fakeBackend({
      fail: () => new ChatError('limited', '429', { retryAfterSeconds: 60 }),
    });
    const { user, panel, field } = await openChat(backend.sendTurn);
    await user.type(field, 'ok{Enter}');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain(
      'Píšete rýchlejšie, ako stíhame odpovedať. Ďalšiu správu môžete poslať o\u00a0minútu.',
    );
  });
});
