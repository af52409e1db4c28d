import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BANNER_DELAY_MS,
  BANNER_EXIT_MS,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CookieBanner,
  createConsentStore,
  createCookieSettings,
} from './index.ts';

const NOW = new Date('2026-03-15T10:20:30.000Z');

function renderBanner(props: Parameters<typeof CookieBanner>[0] = {}) {
  const store = createConsentStore(
    () => localStorage,
    () => NOW,
  );
  return render(<CookieBanner store={store} privacyPolicyUrl="/privacy" {...props} />);
}

describe('<CookieBanner />', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('appears 2 s after load when nothing is stored', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS - 1));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ochrany osobných údajov/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test.each(['accepted', 'declined', 'dismissed'])('stays hidden when "%s" is stored', (value) => {
    localStorage.setItem(CONSENT_KEY, value);
    renderBanner();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  test.each([
    ['Prijať všetky', 'accepted', NOW.toISOString(), 'onAccept'],
    ['Odmietnuť', 'declined', NOW.toISOString(), 'onDecline'],
    ['Zavrieť lištu cookies', 'dismissed', null, null],
  ] as const)('"%s" stores %s, date %s, plays a 300 ms exit', (name, value, date, callback) => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    renderBanner({ onAccept, onDecline });
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe(value);
    expect(localStorage.getItem(CONSENT_DATE_KEY)).toBe(date);
    expect(onAccept).toHaveBeenCalledTimes(callback === 'onAccept' ? 1 : 0);
    expect(onDecline).toHaveBeenCalledTimes(callback === 'onDecline' ? 1 : 0);
    expect(screen.getByTestId('cookie-banner')).toHaveAttribute('data-phase', 'exiting');
    act(() => vi.advanceTimersByTime(BANNER_EXIT_MS - 1));
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});

describe('"Nastavenia cookies" reopens the banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderWithOpener() {
    const settings = createCookieSettings();
    const store = createConsentStore(
      () => localStorage,
      () => NOW,
    );
    render(
      <>
        <button type="button" onClick={settings.open}>
          Nastavenia cookies
        </button>
        <CookieBanner store={store} settings={settings} privacyPolicyUrl="/privacy" />
      </>,
    );
    return screen.getByRole('button', { name: 'Nastavenia cookies' });
  }

  test('at once, with focus in the banner; a new choice replaces the stored one', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    localStorage.setItem(CONSENT_DATE_KEY, '2020-01-01T00:00:00.000Z');
    const opener = renderWithOpener();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByTestId('cookie-banner')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Odmietnuť' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('declined');
    expect(localStorage.getItem(CONSENT_DATE_KEY)).toBe(NOW.toISOString());
    act(() => vi.advanceTimersByTime(BANNER_EXIT_MS));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(opener).toHaveFocus();
  });

  test('clicked before the banner is mounted (its code loads after hydration): it opens on mount', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const settings = createCookieSettings();
    settings.open();
    const store = createConsentStore(
      () => localStorage,
      () => NOW,
    );
    render(<CookieBanner store={store} settings={settings} privacyPolicyUrl="/privacy" />);
    expect(screen.getByTestId('cookie-banner')).toHaveAttribute('data-phase', 'visible');
  });

  test('the X of a reopened banner keeps the stored choice', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const opener = renderWithOpener();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť lištu cookies' }));
    act(() => vi.advanceTimersByTime(BANNER_EXIT_MS));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
  });

  test('reopened while it shows for the first time: still one banner', () => {
    const opener = renderWithOpener();
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(opener);
    expect(screen.getAllByTestId('cookie-banner')).toHaveLength(1);
  });
});

describe('cookie policy modal', () => {
  test.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    [
      'the X',
      () => fireEvent.click(screen.getByRole('button', { name: 'Zavrieť zásady cookies' })),
    ],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Zavrieť' }))],
  ])('opens from the banner and closes with %s', async (_title, close) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBanner();
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'zásadách cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zásady používania cookies' });
    expect(dialog).toBeInTheDocument();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  });
});
