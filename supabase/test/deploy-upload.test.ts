// The real Supabase CLI deploys every function (`functions deploy <name> --use-api`) to a local
// Management API stand-in; what it uploaded is rebuilt in an empty folder, type-checked and
// served there with Deno. A module the function needs but the CLI did not upload fails here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkRebuilt,
  createReaper,
  type FunctionUpload,
  isolatedHome,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  listFunctions,
  localModulesOf,
  type ManagementApiStandin,
  type Reaper,
  rebuildUpload,
  runSupabaseCli,
  STANDIN_ACCESS_TOKEN,
  startManagementApiStandin,
  startRebuilt,
  writeCliProfile,
} from '@hlasovy-asistent/local-stack';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const functions = listFunctions();
const SITE_ORIGIN = 'https://www.example.sk';

/** Settings the rebuilt functions run with: enough for each probe below to reach its code. */
const RUN_ENV = {
  SITE_ORIGINS: SITE_ORIGIN,
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-the-upload-test',
  SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
  VAPI_PUBLIC_KEY: 'public-key',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-0000000000a1',
  VAPI_PRIVATE_KEY: 'private-key-for-the-upload-test',
  FORM_TOKEN_SECRET: 'form-token-secret-for-the-upload-test',
  DIALLING: 'off',
  VAPI_WEBHOOK_SECRET: 'x'.repeat(40),
  VAPI_TOOLS_SECRET: 'y'.repeat(40),
  // nothing answers here either: no test reaches the internet
  VAPI_BASE_URL: 'http://127.0.0.1:9',
};

interface Probe {
  init: RequestInit;
  status: number;
  /** A field of the JSON answer that only the function's own code produces. */
  expect: (body: Record<string, unknown>) => void;
}

const headers = { apikey: LOCAL_PUBLISHABLE_KEY, Origin: SITE_ORIGIN };
const post = (body: string): RequestInit => ({
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body,
});
const errorCode = (body: Record<string, unknown>) => (body.error as { code?: string })?.code;

/** A probe the function refuses with `code`: its own frame or schema answered. */
const refusal = (init: RequestInit, status: number, code: string): Probe => ({
  init,
  status,
  expect: (body) => expect(errorCode(body)).toBe(code),
});
/** What Vapi's server messages would carry, with a secret the function does not know. */
const wrongVapiSecret: RequestInit = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'x-vapi-secret': 'wrong' },
  body: '{}',
};

/** One request per function that runs its imports (validation schemas, config, token signing). */
const PROBES: Record<string, Probe> = {
  'vapi-config': {
    init: { headers },
    status: 200,
    expect: (body) => expect(body).toEqual({ transport: 'daily', callCreation: 'server' }),
  },
  // the token endpoints count per address in the database (unreachable here): a POST is
  // answered by the function's own frame before that
  'demo-form-token': refusal(post('{}'), 405, 'method_not_allowed'),
  'voice-call-token': refusal(post('{}'), 405, 'method_not_allowed'),
  'handle-demo-request': refusal(post('{"requestId":"not-a-uuid"}'), 400, 'invalid_payload'),
  'voice-call': refusal(post('{"assistantId":"x"}'), 400, 'invalid_payload'),
  // the typed turn is checked (validation's rule) before anything is counted or looked up
  'voice-call-message': refusal(post('{"callId":"call-1","text":"   "}'), 400, 'invalid_payload'),
  chat: refusal(post('{"assistantId":"x","text":"Dobrý deň"}'), 400, 'invalid_payload'),
  'vapi-events': refusal(wrongVapiSecret, 401, 'unauthorized'),
  'vapi-tools': refusal(wrongVapiSecret, 401, 'unauthorized'),
  // the funnel's schema, before its limits reach the database
  funnel: refusal(post('{"events":[{"step":"purchase"}]}'), 400, 'invalid_payload'),
  // the digest reads its token before it asks the database
  'funnel-digest': refusal(post('{}'), 400, 'invalid_payload'),
  // health checks the database and Vapi (neither answers here), so it runs its whole graph and
  // names both
  health: {
    init: { headers },
    status: 503,
    expect: (body) => {
      expect(body).toMatchObject({ ok: false, dialling: 'off' });
      const problems = body.problems as { setting: string; problem: string }[];
      expect(problems.map(({ setting, problem }) => `${setting}: ${problem}`).sort()).toEqual([
        'VAPI_BASE_URL: unreachable',
        'database: unreachable',
      ]);
    },
  },
};

