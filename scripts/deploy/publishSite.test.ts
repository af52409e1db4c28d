// The site publication: the folder the deploy built and scanned goes to Netlify's API (a local
// stand-in of its file-digest deploy) byte for byte, with the SPA fallback as _redirects.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NetlifyApiStandin, startNetlifyApiStandin } from '@hlasovy-asistent/local-stack';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishSite, SPA_FALLBACK } from './publishSite.ts';

let netlify: NetlifyApiStandin;
const dir = mkdtempSync(join(tmpdir(), 'publish-'));

beforeAll(async () => {
  netlify = await startNetlifyApiStandin();
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'gdpr'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>Ahoj</p>');
  writeFileSync(join(dir, 'gdpr', 'index.html'), '<p>GDPR</p>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'copy.js'), 'console.log(1)'); // same digest, one upload
  writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
});

afterAll(async () => {
  await netlify?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('publishSite', () => {
  test('publishes exactly the folder (and the SPA fallback), each distinct file uploaded once', async () => {
    const result = await publishSite(dir, {
      apiUrl: netlify.url,
      siteId: netlify.siteId,
      token: netlify.token,
    });
    expect(result.files).toBe(6);
    expect(result.uploaded).toBe(5);
    const published = Object.fromEntries(
      [...netlify.published].map(([path, body]) => [path, body.toString('utf8')]),
    );
    expect(published).toEqual({
      '/index.html': '<!doctype html><p>Ahoj</p>',
      '/gdpr/index.html': '<p>GDPR</p>',
      '/assets/index-abc.js': 'console.log(1)',
      '/assets/copy.js': 'console.log(1)',
      '/_headers': '/*\n  X-Frame-Options: DENY\n',
      '/_redirects': SPA_FALLBACK,
    });
  });

  test('a wrong token: refused by the host, named, nothing published', async () => {
    const before = netlify.requests.length;
    await expect(
      publishSite(dir, { apiUrl: netlify.url, siteId: netlify.siteId, token: 'nfp_wrong' }),
    ).rejects.toThrow(/Netlify POST \/api\/v1\/sites\/.*\/deploys answered 401/);
    expect(netlify.requests.slice(before)).toHaveLength(1);
  });
});
