import { config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';
import { rateLimiter, securityLog } from '../../lib/security.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { trackContact } from '../ad-pixel/index.ts';
import { loadedFunnel } from '../funnel/loadedFunnel.ts';
import { fetchFormToken } from './fetchFormToken.ts';
import type { DemoRequestDeps } from './useDemoRequestForm.ts';

/** The real wiring: Supabase (loaded on demand), the ad pixel, the site's limiter and logs. */
export const defaultDeps: DemoRequestDeps = {
  insert: async (row) => {
    const supabase = await getSupabase();
    const { error } = await supabase.from('demo_requests').insert(row);
    return { error };
  },
  invoke: async (body) => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke('handle-demo-request', { body });
    // An error answer's body (`{ error: { code, ... } }`) says why a booking was refused.
    return { data: error ? await errorBody(error) : data, error };
  },
  trackContact,
  rateLimiter,
  securityLog,
  logger,
  now: () => Date.now(),
  uuid: () => crypto.randomUUID(),
  dialCheck: () => import('./dialCheck.ts').then((m) => m.siteDialCheck),
  formToken: () =>
    fetchFormToken({
      supabaseUrl: config.supabaseUrl,
      anonKey: config.supabaseAnonKey,
      signal: AbortSignal.timeout(8_000),
    }),
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

/** The JSON body of a function's error answer (FunctionsHttpError keeps the Response), if any. */
async function errorBody(error: unknown): Promise<unknown> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return undefined;
  return context
    .clone()
    .json()
    .catch(() => undefined);
}
