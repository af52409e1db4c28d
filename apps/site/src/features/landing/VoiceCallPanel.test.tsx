import { VoiceClientError } from '@hlasovy-asistent/voice-client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { activeOrbCall } from '../../test/activeOrbCall.tsx';
import { createTestSession } from '../../test/testVoiceSession.ts';
import { VoiceOrb } from './VoiceOrb.tsx';

const transcript = (role: string, transcriptType: string, text: string) => ({
  type: 'transcript',
  role,
  transcriptType,
  transcript: text,
});

describe('the landing page during a call', () => {
  test('finished lines go into the log, the line in progress stays out of it; cleared at the end', async () => {
    const { transport } = await activeOrbCall();
    const log = screen.getByRole('log', { name: 'Prepis rozhovoru' });
    act(() => transport.message(transcript('assistant', 'partial', 'Dobrý deň,')));
    expect(log).toHaveTextContent('');
    expect(screen.getByTestId('voice-transcript-partial')).toHaveTextContent(
      'Asistent: Dobrý deň,',
    );
    expect(screen.getByTestId('voice-transcript-partial')).toHaveAttribute('aria-hidden', 'true');
    act(() => transport.message(transcript('assistant', 'final', 'Dobrý deň, vitajte.')));
    act(() => transport.message(transcript('user', 'final', 'Ďakujem.')));
    expect(
      within(log)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Asistent: Dobrý deň, vitajte.', 'Vy: Ďakujem.']);
    expect(screen.queryByTestId('voice-transcript-partial')).toBeNull();
    await act(async () => transport.ended());
    await waitFor(() => expect(screen.queryByRole('log')).toBeNull());
  });

  test('the mute toggle: its name says what a press does, keyboard', async () => {
    const { transport } = await activeOrbCall();
    const mute = screen.getByRole('button', { name: 'Stlmiť mikrofón' });
    expect(mute).not.toHaveAttribute('aria-pressed');
    await userEvent.click(mute);
    expect(transport.connection?.muted).toBe(true);
    expect(mute).toHaveAccessibleName('Zapnúť mikrofón');
    mute.focus();
    await userEvent.keyboard('{Enter}');
    expect(transport.connection?.muted).toBe(false);
    expect(mute).toHaveAccessibleName('Stlmiť mikrofón');
  });

  test('"Ukončiť hovor" hangs up; the end view takes focus with the duration, Escape closes it', async () => {
    const { client } = await activeOrbCall();
    const stop = vi.spyOn(client, 'stop');
    expect(screen.getByTestId('call-timer')).toHaveTextContent(/^0:0\d$/);
    await userEvent.click(screen.getByRole('button', { name: 'Ukončiť hovor' }));
    expect(stop).toHaveBeenCalledTimes(1);
    const ended = await screen.findByTestId('call-ended');
    expect(ended).toHaveTextContent('Hovor skončil');
    expect(ended).toHaveTextContent(/Trvanie hovoru: 0:0\d/);
    expect(ended).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Začať nový rozhovor' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dohodnúť ukážku' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('call-ended')).toBeNull();
    expect(document.querySelector('button.orb')).toHaveFocus();
  });

  test('a new call from the end view dismisses it', async () => {
    const { transport } = await activeOrbCall();
    await act(async () => transport.ended());
    await userEvent.click(await screen.findByRole('button', { name: 'Začať nový rozhovor' }));
    expect(screen.queryByTestId('call-ended')).toBeNull();
    expect(transport.sources).toHaveLength(2);
  });

  test('blocked audio: "Zapnúť zvuk" resumes playback and goes away', async () => {
    const { transport } = await activeOrbCall();
    expect(screen.queryByRole('button', { name: 'Zapnúť zvuk' })).toBeNull();
    act(() => transport.audioBlocked());
    await userEvent.click(screen.getByRole('button', { name: 'Zapnúť zvuk' }));
    expect(transport.connection?.resumes).toBe(1);
    expect(screen.queryByRole('button', { name: 'Zapnúť zvuk' })).toBeNull();
  });

  test('a refused microphone: the Slovak explanation next to the toast, closable', async () => {
    const t = createTestSession();
    t.transport.next({
      kind: 'fail',
      error: new VoiceClientError('start-method-error', 'Permission denied', {
        stage: 'microphone-permission',
        mediaError: 'permissions',
      }),
    });
    render(<VoiceOrb session={t.session} onRequestDemo={() => {}} />);
    await act(() => t.session.toggle());
    const notice = await screen.findByTestId('voice-notice');
    expect(notice).toHaveTextContent('Mikrofón je zablokovaný');
    expect(notice).toHaveTextContent('Povoliť');
    expect(t.notifyError).toHaveBeenCalledWith('Failed to start voice assistant');
    await userEvent.click(within(notice).getByRole('button', { name: 'Zavrieť' }));
    expect(screen.queryByTestId('voice-notice')).toBeNull();
  });

  test('reconnecting: its own caption and the processing orb', async () => {
    const { transport } = await activeOrbCall();
    act(() => transport.reconnecting(true));
    expect(screen.getByTestId('orb-caption')).toHaveTextContent('Obnovujem spojenie...');
    expect(document.querySelector('button.orb')).toHaveAttribute('data-state', 'processing');
  });
});
