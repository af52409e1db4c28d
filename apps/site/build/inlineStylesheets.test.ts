import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildCsp } from './csp.ts';
import { inlineStylesheets } from './inlineStylesheets.ts';

const css = '.hero{color:#fff}';

function outDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-a.css'), css);
  return dir;
}

describe('critical CSS inline', () => {
  test('the entry stylesheet comes as a <style> block with its CSP hash, its link disabled', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>';
    const { html: out, hashes } = inlineStylesheets(html, outDir());
    expect(out).toBe(
      `<head><style>${css}</style>` +
        '<link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled></head>',
    );
    const expected = createHash('sha256').update(css).digest('base64');
    expect(hashes).toEqual([`'sha256-${expected}'`]);
  });

  test('other links stay as they are', () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="canonical" href="/">';
    expect(inlineStylesheets(html, outDir())).toEqual({ html, hashes: [] });
  });

  test('style-src allows exactly the inlined hashes, still without unsafe-inline', () => {
    const csp = buildCsp({
      supabaseUrl: 'https://abc.supabase.co',
      adPixel: false,
      https: true,
      styleHashes: ["'sha256-abc='"],
    });
    expect(csp).toContain("style-src 'self' 'sha256-abc='");
    expect(csp).not.toContain('unsafe-inline');
  });
});