let standin: ManagementApiStandin;
let profile: string;
let home: string;
let reaper: Reaper;
const deployed = new Map<string, { status: number; output: string }>();
const dirs: string[] = [];

function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deployed-function-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  standin = await startManagementApiStandin();
  home = isolatedHome();
  dirs.push(home);
  profile = writeCliProfile(home, standin.url);
  reaper = createReaper();
  for (const name of functions) {
    const result = await runSupabaseCli(
      ['functions', 'deploy', name, '--use-api', '--yes', `--remote=${standin.projectRef}`],
      { profile, env: { HOME: home, SUPABASE_ACCESS_TOKEN: STANDIN_ACCESS_TOKEN } },
    );
    deployed.set(name, { status: result.status, output: `${result.stdout}${result.stderr}` });
  }
}, 300_000);

afterAll(async () => {
  await standin?.close();
  reaper?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function uploadOf(name: string): FunctionUpload {
  const upload = standin.uploads.get(name);
  expect(upload, `no upload for ${name}: ${deployed.get(name)?.output}`).toBeDefined();
  return upload as FunctionUpload;
}

describe('functions deploy --use-api with the real Supabase CLI', () => {
  test('every function is a probe here (a new function needs its request)', () => {
    expect(functions.length).toBeGreaterThan(0);
    expect(Object.keys(PROBES).sort()).toEqual([...functions].sort());
  });

  describe.each(functions)('%s', (name) => {
    test('the CLI deploys it with the shared import map and verify_jwt off', () => {
      expect(deployed.get(name)?.status, deployed.get(name)?.output).toBe(0);
      const { metadata, files } = uploadOf(name);
      expect(metadata.entrypoint_path).toBe(`supabase/functions/${name}/index.ts`);
      expect(metadata.import_map_path).toBe('supabase/functions/deno.json');
      expect(metadata.verify_jwt).toBe(false);
      console.info(`[deploy-upload] ${name}: ${files.size} files uploaded`);
      // the Deno tests live beside the functions: none of them (nor their fakes) is deployed
      const tests = [...files.keys()].filter((path) =>
        /(_test\.ts|\.test\.ts|\/_testing\/)/.test(path),
      );
      expect(tests).toEqual([]);
    });

    test('the upload holds every module of its graph', async () => {
      const needed = await localModulesOf(name);
      const uploaded = [...uploadOf(name).files.keys()];
      expect(needed.filter((path) => !uploaded.includes(path))).toEqual([]);
      expect(needed.some((path) => path.startsWith('packages/'))).toBe(true);
    }, 60_000);

    test('rebuilt in an empty folder it type-checks and answers a request', async () => {
      const upload = uploadOf(name);
      const dir = emptyDir();
      rebuildUpload(upload, dir);
      const check = await checkRebuilt(upload, dir);
      expect(check.status, check.output).toBe(0);
      const running = await startRebuilt(upload, dir, RUN_ENV, reaper);
      try {
        const probe = PROBES[name] as Probe;
        const response = await fetch(`${running.url}/${name}`, probe.init);
        const body = (await response.json()) as Record<string, unknown>;
        expect(response.status, JSON.stringify(body)).toBe(probe.status);
        probe.expect(body);
      } finally {
        await running.stop();
      }
    }, 180_000);
  });

  test('a module left out of the upload fails the check, naming it', async () => {
    const upload = uploadOf('handle-demo-request');
    const missing = 'packages/validation/src/index.ts';
    expect(upload.files.has(missing)).toBe(true);
    const files = new Map(upload.files);
    files.delete(missing);
    const dir = emptyDir();
    rebuildUpload({ ...upload, files }, dir);
    const check = await checkRebuilt({ ...upload, files }, dir);
    expect(check.status).not.toBe(0);
    expect(check.output).toContain(missing);
  }, 120_000);
});
