// The production build of the site against a fresh local stack, served like the static host:
// what Lighthouse and the real-call rows measure. Everything is stopped afterwards.
import { startStack } from '@hlasovy-asistent/local-stack';
import { BENCH_VOICE_LIMITS } from './real-call-rows.ts';
import { buildSite, freePort, serveSite } from './serve.ts';

export interface ProductionSiteOptions {
  /** The stack's agent offers demo slots after the visitor's first turn (issue 27). */
  bookingTools?: boolean;
  /** More settings of the functions (over the bench's voice limits). */
  functionsEnv?: Record<string, string>;
}

export async function withProductionSite<T>(
  dir: string,
  run: (site: {
    url: string;
    dir: string;
    backend: { url: string; anonKey: string };
  }) => Promise<T>,
  options: ProductionSiteOptions = {},
): Promise<T> {
  const port = await freePort();
  const stack = await startStack({
    gatewayPort: 0,
    siteOrigins: [`http://127.0.0.1:${port}`],
    functionsEnv: { ...BENCH_VOICE_LIMITS, ...options.functionsEnv },
    bookingTools: options.bookingTools ?? false,
  });
  try {
    await buildSite(dir, { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey });
    const served = await serveSite(dir, port);
    try {
      return await run({
        url: served.url,
        dir,
        backend: { url: stack.url, anonKey: stack.anonKey },
      });
    } finally {
      served.stop();
    }
  } finally {
    await stack.stop();
  }
}
