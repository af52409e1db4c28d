import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { config } from '../src/config.ts';
import { type GdprSettings, gdprCopy } from '../src/copy/gdpr.ts';
import { renderRoute } from '../src/entry-server.tsx';
import { GdprPage } from '../src/features/gdpr/index.ts';
import {
  CONSENT_PAGE_PATH,
  consentTextVersion,
  mainText,
  normalizeConsentText,
} from './consentTextVersion.ts';
import { CONTROLLER as controller } from './testing/readyEnv.ts';

const page = renderRoute(CONSENT_PAGE_PATH);
const version = consentTextVersion(mainText(page));

/** The rendered page with `edit` applied to the inside of <main> only. */
function editMain(edit: (inner: string) => string): string {
  return page.replace(
    /(<main[^>]*>)([\s\S]*)(<\/main>)/,
    (_m, open, inner, close) => `${open}${edit(inner)}${close}`,
  );
}

const versionOf = (html: string) => consentTextVersion(mainText(html));

describe('the consent text version of the rendered /gdpr page', () => {
  test('is gdpr- and 16 hex digits, the same every time', () => {
    expect(version).toMatch(/^gdpr-[0-9a-f]{16}$/);
    expect(versionOf(renderRoute(CONSENT_PAGE_PATH))).toBe(version);
  });

  test('hashes the page text (the three sections are in it)', () => {
    const text = normalizeConsentText(mainText(page));
    expect(text).toContain('Nemarketingové hovory');
    expect(text).toContain('Marketingové hovory a SMS');
    expect(text).toContain('Odvolanie súhlasu');
    expect(text).not.toContain('<');
  });

  test.each([
    // the rendered page is typeset: no-break spaces after "s" and between "180" and its word
    ['one word', (m: string) => m.replace(/Súhlasíte s\u00a0tým, aby/, 'Súhlasíte, aby')],
    ['the retention period', (m: string) => m.replace(/180\u00a0dní/, '90\u00a0dní')],
    ['a new paragraph', (m: string) => m.replace('</article>', '<p>Nový odsek.</p></article>')],
    ['a removed list item', (m: string) => m.replace(/<li>[^<]*<\/li>/, '')],
    ['one letter of diacritics', (m: string) => m.replace('spracúvania', 'spracuvania')],
  ])('changes when the text changes: %s', (_title, edit) => {
    const edited = editMain(edit);
    expect(edited).not.toBe(page);
    expect(versionOf(edited)).not.toBe(version);
  });

  test.each([
    ['class names', (m: string) => m.replace(/class="[^"]*"/g, 'class="x"')],
    ['a wrapper element', (m: string) => `<div class="new">${m}</div>`],
    ['line breaks in the markup', (m: string) => m.replace(/<\/p>/g, '</p>\n  ')],
    // the page is typeset; taking the typography out must not change the version either
    ['plain spaces instead of no-break spaces', (m: string) => m.replace(/\u00a0/g, ' ')],
    ['a non-breaking hyphen in e-mail', (m: string) => m.replace(/e-mail/g, 'e\u2011mail')],
    ['escaped entities', (m: string) => m.replace(/„/g, '&#x201E;')],
  ])('stays when only the presentation changes: %s', (_title, edit) => {
    const edited = editMain(edit);
    expect(edited).not.toBe(page);
    expect(versionOf(edited)).toBe(version);
  });

  test('the page hashed is the one of this build: the settings it shows are in the text', () => {
    const text = normalizeConsentText(mainText(page));
    expect(text).toContain(`uchovávame ${config.leadRetentionDays} dní`);
    expect(text).toContain(config.controller.name || '[doplňte názov spoločnosti]');
    expect(text).toContain(config.processors[0]);
  });

  test('text outside <main> (header, footer, cookie banner) does not count', () => {
    const edited = page
      .replace('Preskočiť na obsah', 'Preskočiť')
      .replace('</main>', '</main><p>Päta</p>');
    expect(versionOf(edited)).toBe(version);
  });

  test.each([
    ['no <main>', '<div>text</div>'],
    ['two <main>', '<main>a</main><main>b</main>'],
  ])('a page with %s is an error, not a silent version', (_title, html) => {
    expect(() => mainText(html)).toThrow(/exactly one <main>/);
  });
});

/** The version of the /gdpr text rendered with these settings. */
function versionWith(settings: Partial<GdprSettings>): string {
  const gdpr = createElement(GdprPage, { text: gdprCopy({ ...config, ...settings }) });
  const html = renderToString(createElement(MemoryRouter, null, createElement('main', null, gdpr)));
  return versionOf(html);
}

describe('the settings shown on /gdpr are part of the consent text', () => {
  const base = versionWith({ controller });

  test('the same settings, the same version', () => {
    expect(versionWith({ controller })).toBe(base);
  });

  test.each<[string, Partial<GdprSettings>]>([
    ['another controller', { controller: { ...controller, name: 'Iná firma, a. s.' } }],
    ['another IČO', { controller: { ...controller, ico: '87654321' } }],
    ['another contact e-mail', { controller: { ...controller, email: 'dpo@ukazka.sk' } }],
    [
      'no controller yet (placeholders)',
      { controller: { name: '', address: '', ico: '', email: '' } },
    ],
    ['another lead retention', { controller, leadRetentionDays: config.leadRetentionDays + 1 }],
    ['a recording retention', { controller, recordingRetentionDays: 30 }],
    ['calls not recorded', { controller, recordingRetentionDays: 0 }],
    ['other processors', { controller, processors: ['Hostiteľ, a. s. (hosting)'] }],
  ])('%s -> another version', (_title, settings) => {
    expect(versionWith(settings)).not.toBe(base);
  });
});
