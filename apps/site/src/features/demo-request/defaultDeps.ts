import { config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';
import { rateLimiter, securityLog } from '../../lib/security.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { trackContact } from '../ad-pixel/index.ts';
import { loadedFunnel } from '../funnel/index.ts';
import { fetchFormToken } from './fetchFormToken.ts';
import type { DemoRequestDeps } from './useDemoRequestForm.ts';

const backend = { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey };

/** The real wiring: Supabase (loaded on demand), the ad pixel, the site's limiter and logs. */
export const defaultDeps: DemoRequestDeps = {
  insert: async (row) => {
    const supabase = await getSupabase();
    const { error } = await supabase.from('demo_requests').insert(row);
    return { error };
  },
  // the call's code loads when the form first calls a function (its token, as the modal opens)
  invoke: async (body) =>
    (await import('../../lib/callFunction.ts')).callFunction(backend, 'handle-demo-request', body),
  trackContact,
  rateLimiter,
  securityLog,
  logger,
  now: () => Date.now(),
  uuid: () => crypto.randomUUID(),
  dialCheck: () => import('./dialCheck.ts').then((m) => m.siteDialCheck),
  formToken: () => fetchFormToken({ ...backend, signal: AbortSignal.timeout(8_000) }),
  turnstileSiteKey: config.turnstileSiteKey,
  consentTextVersion: config.consentTextVersion,
  // counted at once when the funnel's code has run (a conversation or the page's idle loaded it),
  // so a page hidden right after the success still flushes it; else it loads on this request
  funnel: {
    demoSent: (sent) => {
      const funnel = loadedFunnel();
      if (funnel) funnel.demoSent(sent);
      else
        void import('../funnel/siteFunnel.ts').then(({ siteFunnel }) => siteFunnel.demoSent(sent));
    },
  },
};
