// The /gdpr text from the operator's settings: marked placeholders while a setting is missing
// (local and CI builds), the values once set; retention of leads and recordings, processors.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { DEFAULT_PROCESSORS } from '../../consentSettings.ts';
import { type GdprSettings, gdprCopy, PLACEHOLDERS } from '../../copy/gdpr.ts';
import { plain } from '../../test/plain.ts';
import { GdprPage } from './index.ts';

const UNSET: GdprSettings = {
  productName: 'Hlasový asistent',
  controller: { name: '', address: '', ico: '', email: '' },
  leadRetentionDays: 180,
  recordingRetentionDays: null,
  processors: DEFAULT_PROCESSORS,
};

const SET: GdprSettings = {
  productName: 'Hlasový asistent',
  controller: {
    name: 'Ukážka s. r. o.',
    address: 'Hlavná 1, 811 01 Bratislava',
    ico: '12345678',
    email: 'gdpr@ukazka.sk',
  },
  leadRetentionDays: 90,
  recordingRetentionDays: 30,
  processors: ['Vapi, Inc. (hlasová platforma)', 'Hostiteľ, a. s. (hosting)'],
};

/** Renders the page with these settings; returns its text as a reader hears it. */
function renderPage(settings: GdprSettings) {
  const view = render(
    <MemoryRouter>
      <GdprPage text={gdprCopy(settings)} />
    </MemoryRouter>,
  );
  return { ...view, text: plain(view.container.textContent) };
}

