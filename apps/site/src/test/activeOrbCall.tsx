import { act, render, screen } from '@testing-library/react';
import { preloadVoiceCallControls } from '../features/landing/VoiceCallPanel.tsx';
import { VoiceOrb } from '../features/landing/VoiceOrb.tsx';
import { createTestSession } from './testVoiceSession.ts';

/**
 * The landing page's orb in a listening call, its controls rendered. The controls are their own
 * chunk: loaded first, with no time limit, so no wait depends on how busy the machine is (findBy's
 * 1 s was too short for the first transform on a busy one).
 */
export async function activeOrbCall() {
  await preloadVoiceCallControls();
  const t = createTestSession();
  render(<VoiceOrb session={t.session} onRequestDemo={() => {}} />);
  await act(() => t.session.toggle());
  act(() => t.transport.listening());
  // By test id: a role query walks the accessibility tree and is slow on a busy machine.
  await screen.findByTestId('typed-turn');
  return t;
}
