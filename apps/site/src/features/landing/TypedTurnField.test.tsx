import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { activeOrbCall } from '../../test/activeOrbCall.tsx';
import { createTestSession } from '../../test/testVoiceSession.ts';
import { VoiceOrb } from './VoiceOrb.tsx';

const QUESTION = 'Aké máte voľné termíny?';

/** The typed turns the client sent (add-message of role user). */
const typedTurns = (t: Awaited<ReturnType<typeof activeOrbCall>>) =>
  (t.transport.connection?.sent ?? []).flatMap((m) =>
    m.type === 'add-message' && m.message.role === 'user' ? [m.message.content] : [],
  );

describe('typing to the assistant during a call', () => {
  test('no field before a call; during one a visibly labelled field that sends on Enter', async () => {
    const t = createTestSession();
    const { unmount } = render(<VoiceOrb session={t.session} onRequestDemo={() => {}} />);
    expect(screen.queryByLabelText('Napíšte správu')).toBeNull();
    unmount();

    const call = await activeOrbCall();
    const field = screen.getByLabelText('Napíšte správu');
    expect(screen.getByText('Napíšte správu').tagName).toBe('LABEL');
    await userEvent.type(field, `${QUESTION}{Enter}`);
    expect(typedTurns(call)).toEqual([QUESTION]);
    expect(field).toHaveValue('');
  });

  test('"Odoslať" sends; the echoed line shows once in the log, as the visitor’s', async () => {
    const t = await activeOrbCall();
    await userEvent.type(screen.getByLabelText('Napíšte správu'), QUESTION);
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(typedTurns(t)).toEqual([QUESTION]);
    act(() =>
      t.transport.message({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: QUESTION,
      }),
    );
    const log = screen.getByRole('log', { name: 'Prepis rozhovoru' });
    expect(
      within(log)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([`Vy: ${QUESTION}`]);
  });

  test('an empty message is refused in Slovak, tied to the field; nothing is sent', async () => {
    const t = await activeOrbCall();
    const field = screen.getByLabelText('Napíšte správu');
    await userEvent.type(field, '   {Enter}');
    expect(typedTurns(t)).toEqual([]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Správa je prázdna.'));
    await userEvent.type(field, 'a');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  test('a message over 1000 characters is refused as too long', async () => {
    const t = await activeOrbCall();
    const field = screen.getByLabelText('Napíšte správu');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.keyboard('{Enter}');
    expect(typedTurns(t)).toEqual([]);
    expect(screen.getByText(/Správa je príliš dlhá/)).toBeVisible();
  });

  test('while a draft is in the field the microphone is muted; sending turns it back on', async () => {
    const t = await activeOrbCall();
    const field = screen.getByLabelText('Napíšte správu');
    await userEvent.type(field, 'Ak');
    expect(t.transport.connection?.muted).toBe(true);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('mikrofón je stlmený'));
    await userEvent.type(field, 'é sú termíny?{Enter}');
    await waitFor(() => expect(t.transport.connection?.muted).toBe(false));
  });

  test('a microphone the visitor muted stays muted after sending', async () => {
    const t = await activeOrbCall();
    await userEvent.click(screen.getByRole('button', { name: 'Stlmiť mikrofón' }));
    await userEvent.type(screen.getByLabelText('Napíšte správu'), `${QUESTION}{Enter}`);
    expect(typedTurns(t)).toEqual([QUESTION]);
    expect(t.transport.connection?.muted).toBe(true);
  });

  test('keyboard only: Tab reaches the field and the button', async () => {
    await activeOrbCall();
    const field = screen.getByLabelText('Napíšte správu');
    field.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Odoslať' })).toHaveFocus();
  });
});
