import { describe, expect, test } from 'vitest';
import { escapeHtml, headTags } from './headTags.ts';

const base = {
  title: 'Titulok & "úvod"',
  description: 'Popis <stránky>',
  siteUrl: 'https://example.sk',
  siteName: 'Hlasový asistent',
};

describe('head tags', () => {
  test('an indexable page: description, canonical, Open Graph; values escaped', () => {
    const html = headTags({ ...base, canonical: 'https://example.sk/gdpr', indexable: true });
    expect(html).toContain('<title>Titulok &amp; &quot;úvod&quot;</title>');
    expect(html).toContain('<meta name="description" content="Popis &lt;stránky&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.sk/gdpr" />');
    expect(html).toContain('<meta property="og:locale" content="sk_SK" />');
    expect(html).toContain('<meta property="og:url" content="https://example.sk/gdpr" />');
    expect(html).not.toContain('noindex');
  });

  test('the 404 page: noindex, no canonical', () => {
    const html = headTags({ ...base, canonical: null, indexable: false });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
  });

  test.each([
    ['<script>', '&lt;script&gt;'],
    ['a & b', 'a &amp; b'],
    ['"q"', '&quot;q&quot;'],
  ])('escapeHtml(%s) = %s', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});
