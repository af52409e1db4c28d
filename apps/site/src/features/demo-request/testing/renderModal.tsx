import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { type DemoRequestDeps, DemoRequestModal } from '../index.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
// Typing through user-event on a busy 2-core CI machine can take seconds per test.
vi.setConfig({ testTimeout: 30_000 });
// Load the lazily imported calendar chunk up front, so no test pays for its first transform.
await import('../Calendar.tsx');

export interface RenderOptions {
  deps: DemoRequestDeps;
  advanceTimers?: (ms: number) => void;
}

/** Renders the open modal with injected deps; returns the user, the onClose spy and rerender. */
export function renderModal({ deps, advanceTimers }: RenderOptions) {
  const onClose = vi.fn();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(<DemoRequestModal open onClose={onClose} deps={deps} />);
  const setOpen = (open: boolean) =>
    view.rerender(<DemoRequestModal open={open} onClose={onClose} deps={deps} />);
  return { user, onClose, setOpen, ...view };
}

export const field = {
  name: () => screen.getByLabelText('Meno a priezvisko') as HTMLInputElement,
  email: () => screen.getByLabelText('E-mail') as HTMLInputElement,
  phone: () => screen.getByLabelText('Telefónne číslo') as HTMLInputElement,
  industry: () => screen.getByLabelText('Odvetvie') as HTMLSelectElement,
  otherIndustry: () => screen.getByLabelText('Vaše odvetvie') as HTMLInputElement,
  consent: () => screen.getByRole('checkbox', { name: /spracúvaním/ }) as HTMLInputElement,
  marketing: () => screen.getByRole('checkbox', { name: /marketingovými/ }) as HTMLInputElement,
  date: () => screen.getByRole('button', { name: /Dátum hovoru/ }),
  time: () => screen.getByLabelText('Čas hovoru') as HTMLSelectElement,
  submit: () =>
    screen.getByRole('button', { name: /Naplánovať hovor|Zavolajte mi teraz|Odosielam/ }),
};
