import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeDeps } from './testing/fakeDeps.ts';
import { pickDay } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

describe('date picker', () => {
  test('Slovak month, week from Monday, past days disabled, today enabled', async () => {
    const { deps } = fakeDeps(); // Tuesday 24 Nov 2026, 10:00
    const { user } = renderModal({ deps });
    await user.click(field.date());
    const grid = await screen.findByRole('grid', { name: /november 2026/i }, { timeout: 10_000 });
    const weekdays = Array.from(grid.querySelectorAll('thead th')); // aria-hidden by DayPicker
    expect(weekdays[0]).toHaveAttribute('aria-label', 'pondelok');
    expect(weekdays[6]).toHaveAttribute('aria-label', 'nedeľa');
    expect(screen.getByRole('button', { name: /^23\. novembra 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^24\. novembra 2026, utorok, dnes/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^25\. novembra 2026/ })).toBeEnabled();
  });

  test('every day button name starts with its visible day number (axe label-content-name-mismatch)', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.click(field.date());
    const days = within(await screen.findByRole('grid', {}, { timeout: 10_000 })).getAllByRole(
      'button',
    );
    expect(days.length).toBeGreaterThan(27);
    for (const day of days) {
      expect(day.getAttribute('aria-label')).toMatch(new RegExp(`^${day.textContent}\\. `));
    }
  });

  test('a chosen day shows as dd.MM.yyyy, the calendar closes and focus returns', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await pickDay(user, '5. decembra 2026');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(field.date()).toHaveTextContent('05.12.2026');
    expect(field.date()).toHaveFocus();
    expect(field.date()).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes only the calendar, not the dialog', async () => {
    const { deps } = fakeDeps();
    const { user, onClose } = renderModal({ deps });
    await user.click(field.date());
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
