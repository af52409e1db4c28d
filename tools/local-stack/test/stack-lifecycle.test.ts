// Start-up and shutdown: stop() leaves no port behind, a persisted data dir keeps its rows
// and is not migrated twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { isListening } from '../src/ports.ts';
import { StackError, startStack } from '../src/stack.ts';

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
    for (const port of ports) expect(await isListening(port)).toBe(true);
    await stack.stop();
    for (const port of ports) expect(await isListening(port)).toBe(false);
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

  test('a busy gateway port fails fast with port_in_use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const error = await startStack({ gatewayPort: port, withFunctions: false }).catch((e) => e);
      expect(error).toBeInstanceOf(StackError);
      expect(error.code).toBe('port_in_use');
      expect(error.message).toContain(String(port));
    } finally {
      blocker.close();
    }
  }, 60_000);

  test('when the parent is killed with SIGKILL the watchdog reaps the database', async () => {
    const script = `
      import { startStack } from ${JSON.stringify(new URL('../src/stack.ts', import.meta.url).pathname)};
      const stack = await startStack({ withFunctions: false });
      console.log(JSON.stringify({ db: new URL(stack.dbUrl).port, api: new URL(stack.url).port }));
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const ports = await new Promise<{ db: string; api: string }>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
      child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    expect(await isListening(Number(ports.db))).toBe(true);
    child.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while ((await isListening(Number(ports.db))) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await isListening(Number(ports.db))).toBe(false);
    expect(await isListening(Number(ports.api))).toBe(false);
  }, 60_000);
});
