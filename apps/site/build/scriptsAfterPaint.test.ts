import { describe, expect, test, vi } from 'vitest';
import { buildCsp } from './csp.ts';
import { cspHash } from './inlineStylesheets.ts';
import { AFTER_PAINT_LOADER, PAGE_SCRIPTS_ID, scriptsAfterPaint } from './scriptsAfterPaint.ts';

const page = [
  '<html><head><title>t</title>',
  '<link rel="modulepreload" crossorigin href="/assets/Landing-a.js">',
  '<script type="module" crossorigin src="/assets/index-b.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-c.js">',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-c.js">',
  '<link rel="icon" href="/favicon.svg"><style>.a{}</style>',
  '</head><body><div id="root"><button>x</button></div></body></html>',
].join('');

describe('the page paints before its code loads', () => {
  test('the module script and its preloads leave <head> for an inert template after #root', () => {
    const { html } = scriptsAfterPaint(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('<link rel="icon" href="/favicon.svg"><style>.a{}</style>');
    expect(html).toContain(
      `<div id="root"><button>x</button></div><template id="${PAGE_SCRIPTS_ID}">` +
        '<link rel="modulepreload" crossorigin href="/assets/Landing-a.js">' +
        '<script type="module" crossorigin src="/assets/index-b.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-c.js"></template>' +
        `<script>${AFTER_PAINT_LOADER}</script></body>`,
    );
  });

  test('the CSP allows the loader by its hash, without unsafe-inline', () => {
    const { hash } = scriptsAfterPaint(page);
    expect(hash).toBe(cspHash(AFTER_PAINT_LOADER));
    const csp = buildCsp({
      supabaseUrl: 'https://abc.supabase.co',
      adPixel: false,
      https: true,
      scriptHashes: [hash as string],
    });
    expect(csp).toContain(`script-src 'self' ${hash} `);
    expect(csp).not.toContain('unsafe-inline');
  });

  test('a page without module scripts is left alone', () => {
    const html = '<html><head></head><body><p>x</p></body></html>';
    expect(scriptsAfterPaint(html)).toEqual({ html, hash: null });
  });

  test('the loader inserts the scripts after the next frame, or at once in a hidden tab', () => {
    const appended: unknown[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const template = { content: 'fragment' };
    const run = (visibilityState: 'visible' | 'hidden') =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', AFTER_PAINT_LOADER)(
        {
          visibilityState,
          getElementById: (id: string) => (id === PAGE_SCRIPTS_ID ? template : null),
          importNode: vi.fn((node: unknown, deep: boolean) => (deep ? `copy of ${node}` : node)),
          head: { append: (node: unknown) => appended.push(node) },
        },
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );

    run('visible');
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    timers.shift()?.();
    expect(appended).toEqual(['copy of fragment']);

    run('hidden');
    expect(frames).toEqual([]);
    expect(appended).toEqual(['copy of fragment', 'copy of fragment']);
  });
});
