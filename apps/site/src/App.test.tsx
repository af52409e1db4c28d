import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { GDPR_HEADINGS } from '../playwright/support/gdprHeadings.ts';
import { App, routeReady } from './App.tsx';
import { config } from './config.ts';
import { VoiceSessionProvider } from './features/voice-session/index.ts';
import { metaForPath } from './routeMeta.ts';
import { plain } from './test/plain.ts';
import { createTestSession } from './test/testVoiceSession.ts';

function renderAt(path: string) {
  const { session } = createTestSession();
  return render(
    <VoiceSessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </VoiceSessionProvider>,
  );
}

// /gdpr loads its own chunk; rendering it synchronously (as the prerender does) needs it first
beforeAll(() => Promise.all([routeReady('/'), routeReady('/gdpr'), routeReady('*')]));

describe('routes', () => {
  test('/ is the landing page with hero, orb, slider, demo and phone buttons', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI hlasový asistent');
    expect(screen.getByRole('button', { name: /Začať hlasový rozhovor/ })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Farba bleskov' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '360');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('280');
    expect(screen.getByRole('button', { name: 'Chcem všetko vysvetliť' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zavolať/ }).getAttribute('href')).toMatch(/^tel:\+/);
  });

  test('/gdpr has the three consent sections, with the controller before and processors after', () => {
    renderAt('/gdpr');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => plain(h.textContent));
    // the same list the browser specs read the page with
    expect(headings).toEqual(GDPR_HEADINGS);
    for (const right of [
      'prístup',
      'opravu',
      'vymazanie',
      'obmedzenie',
      'prenosnosť',
      'namietať',
    ]) {
      expect(screen.getByText(new RegExp(`^na ${right}|^${right}`))).toBeInTheDocument();
    }
    expect(screen.getByText(/^podať sťažnosť/)).toHaveTextContent(
      'Úrad na ochranu osobných údajov Slovenskej republiky',
    );
    const text = plain(document.querySelector('article')?.textContent);
    expect(text).toMatch(/e-mailom na .+ alebo písomne na adresu prevádzkovateľa/);
  });

  test('/gdpr reads as a Slovak lawyer would write it', () => {
    renderAt('/gdpr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Súhlas so spracúvaním osobných údajov a s telefonickým kontaktom',
    );
    const text = plain(document.querySelector('article')?.textContent);
    for (const phrase of [
      'Súhlas udeľujete zaškrtnutím políčka vo formulári žiadosti o ukážku, nie odoslaním formulára.',
      'Súhlasíte s tým, aby vás náš AI hlasový asistent',
      'súhlasíte s tým, aby sme vás telefonicky',
      'Ako dotknutá osoba máte právo',
      'písomne na adresu prevádzkovateľa',
      'Odvolanie súhlasu nemá vplyv na zákonnosť spracúvania založeného na súhlase pred jeho odvolaním.',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toMatch(
      /spracovan|po dobu nevyhnutnú|Súhlasíte, aby|na adrese|Odoslaním formulára|12 mesiacov/,
    );
  });

  test('an unknown route shows the 404 page with a home link and a back button', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderAt('/nic-tu-nie-je');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/stratila/)).toHaveTextContent(
      'Možno bola presunutá alebo odkaz nie je úplný.',
    );
    expect(screen.getByRole('link', { name: 'Na úvodnú stránku' })).toHaveAttribute('href', '/');
    screen.getByRole('button', { name: 'Späť' }).click();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  test.each([
    ['/gdpr/', 'Súhlas so spracúvaním osobných údajov a s telefonickým kontaktom'],
    ['/gdpr/nieco', 'Page Not Found'],
    ['/index.html', 'Page Not Found'],
  ])('%s shows the page its document title names: %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(document.title).toBe(metaForPath(path).title);
  });

  test("the header's home link navigates on the client from the 404 page", async () => {
    renderAt('/nic-tu-nie-je');
    screen.getByRole('link', { name: config.productName }).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: /AI hlasový asistent/ }),
    ).toBeInTheDocument();
  });

  test('the 404 page also offers the phone number and the demo modal', () => {
    renderAt('/nic-tu-nie-je');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Zavolať/ })).toHaveAttribute(
      'href',
      `tel:${config.phoneNumber}`,
    );
    expect(plain(within(main).getByRole('link', { name: /Zavolať/ }).textContent ?? '')).toBe(
      `Zavolať na číslo ${plain(config.phoneDisplay)}`,
    );
    expect(within(main).getByRole('link', { name: 'Dohodnúť ukážku' })).toHaveAttribute(
      'href',
      '/#ukazka',
    );
  });
});
