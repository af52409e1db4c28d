import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { config } from '../../config.ts';
import { createTestSession } from '../../test/fakeVoiceClient.ts';
import { VoiceOrb } from './VoiceOrb.tsx';

/** The orb (during a call the mute toggle is a button too). */
const orb = () => document.querySelector('button.orb') as HTMLButtonElement;

describe('<VoiceOrb />', () => {
  test('captions follow the session through a whole conversation', async () => {
    const { session, client } = createTestSession();
    render(<VoiceOrb session={session} onRequestDemo={() => {}} />);
    const caption = screen.getByTestId('orb-caption');
    const announcer = screen.getByTestId('voice-announcer');
    // The caption changes every turn: it is not a live region; the announcer says the milestones.
    expect(caption).not.toHaveAttribute('aria-live');
    expect(caption).not.toHaveAttribute('role');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(caption).toHaveTextContent('Začnite rozhovor cez internet');

    await userEvent.click(orb());
    expect(caption).toHaveTextContent('Pripájam...');
    expect(announcer).toHaveTextContent('Pripájam hlasového asistenta.');
    expect(orb()).toHaveAttribute('data-state', 'processing');
    // the client emits only once started (its wiring loads with it)
    await vi.waitFor(() => expect(client.start).toHaveBeenCalled());

    act(() => client.emit('call-start'));
    expect(caption).toHaveTextContent(`${config.productName} vás počúva...`);
    expect(announcer).toHaveTextContent('Hovor sa začal. Asistent vás počuje.');
    expect(orb()).toHaveAttribute('data-state', 'listening');
    expect(orb()).not.toHaveAttribute('aria-pressed');
    expect(orb()).toHaveAccessibleName('Ukončiť hlasový rozhovor s asistentom');

    act(() => session.setMuted(true));
    expect(caption).toHaveTextContent('Mikrofón je stlmený');
    expect(announcer).toHaveTextContent('Mikrofón je stlmený.');
    expect(orb()).toHaveAttribute('data-muted');
    act(() => session.setMuted(false));
    expect(caption).toHaveTextContent(`${config.productName} vás počúva...`);
    expect(announcer).toHaveTextContent('Mikrofón je zapnutý.');
    expect(orb()).not.toHaveAttribute('data-muted');

    act(() => client.emit('speech-start'));
    expect(caption).toHaveTextContent(`Hovorí ${config.productName}...`);
    expect(orb()).toHaveAttribute('data-state', 'speaking');

    act(() => client.emit('speech-end'));
    expect(caption).toHaveTextContent(`${config.productName} vás počúva...`);

    await userEvent.click(orb());
    expect(client.stop).toHaveBeenCalled();
    expect(caption).toHaveTextContent('Začnite rozhovor cez internet');
    expect(announcer).toHaveTextContent('Hovor sa skončil.');
  });

  test('orb hue: blue when idle, green while listening, red while speaking', async () => {
    const { session, client } = createTestSession();
    render(<VoiceOrb session={session} onRequestDemo={() => {}} />);
    const hue = () => orb().style.getPropertyValue('--orb-hue');
    expect(hue()).toBe('217');
    await userEvent.click(orb());
    await vi.waitFor(() => expect(client.start).toHaveBeenCalled());
    act(() => client.emit('call-start'));
    expect(hue()).toBe('142');
    act(() => client.emit('speech-start'));
    expect(hue()).toBe('0');
  });

  test('the volume bar exists only while active and hides at volume 0', async () => {
    const { session, client } = createTestSession();
    render(<VoiceOrb session={session} onRequestDemo={() => {}} />);
    expect(screen.queryByTestId('volume-bar')).toBeNull();
    await userEvent.click(orb());
    await vi.waitFor(() => expect(client.start).toHaveBeenCalled());
    act(() => client.emit('call-start'));
    const bar = screen.getByTestId('volume-bar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(bar).not.toBeVisible();
    client.volume = 0.5;
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(bar).toBeVisible();
    act(() => client.emit('call-end'));
    expect(screen.queryByTestId('volume-bar')).toBeNull();
  });

  test('while active, changing audio levels cause zero React commits', async () => {
    const { session, client } = createTestSession();
    let commits = 0;
    render(
      <Profiler id="voice-orb" onRender={() => commits++}>
        <VoiceOrb session={session} onRequestDemo={() => {}} />
      </Profiler>,
    );
    await act(() => session.toggle());
    act(() => client.emit('call-start'));
    act(() => client.emit('speech-start'));
    const before = commits;
    const bar = screen.getByTestId('volume-bar');
    const widths = new Set<string>();
    for (let i = 0; i < 8; i++) {
      client.volume = (i % 4) / 4 + 0.1;
      client.setFlags({}); // the real client notifies its subscribers on every volume change
      await act(() => new Promise((resolve) => setTimeout(resolve, 90)));
      widths.add(bar.querySelector<HTMLElement>('.volume-fill')?.style.transform ?? '');
    }
    expect(widths.size).toBeGreaterThan(2);
    expect(commits).toBe(before);
  });
});
