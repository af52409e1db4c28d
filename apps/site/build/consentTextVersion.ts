// The version of the consent text a lead agreed to: a hash of the visible text of the /gdpr page
// as it renders (the <main> landmark of the route, header and footer excluded). Any change of
// wording changes it, wherever in the page's components the words live; markup, class names and
// typographic spaces (no-break spaces and hyphens) do not. Computed at build time
// (consentVersionPlugin.ts), checked against the prerendered page (prerender.ts), stored with
// each lead (demo_requests.consent_text_version).
import { createHash } from 'node:crypto';

export const CONSENT_PAGE_PATH = '/gdpr';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The text of the page's single <main> element, each tag read as a space (so the version does
 * not depend on whether the markup has line breaks between elements).
 */
export function mainText(html: string): string {
  const mains = html.match(/<main[\s>][\s\S]*?<\/main>/g) ?? [];
  if (mains.length !== 1) {
    throw new Error(`the consent page must render exactly one <main>, found ${mains.length}`);
  }
  const inner = (mains[0] as string).replace(/^<main[^>]*>/, '').replace(/<\/main>$/, '');
  return decodeEntities(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' '));
}

/** Whitespace of any kind (no-break spaces too) as one space; non-breaking hyphens as '-'. */
export function normalizeConsentText(text: string): string {
  return text
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `gdpr-` and the first 16 hex digits of the SHA-256 of the normalised text. */
export function consentTextVersion(text: string): string {
  const hash = createHash('sha256').update(normalizeConsentText(text), 'utf8').digest('hex');
  return `gdpr-${hash.slice(0, 16)}`;
}
