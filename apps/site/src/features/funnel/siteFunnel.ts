// The site's funnel: events go to the `funnel` function as a beacon (text/plain without
// credentials or a key, so the browser sends no preflight and no cookie; the referrer is left
// out). When the page is being hidden or unloaded the request is a keepalive one (it outlives the
// page); not otherwise, since the page's network would then never look idle. Nothing is written
// to the device.
import { config } from '../../config.ts';
import { callFunction } from '../../lib/callFunction.ts';
import { createFunnel } from './createFunnel.ts';
import { registerLoadedFunnel } from './loadedFunnel.ts';

const backend = { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey };

export const siteFunnel = createFunnel({
  send: (events, leaving) => {
    // the answer is read to the end (a body left unread keeps the request open: the page never
    // looks idle); a failure loses the events: counts are a lower bound, never a second try that
    // could count twice
    callFunction(backend, 'funnel', { events }, { beacon: { leaving } }).catch(() => {});
  },
  // not lib/afterIdle.ts: it lives in the landing page's chunk, which this one would then pull in
  // (with its dependencies) wherever a stored request loads it
  whenIdle: (task) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2_000 })
      : setTimeout(task, 1),
  uuid: () => crypto.randomUUID(),
});

registerLoadedFunnel(siteFunnel);

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', siteFunnel.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') siteFunnel.flush();
  });
}
