// Critical CSS inline: the entry stylesheet is small (about 8 kB gzip) and render-blocking, so
// the prerendered pages carry it in a <style> element instead of a <link>, saving a round trip
// before the first paint. The strict CSP allows exactly these blocks by their SHA-256 hashes.
// The <link> stays, disabled: a disabled stylesheet is not fetched, and Vite's loader of
// on-demand chunks skips a stylesheet the page already links. Without it, each chunk that imports
// the entry script (whose stylesheet this is) fetched the inlined file again after hydration
// (11 kB on a phone). playwright/pages.spec.ts checks that it is never requested.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash } from './cspHash.ts';

export interface InlinedStyles {
  html: string;
  /** CSP source expressions (`'sha256-…'`) of every inlined block. */
  hashes: string[];
}

/**
 * Puts each same-origin `<link rel="stylesheet">` file's content in a `<style>` block before the
 * link, and disables the link.
 */
export function inlineStylesheets(html: string, outDir: string): InlinedStyles {
  const hashes: string[] = [];
  const out = html.replace(/<link\b[^>]*\brel=["']stylesheet["'][^>]*>/g, (tag) => {
    const href = /\bhref=["'](\/[^"']+\.css)["']/.exec(tag)?.[1];
    if (!href) return tag;
    // A closing tag inside CSS would end the element early; Vite's output never has one.
    const css = readFileSync(join(outDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
    hashes.push(cspHash(css));
    return `<style>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled>')}`;
  });
  return { html: out, hashes };
}
