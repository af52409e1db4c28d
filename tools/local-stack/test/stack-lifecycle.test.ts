// Start-up and shutdown: stop() leaves no port behind, a persisted data dir keeps its rows
// and is not migrated twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { isListening } from '../src/ports.ts';
import { StackError, startStack } from '../src/stack.ts';
import { expectKeptAcrossRestart } from './restart.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'stack-test-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
    await expectKeptAcrossRestart(() => startStack({ dataDir, withFunctions: false }));
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