describe('the controller on /gdpr', () => {
  test('unset: every field is a visible, marked placeholder', () => {
    const { container, text } = renderPage(UNSET);
    const marked = [...container.querySelectorAll('mark[data-placeholder]')].map((m) =>
      plain(m.textContent),
    );
    for (const placeholder of Object.values(PLACEHOLDERS)) {
      expect(marked).toContain(placeholder);
    }
    expect(text).toContain('je [doplňte názov spoločnosti].');
    expect(text).toContain('IČO[doplňte IČO]');
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  test('set: the values, no placeholder left, the e-mail as a mailto: link', () => {
    const { container, text } = renderPage(SET);
    expect(container.querySelector('mark')).toBeNull();
    expect(text).not.toContain('[doplňte');
    expect(text).toContain('Prevádzkovateľom osobných údajov');
    expect(text).toContain('je Ukážka s. r. o.');
    expect(text).toContain('SídloHlavná 1, 811 01 Bratislava');
    expect(text).toContain('IČO12345678');
    expect(text).toContain(
      'e-mailom na gdpr@ukazka.sk alebo písomne na adresu prevádzkovateľa Hlavná 1',
    );
    expect(screen.getByRole('link', { name: 'gdpr@ukazka.sk' })).toHaveAttribute(
      'href',
      'mailto:gdpr@ukazka.sk',
    );
  });

  test('the controller is named in a definition list (name, address, IČO, e-mail)', () => {
    renderPage(SET);
    const terms = screen.getAllByRole('term').map((t) => plain(t.textContent));
    expect(terms).toEqual(['Názov', 'Sídlo', 'IČO', 'Kontaktný e-mail']);
    const values = screen.getAllByRole('definition').map((d) => plain(d.textContent));
    expect(values).toEqual([
      'Ukážka s. r. o.',
      'Hlavná 1, 811 01 Bratislava',
      '12345678',
      'gdpr@ukazka.sk',
    ]);
  });
});

describe('retention', () => {
  test.each([
    [180, '180 dní'],
    [90, '90 dní'],
    [3, '3 dni'],
    [1, '1 deň'],
  ])('leads: %i days -> "%s" (the backend setting, config.leadRetentionDays)', (days, shown) => {
    const { text } = renderPage({ ...UNSET, leadRetentionDays: days });
    expect(text).toContain(`Údaje zo žiadosti uchovávame ${shown} od jej prijatia`);
    expect(text).toContain(`najdlhšie však ${shown} od jej prijatia`);
  });

  test.each([
    [null, 'nahrávky uchováva hlasová platforma najdlhšie [doplňte počet] dní od hovoru'],
    [30, 'nahrávky uchováva hlasová platforma najdlhšie 30 dní od hovoru'],
    [0, 'Hovory nenahrávame.'],
  ])('call recordings: %s -> "%s"', (days, sentence) => {
    const { text } = renderPage({ ...SET, recordingRetentionDays: days });
    expect(text).toContain(sentence);
    if (days === 0) expect(text).not.toMatch(/nahrávky uchováva/);
  });
});

describe('processors and rights', () => {
  test('the default processors: the voice platform, the database, the hosting', () => {
    renderPage(UNSET);
    const list = screen.getByRole('heading', { name: 'Sprostredkovatelia' }).parentElement;
    const items = [...(list?.querySelectorAll('li') ?? [])].map((li) => plain(li.textContent));
    expect(items).toEqual([
      'Vapi, Inc. (hlasová platforma: hovory a písané rozhovory s AI asistentom)',
      'Supabase, Inc. (databáza a serverové funkcie)',
      'Netlify, Inc. (hosting webovej stránky)',
    ]);
  });

  test('configured processors replace the defaults', () => {
    renderPage(SET);
    expect(screen.getByText(/^Hostiteľ, a\. s\./)).toBeInTheDocument();
    expect(screen.queryByText(/Netlify/)).toBeNull();
  });

  test('all rights of the data subject, each with its article, and the complaint', () => {
    const { container } = renderPage(SET);
    const rights = [...container.querySelectorAll('#gdpr-3 ~ ul li')].map((li) =>
      plain(li.textContent),
    );
    expect(rights).toHaveLength(7);
    for (const [index, [right, article]] of [
      ['na prístup k osobným údajom', 15],
      ['na opravu', 16],
      ['na vymazanie', 17],
      ['na obmedzenie spracúvania', 18],
      ['na prenosnosť údajov', 20],
      ['namietať proti spracúvaniu vrátane priameho marketingu', 21],
    ].entries()) {
      expect(rights[index]).toMatch(new RegExp(`^${right}.*\\(.*čl\\. ${article} GDPR\\),$`));
    }
    expect(rights[6]).toMatch(
      /^podať sťažnosť dozornému orgánu, ktorým je Úrad na ochranu osobných údajov Slovenskej republiky/,
    );
  });

  test('consent is given by ticking, and the marketing box is separate and optional', () => {
    const { text } = renderPage(SET);
    expect(text).toContain('Súhlas udeľujete zaškrtnutím políčka');
    expect(text).toContain('nie odoslaním formulára');
    expect(text).toContain('Ak políčko nezaškrtnete, vaše údaje na marketing nepoužijeme.');
    expect(text).not.toMatch(/Odoslaním formulára .* udeľujete súhlas/);
  });

  test("the booking card's one consent: the non-marketing calls of section 1, never the marketing one", () => {
    const { text } = renderPage(SET);
    expect(text).toContain('potvrdzujete na karte rezervácie. Karta má jediné políčko');
    expect(text).toContain('súhlas s nemarketingovými hovormi podľa časti 1');
    expect(text).toContain('Marketingový súhlas (časť 2) na karte neudeľujete.');
    expect(text).toContain('na karte v hovore alebo na karte v písanom rozhovore');
  });

  test.each([
    [180, '180 dní'],
    [30, '30 dní'],
  ])(
    'the written conversation (%i days): what the voice platform gets, how long it is kept, how it is erased',
    (days, shown) => {
      const { text } = renderPage({ ...SET, leadRetentionDays: days });
      expect(text).toContain(
        'text vašich správ a odpovede asistenta spracúva hlasová platforma, ktorá odpovede vytvára',
      );
      expect(text).toContain('nie obsah správ');
      expect(text).toContain(
        `Písaný rozhovor vymažeme na platforme aj u nás ${shown} od jeho poslednej správy.`,
      );
      expect(text).toContain('vymažeme hneď aj rozhovor, v ktorom ste si termín rezervovali');
    },
  );

  test('every text is typeset (no one-letter word at a line end)', () => {
    const copy = gdprCopy(SET);
    for (const paragraph of copy.sections.flatMap((s) => s.paragraphs)) {
      expect(paragraph).not.toMatch(/(^|\s)[aikosuvzAIKOSUVZ] /);
    }
  });
});
