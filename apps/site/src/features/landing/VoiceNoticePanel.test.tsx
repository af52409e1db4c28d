import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { config } from '../../config.ts';
import { createTestSession } from '../../test/testVoiceSession.ts';
import { VoiceNoticePanel } from './VoiceNoticePanel.tsx';

afterEach(() => cleanup());

describe('the busy panel (the server took no call)', () => {
  test('single spaces, the two ways on as plain options (buttons), no numbered steps', () => {
    const { session } = createTestSession();
    const onRequestDemo = vi.fn();
    render(
      <VoiceNoticePanel session={session} notice="voice-busy" onRequestDemo={onRequestDemo} />,
    );
    const panel = screen.getByTestId('voice-notice');
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(panel.textContent).not.toMatch(/\s{2}/);
    const call = within(panel).getByRole('link', { name: /Zavolať na/ });
    // one flex item: the button's gap cannot add a second space before the number
    expect(call.children).toHaveLength(1);
    expect(call.textContent?.replace(/\u00a0/g, ' ')).toBe(`Zavolať na ${config.phoneDisplay}`);
    within(panel).getByRole('button', { name: 'Chcem, aby mi asistent zavolal' }).click();
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
  });

  test('a microphone notice keeps its numbered steps', () => {
    const { session } = createTestSession();
    render(<VoiceNoticePanel session={session} notice="microphone-denied" />);
    expect(within(screen.getByTestId('voice-notice')).getAllByRole('listitem')).toHaveLength(3);
  });
});
