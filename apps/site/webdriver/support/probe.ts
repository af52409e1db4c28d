// What a page reports about itself in WebKit, where classic WebDriver has no console events and no
// init scripts: a probe script that runs first in every document (before the site's own code), so
// errors while loading and hydrating count too. It records uncaught errors, unhandled rejections,
// console.error/console.warn calls and CSP violations, and the answers of the `voice-call`
// function (the call ids: the agent's record of each call is read by id).
//
// The e2e preview server (../../playwright/support/globalSetup.ts) serves it at PROBE_PATH and
// puts it first in <head> of every HTML page requested with the PROBE_COOKIE cookie, which only
// the WebKit suite sets: the Chromium and Firefox specs get the pages as built. The site's CSP
// allows it (script-src 'self').
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

const PROBE_PATH = '/__e2e-probe.js';
export const PROBE_COOKIE = 'e2e-probe';

/** What the probe collected (window.__probe). */
export interface ProbeReport {
  /** The document's path. */
  path: string;
  errors: string[];
  console: { level: 'error' | 'warn'; text: string }[];
  violations: string[];
  callIds: string[];
}

// Plain JavaScript, as the browser runs it (a classic script: it blocks the parser, so it runs
// before the page's module scripts).
const PROBE_SOURCE = `(() => {
  const probe = { path: location.pathname, errors: [], console: [], violations: [], callIds: [] };
  window.__probe = probe;
  const text = (value) => {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) probe.errors.push(text(event.error ?? event.message) + ' (' + event.filename + ':' + event.lineno + ')');
  });
  addEventListener('unhandledrejection', (event) => probe.errors.push('unhandled rejection: ' + text(event.reason)));
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      probe.console.push({ level, text: args.map(text).join(' ') });
      return original.apply(this, args);
    };
  }
  document.addEventListener('securitypolicyviolation', (event) => probe.violations.push(event.violatedDirective + ' ' + event.blockedURI));
  const fetch = window.fetch;
  window.fetch = async function (...args) {
    const response = await fetch.apply(this, args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (/\\/functions\\/v1\\/voice-call$/.test(url) && response.ok) {
      response.clone().json().then((body) => { if (body && typeof body.callId === 'string') probe.callIds.push(body.callId); }, () => {});
    }
    return response;
  };
})();
`;

function hasProbeCookie(req: IncomingMessage): boolean {
  return (req.headers.cookie ?? '').split(/;\s*/).includes(`${PROBE_COOKIE}=1`);
}

/**
 * Serves the probe and injects it into HTML answers of requests with the probe cookie. Runs
 * before the static-host preview middleware (`enforce: 'pre'`): it asks for an uncompressed
 * answer and rewrites the body that middleware ends with.
 */
export function probePlugin(): Plugin {
  return {
    name: 'e2e:webdriver-probe',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (path === PROBE_PATH) {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(PROBE_SOURCE);
          return;
        }
        if (!hasProbeCookie(req) || /\.[a-z0-9]+$/i.test(path)) return next();
        delete req.headers['accept-encoding'];
        const end = res.end.bind(res) as (body?: unknown) => ServerResponse;
        res.end = ((body?: unknown) => {
          const type = String(res.getHeader('Content-Type') ?? '');
          if (!type.startsWith('text/html') || !Buffer.isBuffer(body)) return end(body);
          const html = body
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`);
          const bytes = Buffer.from(html, 'utf8');
          res.setHeader('Content-Length', bytes.length);
          return end(bytes);
        }) as typeof res.end;
        next();
      });
    },
  };
}
