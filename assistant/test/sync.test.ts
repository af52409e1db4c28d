// print / plan / sync / rollback through the real CLI against the contract server: every request
// validated against Vapi's OpenAPI document; idempotent sync; dashboard edits shown and never
// overwritten without --force; a snapshot per change; rollback to the version before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildAssistant,
  REDACTED,
  REDACTED_TOOLS,
  readAssistantSettings,
  runAssistantCli,
  SYNCED_METADATA_KEY,
} from '../src/index.ts';
import {
  type AssistantsOnContract,
  startAssistantsOnContract,
} from './assistantsOnContractServer.ts';

const SECRET = 's'.repeat(48);
const TOOLS_SECRET = 't'.repeat(48);
let vapi: AssistantsOnContract;
let snapshots: string;

const baseEnv = () => ({
  VAPI_PRIVATE_KEY: 'sk-test',
  VAPI_BASE_URL: vapi.server.url,
  ASSISTANT_SNAPSHOT_DIR: snapshots,
  SUPABASE_URL: 'https://proj.supabase.co',
  VAPI_WEBHOOK_SECRET: SECRET,
  VAPI_TOOLS_SECRET: TOOLS_SECRET,
  VITE_RECORDING_RETENTION_DAYS: '30',
});

async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssistantCli(args, {
    env: { ...baseEnv(), ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const idOf = (out: string) => /VAPI_ASSISTANT_ID=(\S+)/.exec(out)?.[1] ?? '';

beforeAll(async () => {
  vapi = await startAssistantsOnContract();
  snapshots = mkdtempSync(join(tmpdir(), 'assistant-snapshots-'));
});

afterAll(async () => {
  await vapi?.server.close();
  rmSync(snapshots, { recursive: true, force: true });
});

describe('the assistant commands against the contract server', () => {
  test('`pnpm --silent assistant:print` prints exactly the body sync sends, secret redacted', () => {
    const env = { ...process.env, ...baseEnv() };
    const run = spawnSync('pnpm', ['--silent', 'assistant:print'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout) as Record<string, unknown>;
    const sent = buildAssistant(readAssistantSettings(env));
    const redacted = { 'x-vapi-secret': REDACTED };
    const toolsRedacted = { 'x-vapi-secret': REDACTED_TOOLS };
    expect(printed).toEqual({
      ...sent,
      server: { ...sent.server, headers: redacted },
      model: {
        ...sent.model,
        tools: sent.model?.tools?.map((tool) => ({
          ...tool,
          server: { ...tool.server, headers: toolsRedacted },
        })),
      },
    });
    expect(run.stdout).not.toContain(SECRET);
    expect(run.stdout).not.toContain(TOOLS_SECRET);
    // the booking tools: on the vapi-tools function, with their own secret header (redacted)
    const tools = (printed.model as { tools: { function: { name: string }; server: unknown }[] })
      .tools;
    expect(tools.map((tool) => [tool.function.name, tool.server])).toEqual(
      ['demo_slots', 'select_demo_slot'].map((name) => [
        name,
        {
          url: 'https://proj.supabase.co/functions/v1/vapi-tools',
          timeoutSeconds: 10,
          headers: toolsRedacted,
        },
      ]),
    );
    expect(printed.clientMessages).toContain('tool-calls-result');
  });

  test('plan before anything exists says sync will create it', async () => {
    const plan = await cli(['plan']);
    expect(plan.code).toBe(0);
    expect(plan.out).toContain('does not exist on Vapi: sync will create it');
  });

  test('sync creates the assistant (POST /assistant validated), prints its id, saves a snapshot', async () => {
    const sync = await cli(['sync']);
    expect(sync.err).toBe('');
    expect(sync.code).toBe(0);
    const id = idOf(sync.out);
    expect(vapi.store.get(id)).toMatchObject({
      name: 'Slovenský demo asistent',
      maxDurationSeconds: 300,
    });
    const [post] = vapi.requests('POST /assistant');
    expect(post?.errors).toEqual([]);
    expect(post?.status).toBe(201);
    expect((post?.body as { server?: { headers?: unknown } } | undefined)?.server?.headers).toEqual(
      {
        'x-vapi-secret': SECRET,
      },
    );
    const files = readdirSync(snapshots);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(snapshots, files[0] as string), 'utf8')).not.toContain(SECRET);
  });

  test('a second sync finds nothing to change and sends nothing', async () => {
    const sync = await cli(['sync']);
    expect(sync.code).toBe(0);
    expect(sync.out).toContain('unchanged: nothing sent');
    expect(vapi.requests('PATCH /assistant/{id}')).toHaveLength(0);
    expect(vapi.requests('POST /assistant')).toHaveLength(1);
  });

  test('a changed setting: plan shows it, sync PATCHes it (validated), snapshot of before/after', async () => {
    const plan = await cli(['plan'], { VOICE_MAX_DURATION_SECONDS: '240' });
    expect(plan.out).toContain('no edits on Vapi since the last sync');
    expect(plan.out).toContain('~ maxDurationSeconds: 300 -> 240');
    const sync = await cli(['sync'], { VOICE_MAX_DURATION_SECONDS: '240' });
    expect(sync.code).toBe(0);
    const [patch] = vapi.requests('PATCH /assistant/{id}');
    expect(patch?.errors).toEqual([]);
    expect(patch?.status).toBe(200);
    expect(vapi.store.get(idOf(sync.out))?.maxDurationSeconds).toBe(240);
    expect(readdirSync(snapshots)).toHaveLength(2);
  });

  test('a dashboard edit is shown by plan and sync refuses to overwrite it', async () => {
    const id = [...vapi.store.keys()][0] as string;
    vapi.dashboardEdit(id, { firstMessage: 'Ahoj, upravené v dashboarde.' });
    const plan = await cli(['plan'], { VOICE_MAX_DURATION_SECONDS: '240' });
    expect(plan.out).toContain('edited on Vapi since the last sync');
    expect(plan.out).toContain('~ firstMessage: "Ahoj, upravené v dashboarde." -> ');
    const sync = await cli(['sync'], { VOICE_MAX_DURATION_SECONDS: '240' });
    expect(sync.code).toBe(1);
    expect(sync.err).toContain('was edited on Vapi since the last sync');
    expect(sync.err).toContain('firstMessage');
    expect(vapi.requests('PATCH /assistant/{id}')).toHaveLength(1);
    expect(vapi.store.get(id)?.firstMessage).toBe('Ahoj, upravené v dashboarde.');
  });

  test('sync --force overwrites the dashboard edit with the definition', async () => {
    const sync = await cli(['sync', '--force'], { VOICE_MAX_DURATION_SECONDS: '240' });
    expect(sync.code).toBe(0);
    const id = idOf(sync.out);
    expect(vapi.store.get(id)?.firstMessage).toMatch(/umelou inteligenciou/);
    expect(vapi.requests('PATCH /assistant/{id}')).toHaveLength(2);
  });

  test('rollback restores the version before the last sync, secret included, and snapshots it', async () => {
    const rollback = await cli(['rollback'], { VOICE_MAX_DURATION_SECONDS: '240' });
    expect(rollback.err).toBe('');
    expect(rollback.code).toBe(0);
    const id = idOf(rollback.out);
    expect(vapi.store.get(id)?.firstMessage).toBe('Ahoj, upravené v dashboarde.');
    const patches = vapi.requests('PATCH /assistant/{id}');
    const last = patches.at(-1);
    expect(last?.errors).toEqual([]);
    const restored = last?.body as
      | { server?: { headers?: unknown }; model?: { tools?: { server?: { headers?: unknown } }[] } }
      | undefined;
    expect(restored?.server?.headers).toEqual({ 'x-vapi-secret': SECRET });
    expect(restored?.model?.tools?.map((tool) => tool.server?.headers)).toEqual([
      { 'x-vapi-secret': TOOLS_SECRET },
      { 'x-vapi-secret': TOOLS_SECRET },
    ]);
    expect(readdirSync(snapshots).filter((f) => f.includes('-rollback-'))).toHaveLength(1);
  });

  test('every request reached Vapi valid', () => {
    expect(vapi.server.requests.filter((r) => r.errors.length > 0 || r.status >= 400)).toEqual([]);
  });

  test('an assistant made elsewhere is not taken over without --force', async () => {
    const other = await startAssistantsOnContract();
    try {
      other.store.set('made-by-hand', { id: 'made-by-hand', name: 'Slovenský demo asistent' });
      const sync = await cli(['sync'], { VAPI_BASE_URL: other.server.url });
      expect(sync.code).toBe(1);
      expect(sync.err).toContain('no record of a sync on assistant made-by-hand');
      expect(other.requests('PATCH /assistant/{id}')).toHaveLength(0);
    } finally {
      await other.server.close();
    }
  });

  test('another machine (no snapshots: a fresh clone, CI) syncs without --force, and still refuses a dashboard edit', async () => {
    const other = await startAssistantsOnContract();
    const laptop = mkdtempSync(join(tmpdir(), 'assistant-laptop-'));
    const clone = mkdtempSync(join(tmpdir(), 'assistant-clone-'));
    const on = (dir: string, extra: Record<string, string> = {}) => ({
      VAPI_BASE_URL: other.server.url,
      ASSISTANT_SNAPSHOT_DIR: dir,
      ...extra,
    });
    try {
      expect((await cli(['sync'], on(laptop))).code).toBe(0);
      // the record of the synced state travels with the assistant, not with the laptop
      const [post] = other.requests('POST /assistant');
      expect(post?.errors).toEqual([]);
      const body = post?.body as { metadata?: Record<string, unknown> } | undefined;
      const metadata = body?.metadata;
      expect(metadata?.[SYNCED_METADATA_KEY]).toMatchObject({ maxDurationSeconds: 300 });
      expect(JSON.stringify(metadata)).not.toContain(SECRET);
      const plan = await cli(['plan'], on(clone));
      expect(plan.out).toContain('no edits on Vapi since the last sync');
      const unchanged = await cli(['sync'], on(clone));
      expect(unchanged.out).toContain('unchanged: nothing sent');
      const changed = await cli(['sync'], on(clone, { VOICE_MAX_DURATION_SECONDS: '200' }));
      expect(changed.err).toBe('');
      expect(changed.code).toBe(0);
      const [patch] = other.requests('PATCH /assistant/{id}');
      expect(patch?.errors).toEqual([]);
      // the laptop, whose snapshot is now older than the live assistant, sees no false edit
      const back = await cli(['plan'], on(laptop, { VOICE_MAX_DURATION_SECONDS: '200' }));
      expect(back.out).toContain('no edits on Vapi since the last sync');
      const id = idOf(changed.out);
      other.dashboardEdit(id, { firstMessage: 'Upravené v dashboarde.' });
      const refused = await cli(['sync'], on(mkdtempSync(join(tmpdir(), 'assistant-ci-'))));
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('was edited on Vapi since the last sync');
      expect(refused.err).toContain('firstMessage');
      expect(other.store.get(id)?.firstMessage).toBe('Upravené v dashboarde.');
      expect(other.requests('PATCH /assistant/{id}')).toHaveLength(1);
    } finally {
      await other.server.close();
      rmSync(laptop, { recursive: true, force: true });
      rmSync(clone, { recursive: true, force: true });
    }
  });

  test('two assistants with the name: refused, nothing sent', async () => {
    const other = await startAssistantsOnContract();
    try {
      for (const id of ['a1', 'a2']) other.store.set(id, { id, name: 'Slovenský demo asistent' });
      const sync = await cli(['sync', '--force'], { VAPI_BASE_URL: other.server.url });
      expect(sync.code).toBe(1);
      expect(sync.err).toContain('2 assistants are named');
      expect(other.server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    } finally {
      await other.server.close();
    }
  });

  test.each([
    [['sync'], { VAPI_WEBHOOK_SECRET: '' }, 'VAPI_WEBHOOK_SECRET'],
    [['sync'], { VAPI_TOOLS_SECRET: '' }, 'VAPI_TOOLS_SECRET'],
    [
      ['sync'],
      { VAPI_TOOLS_SECRET: SECRET },
      'VAPI_TOOLS_SECRET must differ from VAPI_WEBHOOK_SECRET',
    ],
    [['sync'], { VITE_RECORDING_RETENTION_DAYS: '' }, 'VITE_RECORDING_RETENTION_DAYS'],
    [['plan'], { VAPI_PRIVATE_KEY: '' }, 'VAPI_PRIVATE_KEY'],
  ])('%j without %j is refused, naming it', async (args, env, name) => {
    const run = await cli(args, env);
    expect(run.code).toBe(1);
    expect(run.err).toContain(name);
  });

  test.each([[['deploy']], [['print', '--force']], [['sync', '--yes']]])(
    '%j is a usage error',
    async (args) => {
      expect((await cli(args)).code).toBe(2);
    },
  );
});
