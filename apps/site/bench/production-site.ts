// The production build of the site against a fresh local stack, served like the static host:
// what Lighthouse and the real-call rows measure. Everything is stopped afterwards.
import { startStack } from '@hlasovy-asistent/local-stack';
import { BENCH_VOICE_LIMITS } from './real-call-rows.ts';
import { buildSite, freePort, serveSite } from './serve.ts';

export async function withProductionSite<T>(
  dir: string,
  run: (site: { url: string; dir: string }) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const stack = await startStack({
    gatewayPort: 0,
    siteOrigins: [`http://127.0.0.1:${port}`],
    functionsEnv: BENCH_VOICE_LIMITS,
  });
  try {
    await buildSite(dir, { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey });
    const served = await serveSite(dir, port);
    try {
      return await run({ url: served.url, dir });
    } finally {
      served.stop();
    }
  } finally {
    await stack.stop();
  }
}
