// The demo form's part of the dialling rules: the callable countries at the phone field and on
// submit, the honeypot, the form token, the optional Turnstile widget, the booking horizon.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TURNSTILE_SCRIPT_URL } from './bot-check/loadTurnstile.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { fillForm, pickDay } from './testing/fillForm.ts';
import { field, renderModal } from './testing/renderModal.tsx';

const HINT =
  'Voláme iba na mobilné a pevné linky s predvoľbou +421 (Slovensko) alebo +420 (Česko).';

/** The description as read out; the typeset no-break spaces count as spaces. */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\u00a0/g, ' ');

const sentBody = (deps: ReturnType<typeof fakeDeps>['deps']) =>
  deps.invoke.mock.calls[0]?.[0] as Record<string, unknown> | undefined;

describe('callable countries', () => {
  test('the phone field names them before anything is submitted', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    expect(screen.getByText(HINT)).toBeVisible();
    expect(describedText(field.phone())).toBe(HINT);
  });

  test.each([
    ['a Nigerian mobile', '+234 803 123 4567'],
    ['a US premium number', '+1 900 555 0123'],
    ['an Austrian mobile', '+43 699 1234 5678'],
  ])('%s -> the message naming them, on the field, nothing stored', async (_title, phone) => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate', phone });
    await user.click(field.submit());
    const message = `Na toto číslo vám nevieme zavolať. ${HINT}`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field.phone())).toBe(`${HINT} ${message}`);
    expect(deps.insert).not.toHaveBeenCalled();
  });

  test('a Czech number is sent', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate', phone: '+420 601 123 456' });
    await user.click(field.submit());
    await waitFor(() => expect(deps.invoke).toHaveBeenCalled());
    expect(sentBody(deps)?.phone).toBe('+420601123456');
  });
});

describe('bot friction', () => {
  afterEach(() => {
    delete (window as { turnstile?: unknown }).turnstile;
    for (const script of document.querySelectorAll('script[src*="challenges.cloudflare.com"]')) {
      script.remove();
    }
  });

  test('the form token is asked for once when the form opens and sent with the request', async () => {
    const formToken = vi.fn(async () => 'v1.token');
    const { deps } = fakeDeps({ formToken });
    const { user } = renderModal({ deps });
    expect(formToken).toHaveBeenCalledTimes(1);
    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    await waitFor(() => expect(deps.invoke).toHaveBeenCalled());
    expect(sentBody(deps)).toMatchObject({ formToken: 'v1.token' });
    expect(formToken).toHaveBeenCalledTimes(1);
  });

  test('without a token (fetch failed) the form still succeeds; nothing else changes', async () => {
    const { deps } = fakeDeps({ formToken: async () => undefined });
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(sentBody(deps)).not.toHaveProperty('formToken');
  });

  test('the honeypot is hidden from people and assistive technology and sent when filled', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // not in the accessibility tree
    expect(screen.queryByRole('textbox', { name: /Webová stránka/ })).toBeNull();
    if (honeypot) honeypot.value = 'https://spam.example';
    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    expect(await screen.findByRole('status')).toBeInTheDocument(); // same success as anyone
    expect(sentBody(deps)).toMatchObject({ honeypot: 'https://spam.example' });
  });

  test('an empty honeypot is not sent', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    await waitFor(() => expect(deps.invoke).toHaveBeenCalled());
    expect(sentBody(deps)).not.toHaveProperty('honeypot');
  });

  test('without a Turnstile site key no Cloudflare script is loaded', () => {
    const { deps } = fakeDeps();
    renderModal({ deps });
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
    expect(screen.queryByTestId('turnstile')).toBeNull();
  });

  test('with a site key the script loads when the form opens', () => {
    const { deps } = fakeDeps({ turnstileSiteKey: '1x00000000000000000000AA' });
    renderModal({ deps });
    const script = document.querySelector<HTMLScriptElement>(
      'script[src*="challenges.cloudflare"]',
    );
    expect(script?.src).toBe(TURNSTILE_SCRIPT_URL);
  });

  test('the widget token is sent; closing the form removes the widget', async () => {
    const remove = vi.fn();
    const render = vi.fn(
      (_el: HTMLElement, options: { sitekey: string; callback(t: string): void }) => {
        options.callback('turnstile-token');
        return 'widget-1';
      },
    );
    (window as { turnstile?: unknown }).turnstile = { render, remove };
    const { deps } = fakeDeps({ turnstileSiteKey: '1x00000000000000000000AA' });
    const { user, setOpen } = renderModal({ deps });
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(render.mock.calls[0]?.[1]).toMatchObject({
      sitekey: '1x00000000000000000000AA',
      language: 'sk',
    });
    await fillForm(user, { callType: 'immediate' });
    await user.click(field.submit());
    await waitFor(() => expect(deps.invoke).toHaveBeenCalled());
    expect(sentBody(deps)).toMatchObject({ turnstileToken: 'turnstile-token' });
    setOpen(false);
    expect(remove).toHaveBeenCalledWith('widget-1');
  });
});

describe('booking horizon', () => {
  test('days after today + 30 are disabled (Tuesday 24 Nov 2026 -> last 24 Dec)', async () => {
    const { deps } = fakeDeps();
    const { user } = renderModal({ deps });
    await pickDay(user, '24. decembra 2026');
    expect(field.date()).toHaveTextContent('24.12.2026');
    await user.click(field.date());
    await screen.findByRole('grid', { name: /december 2026/i }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /^25\. decembra 2026/ })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Prejsť na ďalší mesiac' });
    expect(next).toHaveAttribute('aria-disabled', 'true'); // January is past the horizon
  });
});
