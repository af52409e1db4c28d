// The site's funnel: events go to the `funnel` function with fetch's keepalive (they survive the
// page being closed), as text/plain without credentials or a key, so the browser sends no
// preflight and no cookie; the referrer is left out. Nothing is written to the device.
import { config } from '../../config.ts';
import { functionUrl } from '../voice-session/functionRequest.ts';
import { createFunnel } from './createFunnel.ts';

const url = functionUrl(config.supabaseUrl, 'funnel');

export const siteFunnel = createFunnel({
  send: (events) => {
    void fetch(url, {
      method: 'POST',
      body: JSON.stringify({ events }),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    }).catch(() => {
      // lost: counts are a lower bound, never a second try that could count twice
    });
  },
  // not lib/afterIdle.ts: it lives in the landing page's chunk, which this one would then pull in
  // (with its dependencies) wherever a stored request loads it
  whenIdle: (task) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2_000 })
      : setTimeout(task, 1),
  uuid: () => crypto.randomUUID(),
});

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', siteFunnel.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') siteFunnel.flush();
  });
}
