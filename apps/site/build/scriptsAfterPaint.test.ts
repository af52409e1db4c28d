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

  const inserted = () => document.head.querySelectorAll('script[src="/assets/index-b.js"]');
  const reset = () => {
    announcePageHydrated();
    document.head.replaceChildren();
  };

  test('in a hidden tab the scripts are inserted at once', () => {
    runLoader('hidden');
    expect(inserted()).toHaveLength(1);
    reset();
  });

  test('the scripts are inserted once the first contentful paint is reported, once', () => {
    const loader = runLoader('visible', { paint: true });
    expect(loader.observed).toEqual([{ type: 'paint', buffered: true }]);
    loader.frames.shift()?.(); // the first frame is drawn: not yet presented
    loader.report('first-paint');
    expect(loader.timers).toHaveLength(1); // only the fallback
    loader.report('first-contentful-paint');
    expect(loader.disconnected).toBe(true);
    loader.timers.pop()?.();
    expect(inserted()).toHaveLength(1);
    loader.timers.pop()?.(); // the fallback 3 s after the first frame changes nothing
    expect(inserted()).toHaveLength(1);
    reset();
  });

  test('without a paint entry the scripts come 3 s after the first frame', () => {
    const loader = runLoader('visible', { paint: true });
    loader.frames.shift()?.();
    expect(loader.delays).toEqual([3000]);
    expect(inserted()).toHaveLength(0);
    loader.timers.shift()?.();
    expect(inserted()).toHaveLength(1);
    reset();
  });

  test('a browser without paint entries inserts the scripts after the next frame', () => {
    const loader = runLoader('visible', { paint: false });
    expect(loader.observed).toEqual([]);
    expect(inserted()).toHaveLength(0);
    loader.frames.shift()?.();
    expect(inserted()).toHaveLength(0);
    loader.timers.shift()?.();
    expect(inserted()).toHaveLength(1);
    reset();
  });

  test('a tab hidden before its first paint loads the scripts then', () => {
    runLoader('visible', { paint: true });
    expect(inserted()).toHaveLength(0);
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted()).toHaveLength(1);
    reset();
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

/**
 * Runs the loader in this document (jsdom) over a prerendered page's body, with its frames,
 * timers and (when `paint` is given) a PerformanceObserver that supports `paint` entries or not.
 */
function runLoader(visibility: 'visible' | 'hidden', options: { paint?: boolean } = {}) {
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
  const delays: number[] = [];
  const observed: unknown[] = [];
  const state = { disconnected: false };
  let callback: ((list: unknown, observer: unknown) => void) | undefined;
  const observer = { disconnect: () => (state.disconnected = true) };
  class FakeObserver {
    static supportedEntryTypes = options.paint ? ['mark', 'paint'] : ['mark'];
    constructor(listener: typeof callback) {
      callback = listener;
    }
    observe(init: unknown) {
      observed.push(init);
    }
  }
  new Function('requestAnimationFrame', 'setTimeout', 'PerformanceObserver', AFTER_PAINT_LOADER)(
    (run: () => void) => frames.push(run),
    (run: () => void, delay = 0) => {
      timers.push(run);
      delays.push(delay);
    },
    options.paint === undefined ? undefined : FakeObserver,
  );
  const report = (name: string) =>
    callback?.(
      { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
      observer,
    );
  return {
    frames,
    timers,
    delays,
    observed,
    report,
    get disconnected() {
      return state.disconnected;
    },
  };
}
