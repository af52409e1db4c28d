// Starts the local Supabase stack, builds the site into apps/site/dist-e2e with the scripted
// fake call and the stack's URL/key, serves it with `vite preview` (same headers as production)
// and tears everything down afterwards.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { startStack } from '../../../../supabase/local/stack.ts';
import { E2E_ENV_KEYS, E2E_PIXEL_ID } from './env.ts';
import { freePort } from './freePort.ts';

const siteRoot = resolve(import.meta.dirname, '../..');
export const E2E_OUT_DIR = 'dist-e2e';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const stack = await startStack({ gatewayPort: 0, siteOrigins: [siteUrl] });
  let server: Awaited<ReturnType<typeof preview>> | null = null;
  try {
    const built = spawnSync(process.execPath, [join(siteRoot, 'scripts/build.ts')], {
      cwd: siteRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        SITE_OUT_DIR: E2E_OUT_DIR,
        VITE_FAKE_CALL: 'true',
        VITE_SUPABASE_URL: stack.url,
        VITE_SUPABASE_ANON_KEY: stack.anonKey,
        VITE_AD_PIXEL_ID: E2E_PIXEL_ID,
        VITE_SITE_URL: siteUrl,
      },
    });
    if (built.status !== 0) throw new Error(`site build failed (exit ${built.status})`);
    server = await preview({
      root: siteRoot,
      configFile: join(siteRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: E2E_OUT_DIR },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }

  Object.assign(process.env, {
    [E2E_ENV_KEYS.siteUrl]: siteUrl,
    [E2E_ENV_KEYS.supabaseUrl]: stack.url,
    [E2E_ENV_KEYS.anonKey]: stack.anonKey,
    [E2E_ENV_KEYS.serviceRoleKey]: stack.serviceRoleKey,
    [E2E_ENV_KEYS.dbUrl]: stack.dbUrl,
    [E2E_ENV_KEYS.pixelId]: E2E_PIXEL_ID,
  });

  const running = server;
  return async () => {
    await running.close();
    await stack.stop();
  };
}
