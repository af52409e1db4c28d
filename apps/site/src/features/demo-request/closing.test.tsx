import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DemoRequestModal } from './index.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { fillForm } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

describe('auto-close after success (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each([
    { callType: 'scheduled', ms: 2000 },
    { callType: 'immediate', ms: 10000 },
  ] as const)('$callType closes itself after $ms ms', async ({ callType, ms }) => {
    const { deps } = fakeDeps();
    const { user, onClose } = renderModal({ deps, advanceTimers: vi.advanceTimersByTime });
    await fillForm(user, { callType });
    await user.click(field.submit());
    await screen.findByRole('status');

    act(() => vi.advanceTimersByTime(ms - 150));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a parent re-render with a new onClose does not restart the countdown', async () => {
    const { deps } = fakeDeps();
    const { user, onClose, rerender } = renderModal({
      deps,
      advanceTimers: vi.advanceTimersByTime,
    });
    await fillForm(user, {});
    await user.click(field.submit());
    await screen.findByRole('status');
    act(() => vi.advanceTimersByTime(1500));
    rerender(<DemoRequestModal open onClose={() => onClose()} deps={deps} />);
    act(() => vi.advanceTimersByTime(700));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('no auto-close without success', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValue({ error: { message: 'down' } });
    const { user, onClose } = renderModal({ deps, advanceTimers: vi.advanceTimersByTime });
    await fillForm(user, {});
    await user.click(field.submit());
    await screen.findByRole('alert');
    act(() => vi.advanceTimersByTime(20_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('closing', () => {
  test.each([
    {
      way: 'the X button',
      close: (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Zavrieť' })),
    },
    { way: 'Escape', close: (user: UserEvent) => user.keyboard('{Escape}') },
  ])('via $way calls onClose', async ({ close }) => {
    const { deps } = fakeDeps();
    const { user, onClose } = renderModal({ deps });
    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the success view has its own close button', async () => {
    const { deps } = fakeDeps();
    const { user, onClose } = renderModal({ deps });
    await fillForm(user, {});
    await user.click(field.submit());
    const status = await screen.findByRole('status');
    expect(status).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: 'Zavrieť' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('closing and reopening resets every field, the tab and the request id', async () => {
    const { deps } = fakeDeps();
    deps.insert.mockResolvedValueOnce({ error: { message: 'down' } });
    const { user, setOpen } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    await screen.findByRole('alert');

    setOpen(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    setOpen(true);

    expect(screen.getByRole('tab', { name: 'Naplánovať hovor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field.name().value).toBe('');
    expect(field.email().value).toBe('');
    expect(field.phone().value).toBe('');
    expect(field.industry().value).toBe('');
    expect(field.consent()).not.toBeChecked();
    expect(field.date()).toHaveTextContent('Vyberte dátum');
    expect(screen.queryByRole('alert')).toBeNull();

    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    await screen.findByRole('status');
    expect(deps.insert.mock.calls.map(([row]) => row.request_id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
