import { SPEECH_END_DELAY_MS } from '@hlasovy-asistent/voice-client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ORB_STYLESHEET } from '../../components/Orb/index.ts';
import { config } from '../../config.ts';
import { createTestSession } from '../../test/testVoiceSession.ts';
import { LANDING_ORB_HUES } from './landingHues.ts';
import { VoiceOrb } from './VoiceOrb.tsx';

/** The orb (during a call the mute toggle is a button too). */
const orb = () => document.querySelector('button.orb') as HTMLButtonElement;

describe('<VoiceOrb />', () => {
  test('captions follow the session through a whole conversation', async () => {
    const { session, transport, client } = createTestSession();
    const stop = vi.spyOn(client, 'stop');
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
    // the client exists only once started (its chunk loads on the click)
    await vi.waitFor(() => expect(transport.sources).toHaveLength(1));
    expect(caption).toHaveTextContent('Pripájam...');

    act(() => transport.listening());
    // connected: the assistant's greeting has the turn, before its first audio too
    expect(caption).toHaveTextContent(`Hovorí ${config.productName}...`);
    expect(announcer).toHaveTextContent('Hovor sa začal. Asistent vás počuje.');
    expect(orb()).toHaveAttribute('data-state', 'speaking');
    act(() =>
      transport.message({ type: 'speech-update', role: 'assistant', status: 'stopped', turn: 0 }),
    );
    expect(caption).toHaveTextContent(`${config.productName} vás počúva...`);
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

    vi.useFakeTimers();
    try {
      act(() => transport.remoteLevel(0.1));
      expect(caption).toHaveTextContent(`Hovorí ${config.productName}...`);
      expect(orb()).toHaveAttribute('data-state', 'speaking');
      // muted while the assistant speaks: the caption says who speaks, the announcer the microphone
      act(() => session.setMuted(true));
      expect(caption).toHaveTextContent(`Hovorí ${config.productName}...`);
      expect(announcer).toHaveTextContent('Mikrofón je stlmený.');
      act(() => session.setMuted(false));
      // a second of silence ends the assistant's speech
      act(() => vi.advanceTimersByTime(SPEECH_END_DELAY_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(caption).toHaveTextContent(`${config.productName} vás počúva...`);

    await userEvent.click(orb());
    expect(stop).toHaveBeenCalledTimes(1);
    expect(caption).toHaveTextContent('Začnite rozhovor cez internet');
    expect(announcer).toHaveTextContent('Hovor sa skončil.');
  });

  test('the AI and recording notice stays from the click to the first words; the banner steps aside meanwhile', async () => {
    const { session, transport } = createTestSession();
    render(<VoiceOrb session={session} onRequestDemo={() => {}} />);
    const notice = () => screen.queryByTestId('call-notice');
    expect(notice()).toHaveTextContent(/Hovoríte s.AI asistentom/);
    expect(document.documentElement.dataset.voiceCall).toBeUndefined();

    await userEvent.click(orb());
    expect(notice()).toHaveTextContent(/Hovoríte s.AI asistentom/);
    expect(document.documentElement.dataset.voiceCall).toBeDefined();
    await vi.waitFor(() => expect(transport.sources).toHaveLength(1));
    act(() => transport.listening());
    expect(notice()).not.toBeNull(); // connected, the assistant has not spoken yet
    act(() => transport.remoteLevel(0.1));
    expect(notice()).toBeNull(); // its first words: the visitor has had the notice
    await act(async () => transport.ended());
    await vi.waitFor(() => expect(document.documentElement.dataset.voiceCall).toBeUndefined());
  });

  test('orb hue: blue when idle, green while listening, red while speaking', async () => {
    const { session, transport } = createTestSession();
    render(<VoiceOrb session={session} onRequestDemo={() => {}} />);
    const hue = () => orb().style.getPropertyValue('--orb-hue');
    // idle blue is orb.css's own hue: nothing inline, the prerendered orb is already that colour
    expect(LANDING_ORB_HUES.idle).toBe(ORB_STYLESHEET.hue);
    expect(hue()).toBe('');
    await userEvent.click(orb());
    await vi.waitFor(() => expect(transport.sources).toHaveLength(1));
    act(() => transport.listening());
    expect(hue()).toBe('0'); // the greeting's turn
    act(() =>
      transport.message({ type: 'speech-update', role: 'assistant', status: 'stopped', turn: 0 }),
    );
    expect(hue()).toBe('142');
    act(() => transport.remoteLevel(0.1));
    expect(hue()).toBe('0');
  });

  test('the volume bar exists only while active and hides at volume 0', async () => {
    const { session, transport } = createTestSession();
    render(<VoiceOrb session={session} onRequestDemo={() => {}} />);
    expect(screen.queryByTestId('volume-bar')).toBeNull();
    await userEvent.click(orb());
    await vi.waitFor(() => expect(transport.sources).toHaveLength(1));
    act(() => transport.listening());
    // its code comes with the call controls' chunk
    const bar = await screen.findByTestId('volume-bar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(bar).not.toBeVisible();
    act(() => transport.remoteLevel(0.075));
    // shown in a frame of the level clock (lib/levelFrames.ts), however late that frame comes
    await vi.waitFor(() => expect(bar).toBeVisible(), { timeout: 10_000 });
    await act(async () => transport.ended());
    await vi.waitFor(() => expect(screen.queryByTestId('volume-bar')).toBeNull());
  });

  test('while active, changing audio levels cause zero React commits', async () => {
    const { session, transport } = createTestSession();
    let commits = 0;
    render(
      <Profiler id="voice-orb" onRender={() => commits++}>
        <VoiceOrb session={session} onRequestDemo={() => {}} />
      </Profiler>,
    );
    await act(() => session.toggle());
    act(() => transport.listening());
    act(() => transport.remoteLevel(0.1));
    const bar = await screen.findByTestId('volume-bar'); // with the call controls' chunk
    const before = commits;
    const widths = new Set<string>();
    for (let i = 0; i < 8; i++) {
      // every sample changes the client's snapshot (volume) and notifies its subscribers
      transport.remoteLevel(((i % 4) / 4 + 0.1) * 0.15);
      await act(() => new Promise((resolve) => setTimeout(resolve, 90)));
      widths.add(bar.querySelector<HTMLElement>('.volume-fill')?.style.transform ?? '');
    }
    expect(widths.size).toBeGreaterThan(2);
    expect(commits).toBe(before);
  });
});
