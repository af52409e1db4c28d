// Starts the local Supabase stack, builds the site into apps/site/dist-e2e with the scripted
// fake call and the stack's URL/key, serves it with `vite preview` (same headers as production)
// and tears everything down afterwards.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { setDemoInsertLimit } from '../../../../supabase/local/demo-insert-limit.ts';
import { startStack } from '../../../../supabase/local/stack.ts';
import { E2E_ENV_KEYS, E2E_PIXEL_ID } from './env.ts';
import { freePort } from './freePort.ts';

const siteRoot = resolve(import.meta.dirname, '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // One build directory per run, so parallel runs never rebuild under each other's server.
  const outDirName = `dist-e2e-${process.pid}`;
  const outDir = join(siteRoot, outDirName);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  // Playwright fills the form faster than a person: no minimum fill time here (the bot checks
  // are tested in supabase/test/dialling.test.ts). Every e2e visitor comes from 127.0.0.1, so
  // the database's per-address insert limit is lifted for the run.
  const stack = await startStack({
    gatewayPort: 0,
    siteOrigins: [siteUrl],
    functionsEnv: { FORM_MIN_FILL_SECONDS: '0' },
  });
  let server: Awaited<ReturnType<typeof preview>> | null = null;
  try {
    await setDemoInsertLimit(stack.dbUrl, { maxHits: 100_000 });
    const built = spawnSync(process.execPath, [join(siteRoot, 'scripts/build.ts')], {
      cwd: siteRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        SITE_OUT_DIR: outDirName,
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
      build: { outDir: outDirName },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
  } catch (error) {
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }

  Object.assign(process.env, {
    [E2E_ENV_KEYS.siteUrl]: siteUrl,
    [E2E_ENV_KEYS.supabaseUrl]: stack.url,
    [E2E_ENV_KEYS.anonKey]: stack.anonKey,
    [E2E_ENV_KEYS.serviceRoleKey]: stack.serviceRoleKey,
    [E2E_ENV_KEYS.dbUrl]: stack.dbUrl,
    [E2E_ENV_KEYS.pixelId]: E2E_PIXEL_ID,
    [E2E_ENV_KEYS.outDir]: outDir,
  });

  const running = server;
  return async () => {
    await running.close();
    await stack.stop();
    if (!process.env.SITE_E2E_KEEP_BUILD) rmSync(outDir, { recursive: true, force: true });
  };
}
