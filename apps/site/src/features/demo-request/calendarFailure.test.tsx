import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeDeps } from './testing/fakeDeps.ts';
import { field, renderModal } from './testing/renderModal.tsx';

vi.mock('./Calendar.tsx', () => ({
  default: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('calendar chunk failure', () => {
  test('shows a message in place of the calendar; the rest of the form keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await user.click(field.date());
    expect(await screen.findByRole('alert')).toHaveTextContent('Kalendár sa nepodarilo načítať');
    await user.type(field.name(), 'Ján');
    expect(field.name()).toHaveValue('Ján');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
