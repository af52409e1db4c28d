import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { MANIFEST_FILE, ROUTE_MODULES, routePreloadTags } from './routePreloads.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outDirWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
}

describe('routePreloadTags', () => {
  test('/gdpr preloads its own chunk and what it imports, not the entry', () => {
    const dir = outDirWith({
      'index.html': { file: 'assets/index-a.js' },
      [ROUTE_MODULES['/gdpr'] as string]: {
        file: 'assets/GdprPage-b.js',
        imports: ['index.html', '_shared-c.js'],
      },
      '_shared-c.js': { file: 'assets/shared-c.js' },
    });
    expect(routePreloadTags(dir, '/gdpr')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/GdprPage-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-c.js">',
    );
  });

  test('the landing page also names the stylesheets of its chunks (the orb is styled before hydration)', () => {
    const dir = outDirWith({
      'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'] },
      [ROUTE_MODULES['/'] as string]: {
        file: 'assets/LandingPage-d.js',
        imports: ['index.html', '_shared-c.js'],
        css: ['assets/LandingPage-d.css'],
      },
      '_shared-c.js': { file: 'assets/shared-c.js', css: ['assets/LandingPage-d.css'] },
    });
    expect(routePreloadTags(dir, '/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/LandingPage-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-c.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/LandingPage-d.css">',
    );
  });

  test('routes in the entry preload nothing (and need no manifest)', () => {
    expect(routePreloadTags('/nonexistent', '/a-route-without-its-own-chunk')).toBe('');
  });

  test('a build without the chunk fails loudly instead of hydrating late', () => {
    const dir = outDirWith({ 'index.html': { file: 'assets/index-a.js' } });
    expect(() => routePreloadTags(dir, '/gdpr')).toThrow(/no chunk for src\/features\/gdpr/);
  });
});
