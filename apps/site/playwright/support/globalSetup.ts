// Starts the local Supabase stack (with its Slovak voice agent), writes the fake-microphone WAV
// files, builds the site into apps/site/dist-e2e-<pid> with the stack's URL/key, serves it with
// `vite preview` (same headers as production) and tears everything down afterwards.
//
// The build is a test build (VITE_FAKE_CALL=true), but the fake replaces only Daily's call
// object, whose servers no test can reach: the stack's vapi-config says `transport:
// "websocket"`, so the orb talks to the real voice-call function and the local agent with real
// audio. Tests of the Daily path answer vapi-config with `transport: "daily"`
// (support/voiceConfig.ts): the real voice-call then creates the web call at the stand-in
// (`POST /call` with the daily transport) and the scripted Daily call object joins its room.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { audioDir } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import {
  LIFTED_VOICE_LIMITS,
  PRODUCT_STACK_OPTIONS,
  setDemoInsertLimit,
  startStack,
} from '@hlasovy-asistent/local-stack';
import { preview } from 'vite';
import { probePlugin } from '../../webdriver/support/probe.ts';
import { E2E_ENV_KEYS, E2E_PIXEL_ID } from './env.ts';
import { freePort } from './freePort.ts';

/**
 * Every test calls from 127.0.0.1: the functions' voice-call limits are lifted for the run
 * (LIFTED_VOICE_LIMITS), and so is the demo-form token limit.
 */
const E2E_LIMITS = {
  ...LIFTED_VOICE_LIMITS,
  FORM_TOKEN_RATE_LIMIT_MAX: '1000',
  // The fake microphone plays silence, and the agent hangs up after this many seconds of it
  // (30 by default): a spec's slow step on a busy machine (an axe scan while muted) would race
  // that hang-up. No site spec is about it; the agent's tests cover it.
  VOICE_SILENCE_TIMEOUT_SECONDS: '600',
  // Specs in parallel book demo slots from the same offers (voice-booking and text-chat, both
  // projects, most of them the first slot offered): with the default 2 calls per 15-minute slot
  // one spec's offered slot filled while it was confirming. A full slot is tested in the
  // functions' tests (vapi-tools, handle-demo-request).
  SCHEDULE_SLOT_CAPACITY: '1000',
};

const siteRoot = resolve(import.meta.dirname, '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // One build directory per run, so parallel runs never rebuild under each other's server.
  const outDirName = `dist-e2e-${process.pid}`;
  const outDir = join(siteRoot, outDirName);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  await writeMicrophones();
  // Playwright fills the form faster than a person: no minimum fill time here (the bot checks
  // are tested in supabase/test/dialling.test.ts). Every e2e visitor comes from 127.0.0.1, so
  // the database's per-address insert limit is lifted for the run, and so are the functions'
  // voice-call limits (E2E_LIMITS).
  const stack = await startStack({
    gatewayPort: 0,
    siteOrigins: [siteUrl],
    // the local product as `pnpm dev` runs it: the agent offers demo slots after the visitor's
    // first turn (voice-booking.spec.ts); the other voice specs never finish a turn or do not
    // depend on the line that answers it
    ...PRODUCT_STACK_OPTIONS,
    // Firefox and WebKit show the tests no socket a Worker opens: they read the agent's record
    keepVoiceCallRecords: 500,
    functionsEnv: { FORM_MIN_FILL_SECONDS: '0', ...E2E_LIMITS },
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
      // the WebKit suite's in-page probe (pages requested with its cookie only)
      plugins: [probePlugin()],
    });
  } catch (error) {
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(audioDir(), { recursive: true, force: true });
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
    [E2E_ENV_KEYS.voiceAgentUrl]: `http://127.0.0.1:${stack.voiceAgent?.port}`,
  });

  const running = server;
  return async () => {
    await running.close();
    await stack.stop();
    if (!process.env.SITE_E2E_KEEP_BUILD) rmSync(outDir, { recursive: true, force: true });
    rmSync(audioDir(), { recursive: true, force: true });
  };
}
