// Start-up and shutdown: stop() leaves no port behind, a persisted data dir keeps its rows
// and is not migrated twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { startStack } from '../local/stack.ts';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const dataDir = mkdtempSync(join(tmpdir(), 'stack-test-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('stack lifecycle', () => {
  test('stop() closes the gateway, PostgreSQL and the functions', async () => {
    const stack = await startStack({ vapi: 'none' });
    const ports = [
      Number(new URL(stack.url).port),
      Number(new URL(stack.dbUrl).port),
      ...stack.functions.values(),
    ];
    expect(stack.functions.size).toBeGreaterThan(0);
    for (const port of ports) expect(await listening(port)).toBe(true);
    await stack.stop();
    for (const port of ports) expect(await listening(port)).toBe(false);
  }, 120_000);

  test('a persisted data dir keeps rows across restarts and migrates once', async () => {
    const first = await startStack({ dataDir, withFunctions: false });
    await query(
      first.dbUrl,
      `insert into public.demo_requests (request_id, name, email, phone, industry)
       values ('55555555-5555-4555-8555-555555555555', 'Ján', 'jan@example.sk', '+421900123456', 'reality')`,
    );
    const migrations = await query(
      first.dbUrl,
      'select version from supabase_migrations.schema_migrations',
    );
    await first.stop();

    const second = await startStack({ dataDir, withFunctions: false });
    try {
      const rows = await query<{ name: string }>(
        second.dbUrl,
        `select name from public.demo_requests where request_id = '55555555-5555-4555-8555-555555555555'`,
      );
      expect(rows).toEqual([{ name: 'Ján' }]);
      expect(
        await query(second.dbUrl, 'select version from supabase_migrations.schema_migrations'),
      ).toEqual(migrations);
      expect(migrations.length).toBeGreaterThan(0);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
