import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PLACEHOLDERS } from '../../consentSettings.ts';
import { footerOperator } from './footerOperator.ts';
import { SiteFooter } from './SiteFooter.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const SET = {
  controller: {
    name: 'Ukážka s. r. o.',
    address: 'Hlavná 1, 811 01 Bratislava',
    ico: '12 345 678',
    email: 'gdpr@ukazka.sk',
  },
  phoneNumber: '+421212345678',
  phoneDisplay: '+421 2 1234 5678',
};

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function renderFooter(operator: ReturnType<typeof footerOperator>) {
  render(
    <MemoryRouter>
      <SiteFooter operator={operator} onCookieSettings={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('the footer names the operator', () => {
  test('from the /gdpr settings: name, address, IČO, the phone number, nothing marked', () => {
    const footer = renderFooter(footerOperator(SET));
    const operator = within(footer).getByTestId('footer-operator');
    expect(plain(operator.textContent)).toContain('Ukážka s. r. o.');
    expect(plain(operator.textContent)).toContain('Hlavná 1, 811 01 Bratislava');
    expect(plain(operator.textContent)).toContain('IČO: 12 345 678');
    expect(footer.querySelector('mark')).toBeNull();
    expect(within(footer).getByRole('link', { name: /\+421 2 1234 5678/ })).toHaveAttribute(
      'href',
      'tel:+421212345678',
    );
    expect(
      within(footer).getByRole('link', { name: 'Súhlas so spracúvaním údajov' }),
    ).toHaveAttribute('href', '/gdpr');
    expect(within(footer).getByRole('button', { name: 'Nastavenia cookies' })).toBeVisible();
  });

  test('unset: the /gdpr placeholders, marked the way /gdpr marks them', () => {
    const footer = renderFooter(
      footerOperator({ ...SET, controller: { name: '', address: '', ico: '', email: '' } }),
    );
    const marks = [...footer.querySelectorAll('mark[data-placeholder]')].map((m) => m.textContent);
    expect(marks).toEqual([PLACEHOLDERS.name, PLACEHOLDERS.address, PLACEHOLDERS.ico]);
  });

  test('with the VITE_CONTROLLER_* settings of a production build, the server render names the operator', async () => {
    vi.stubEnv('VITE_CONTROLLER_NAME', SET.controller.name);
    vi.stubEnv('VITE_CONTROLLER_ADDRESS', SET.controller.address);
    vi.stubEnv('VITE_CONTROLLER_ICO', SET.controller.ico);
    vi.resetModules();
    const { SiteFooter: Footer } = await import('./SiteFooter.tsx');
    const html = renderToString(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const text = plain(html).replace(/<!-- -->/g, '');
    expect(text).toContain('Ukážka s. r. o.');
    expect(text).toContain('Hlavná 1, 811 01 Bratislava');
    expect(text).toContain('IČO: 12 345 678');
    expect(html).not.toContain('data-placeholder');
  });
});
