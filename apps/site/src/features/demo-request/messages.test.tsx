import { DEMO_MESSAGES } from '@hlasovy-asistent/validation';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { siteDialMessages } from './dialPolicy.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

function describedText(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  // Normalised like an accessible description: the no-break spaces of the typography read as spaces.
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('validation messages', () => {
  test.each([
    ['email without @', 'Neplatný formát emailu', 'email', 'jan.novak.firma.sk'],
    ['email without domain dot', 'Neplatný formát emailu', 'email', 'jan@firma'],
    ['phone with too few digits', 'Neplatný formát telefónneho čísla', 'phone', '0900 12'],
    ['phone with letters', 'Neplatný formát telefónneho čísla', 'phone', '0900 abc 456 789'],
  ] as const)(
    '%s -> "%s" tied to the field, nothing sent',
    async (_title, message, input, value) => {
      const { deps } = fakeDeps();
      const { user } = renderModal({ deps });
      await fillForm(user, { [input]: value });
      await user.click(field.submit());

      const control = field[input]();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(control).toHaveAttribute('aria-invalid', 'true');
      // the phone field always carries its hint (the callable countries) before the error
      const hint = input === 'phone' ? `${siteDialMessages.hint} ` : '';
      expect(describedText(control).replace(/\u00a0/g, ' ')).toBe(`${hint}${message}`);
      expect(control).toHaveFocus(); // announced: name, invalid state and the message
      expect(deps.insert).not.toHaveBeenCalled();
      expect(deps.securityLog.log).toHaveBeenCalledWith('invalid_input', 'demo_request', {
        field: input,
      });
    },
  );

  test('editing the field clears its message', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { email: 'zle' });
    await user.click(field.submit());
    expect(screen.getByText(DEMO_MESSAGES.invalidEmail)).toBeInTheDocument();
    await user.type(field.email(), '@firma.sk');
    expect(screen.queryByText(DEMO_MESSAGES.invalidEmail)).toBeNull();
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  test('a slot that slipped under the 30-minute lead -> schedule message, time cleared', async () => {
    const { deps, clock } = fakeDeps();
    const { user } = renderModal({ deps });
    // 10:00 now; pick today's 10:30, then let the clock run to 10:05 before submitting.
    await fillForm(user, { day: '24. novembra 2026', time: '10:30' });
    clock.now += 5 * 60_000;
    await user.click(field.submit());

    const message = await screen.findByText(DEMO_MESSAGES.missingSchedule);
    expect(message).toBeInTheDocument();
    expect(describedText(field.time())).toBe(DEMO_MESSAGES.missingSchedule);
    expect(describedText(field.date())).toBe(DEMO_MESSAGES.missingSchedule);
    expect(field.time().value).toBe('');
    expect(field.time()).toHaveAttribute('aria-invalid', 'true');
    expect(field.time()).toHaveFocus();
    expect(field.date()).not.toHaveAttribute('aria-invalid'); // the date is still fine
    expect(deps.insert).not.toHaveBeenCalled();
  });

  test('the 6th submit within 60 s -> rate-limit message and a security event', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValue({ error: { message: 'down' } });
    const { user } = renderModal({ deps });
    await fillForm(user, {});
    for (let i = 0; i < 6; i += 1) await user.click(field.submit());

    expect(deps.insert).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('alert')).toHaveTextContent(/Príliš veľa pokusov/);
    expect(deps.securityLog.log).toHaveBeenCalledWith(
      'rate_limit_violation',
      'demo_request',
      expect.objectContaining({ key: 'demo_request' }),
    );
  });
});
