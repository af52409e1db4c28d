// The PGlite fallback (no native PostgreSQL): the same stack (bootstrap, migrations, real
// PostgREST, gateway) on PGlite behind pglite-socket, proven with the site's supabase-js calls.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isListening } from '../src/ports.ts';
import { type Stack, startDatabase, startStack } from '../src/stack.ts';
import { leadRow, storedCount } from './leads.ts';
import { expectKeptAcrossRestart } from './restart.ts';

let stack: Stack;
let site: SupabaseClient;
let backend: SupabaseClient;
let bootMs = 0;

beforeAll(async () => {
  const started = Date.now();
  stack = await startStack({ engine: 'pglite', withFunctions: false });
  bootMs = Date.now() - started;
  site = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  backend = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the stack on PGlite', () => {
  test('reports the engine, PostgreSQL 18 in WASM, migrated', async () => {
    expect(stack.engine).toBe('pglite');
    expect(bootMs).toBeLessThan(60_000);
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string; migrations: number }>(
        `select version(), (select count(*)::int from supabase_migrations.schema_migrations) as migrations`,
      );
      expect(rows[0]?.version).toContain('PGlite');
      expect(rows[0]?.migrations).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  test('anon inserts a demo request without select (201) and it is stored once', async () => {
    const request = leadRow();
    const { error, status } = await site.from('demo_requests').insert(request);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const retry = await site.from('demo_requests').insert(request);
    expect(retry.error).toBeNull();
    expect(await storedCount(backend, request.request_id)).toBe(1);
  });

  test('anon cannot read demo requests back', async () => {
    await site.from('demo_requests').insert(leadRow());
    const { data, error } = await site.from('demo_requests').select('*');
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
  });

  test('anon .insert().select() is refused and stores nothing', async () => {
    const request = leadRow();
    const { data, error } = await site.from('demo_requests').insert(request).select();
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
    expect(await storedCount(backend, request.request_id)).toBe(0);
  });

  test.each([
    ['email without @', { email: 'not-an-email' }],
    ['blank name', { name: '   ' }],
    ['phone with letters', { phone: '+421abc' }],
  ])('a CHECK constraint refuses %s', async (_title, override) => {
    const { error } = await site.from('demo_requests').insert({ ...leadRow(), ...override });
    expect(error?.code).toBe('23514');
  });

  test('service_role RPCs work and anon may not call them', async () => {
    const args = { bucket: 'pglite', key: crypto.randomUUID(), max_hits: 1, window_seconds: 60 };
    expect((await backend.rpc('check_rate_limit', args)).data).toBe(true);
    expect((await backend.rpc('check_rate_limit', args)).data).toBe(false);
    expect((await site.rpc('check_rate_limit', args)).error?.code).toBe('42501');
  });

  test('stop() frees the gateway and database ports', async () => {
    const ports = [Number(new URL(stack.url).port), Number(new URL(stack.dbUrl).port)];
    for (const port of ports) expect(await isListening(port)).toBe(true);
    await stack.stop();
    for (const port of ports) expect(await isListening(port)).toBe(false);
  }, 30_000);
});

describe('a persisted PGlite database', () => {
  const parent = mkdtempSync(join(tmpdir(), 'pglite-test-'));
  const dataDir = join(parent, 'db');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  test('keeps rows across restarts in <dataDir>-pglite and migrates once', async () => {
    const start = async () => {
      const db = await startDatabase({ engine: 'pglite', dataDir });
      expect(db.dataDir).toBe(`${dataDir}-pglite`);
      return db;
    };
    await expectKeptAcrossRestart(start, () => expect(existsSync(dataDir)).toBe(false));
  }, 60_000);
});
