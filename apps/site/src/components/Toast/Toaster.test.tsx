import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createToastStore, DEFAULT_TOAST_DURATION_MS, Toaster } from './index.ts';

describe('<Toaster />', () => {
  afterEach(() => vi.useRealTimers());

  test('shows an error toast as a red alert and hides it after its duration', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Unable to load voice assistant configuration');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load voice assistant configuration');
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(alert.className).toContain('bg-red-600');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the same message is not stacked twice; the X dismisses it', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Too many voice calls. Please wait a moment.');
      store.show('Too many voice calls. Please wait a moment.');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť upozornenie' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a message in another language carries its lang (the English toasts the product keeps)', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Failed to start voice assistant', { lang: 'en' });
      store.show('Slovenská správa');
    });
    expect(screen.getByText('Failed to start voice assistant')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Slovenská správa')).not.toHaveAttribute('lang');
  });

  test('info toasts are polite status messages', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Hotovo', { variant: 'info' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Hotovo');
  });
});
