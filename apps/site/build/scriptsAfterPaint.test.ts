import { describe, expect, test } from 'vitest';
import { announcePageHydrated } from '../src/lib/pageHydrated.ts';
import { buildCsp } from './csp.ts';
import { cspHash } from './cspHash.ts';
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
    for (const visibility of ['visible', 'hidden'] as const) {
      const loader = runLoader(visibility);
      const inserted = () => document.head.querySelectorAll('script[src="/assets/index-b.js"]');
      if (visibility === 'visible') {
        expect(inserted()).toHaveLength(0);
        loader.frames.shift()?.();
        expect(inserted()).toHaveLength(0);
        loader.timers.shift()?.();
      }
      expect(inserted()).toHaveLength(1);
      announcePageHydrated();
      document.head.replaceChildren();
    }
  });

  test('a tap on a button before hydration is replayed once hydrated, once per button', () => {
    runLoader('hidden');
    const orb = document.querySelector<HTMLButtonElement>('#orb') as HTMLButtonElement;
    const demo = document.querySelector<HTMLButtonElement>('#demo') as HTMLButtonElement;
    const link = document.querySelector<HTMLAnchorElement>('#link') as HTMLAnchorElement;
    const heard: string[] = [];
    // what React's root listener is: under the document, so after the loader's capture
    const root = document.getElementById('root') as HTMLElement;
    root.addEventListener('click', (event) => {
      heard.push(`${(event.target as Element).id}${event.defaultPrevented ? ' (prevented)' : ''}`);
      if ((event.target as Element).id === 'link') event.preventDefault(); // no navigation in jsdom
    });

    orb.click();
    demo.querySelector('span')?.click(); // a tap on the label inside the button
    orb.click(); // tapped again: nothing had answered
    link.click(); // links work without the code
    expect(heard).toEqual(['link']);

    announcePageHydrated();
    expect(heard).toEqual(['link', 'orb', 'demo']);
    // from now on the page's own handlers answer at once, and nothing is replayed twice
    orb.click();
    announcePageHydrated();
    expect(heard).toEqual(['link', 'orb', 'demo', 'orb']);
  });

  test('the tapped button is not clicked again when it left the page or is disabled', () => {
    runLoader('hidden');
    const heard: string[] = [];
    document.addEventListener('click', (event) => heard.push((event.target as Element).id));
    const orb = document.querySelector<HTMLButtonElement>('#orb') as HTMLButtonElement;
    const demo = document.querySelector<HTMLButtonElement>('#demo') as HTMLButtonElement;
    demo.disabled = true;
    demo.click();
    orb.click();
    orb.remove();
    announcePageHydrated();
    expect(heard).toEqual([]);
  });
});

/** Runs the loader in this document (jsdom) over a prerendered page's body. */
function runLoader(visibility: 'visible' | 'hidden') {
  document.body.innerHTML = [
    '<div id="root"><button id="orb" type="button">o</button>',
    '<button id="demo" type="button"><span>d</span></button><a id="link" href="/gdpr">g</a></div>',
    `<template id="${PAGE_SCRIPTS_ID}">`,
    '<link rel="modulepreload" crossorigin href="/assets/jsx-c.js">',
    '<script type="module" crossorigin src="/assets/index-b.js"></script></template>',
  ].join('');
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  new Function('requestAnimationFrame', 'setTimeout', AFTER_PAINT_LOADER)(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return { frames, timers };
}
