import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createTestSession } from '../../test/fakeVoiceClient.ts';
import { VoiceOrb } from './VoiceOrb.tsx';

const transcript = (role: string, transcriptType: string, text: string) => ({
  type: 'transcript',
  role,
  transcriptType,
  transcript: text,
});

async function activeCall() {
  const t = createTestSession();
  render(<VoiceOrb session={t.session} />);
  await act(() => t.session.toggle());
  act(() => t.client.emit('call-start'));
  // The controls are their own chunk: the first call waits for it (the orb's hover preloads it).
  await screen.findByRole('button', { name: 'Stlmiť mikrofón' });
  return t;
}

describe('the landing page during a call', () => {
  test('finished lines go into the log, the line in progress stays out of it; cleared at the end', async () => {
    const { client } = await activeCall();
    const log = screen.getByRole('log', { name: 'Prepis rozhovoru' });
    act(() => client.emit('message', transcript('assistant', 'partial', 'Dobrý deň,')));
    expect(log).toHaveTextContent('');
    expect(screen.getByTestId('voice-transcript-partial')).toHaveTextContent(
      'Asistent: Dobrý deň,',
    );
    expect(screen.getByTestId('voice-transcript-partial')).toHaveAttribute('aria-hidden', 'true');
    act(() => client.emit('message', transcript('assistant', 'final', 'Dobrý deň, vitajte.')));
    act(() => client.emit('message', transcript('user', 'final', 'Ďakujem.')));
    expect(
      within(log)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Asistent: Dobrý deň, vitajte.', 'Vy: Ďakujem.']);
    expect(screen.queryByTestId('voice-transcript-partial')).toBeNull();
    act(() => client.emit('call-end'));
    expect(screen.queryByRole('log')).toBeNull();
  });

  test('the mute toggle: Slovak name, aria-pressed, keyboard', async () => {
    const { client } = await activeCall();
    const mute = screen.getByRole('button', { name: 'Stlmiť mikrofón' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(client.setMuted).toHaveBeenLastCalledWith(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    mute.focus();
    await userEvent.keyboard('{Enter}');
    expect(client.setMuted).toHaveBeenLastCalledWith(false);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  test('blocked audio: "Zapnúť zvuk" resumes playback and goes away', async () => {
    const { client } = await activeCall();
    expect(screen.queryByRole('button', { name: 'Zapnúť zvuk' })).toBeNull();
    act(() => client.setFlags({ audioBlocked: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapnúť zvuk' }));
    expect(client.resumeAudio).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Zapnúť zvuk' })).toBeNull();
  });

  test('a refused microphone: the Slovak explanation next to the toast, closable', async () => {
    const t = createTestSession();
    t.client.start.mockImplementation(async () => {
      t.client.emit('error', {
        type: 'start-method-error',
        stage: 'microphone-permission',
        mediaError: 'permissions',
      });
      return null;
    });
    render(<VoiceOrb session={t.session} />);
    await act(() => t.session.toggle());
    const notice = await screen.findByTestId('voice-notice');
    expect(notice).toHaveTextContent('Mikrofón je zablokovaný');
    expect(notice).toHaveTextContent('Povoliť');
    expect(t.notifyError).toHaveBeenCalledWith('Failed to start voice assistant');
    await userEvent.click(within(notice).getByRole('button', { name: 'Zavrieť' }));
    expect(screen.queryByTestId('voice-notice')).toBeNull();
  });

  test('reconnecting: its own caption and the processing orb', async () => {
    const { client } = await activeCall();
    act(() => client.setFlags({ reconnecting: true }));
    expect(screen.getByTestId('orb-caption')).toHaveTextContent('Obnovujem spojenie...');
    expect(document.querySelector('button.orb')).toHaveAttribute('data-state', 'processing');
  });
});
