// A bare clone works on its own: HEAD cloned into an empty folder with nothing beside it installs,
// starts the local stack (the Vapi stand-in loads the vendored OpenAPI documents) and passes one
// platform-api and one supabase test file there. Guards against code that reads files outside
// the repository (a folder beside the checkout that a clone does not have).
// Clones what is committed: uncommitted changes are not part of the clone.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
// mkdtemp makes the folder private (mode 700), like a home folder: as root, the stack must still
// find a place PostgreSQL (running as `postgres`) can enter.
const outside = mkdtempSync(join(tmpdir(), 'bare-clone-'));
const clone = join(outside, 'repo');
let stack: ChildProcess | undefined;

/** Runs pnpm in the clone; throws when it exits non-zero. Output without colours. */
function run(args: string[], cwd = clone): string {
  const out = execFileSync('pnpm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return stripVTControlCharacters(out);
}

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
  run(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
}, 300_000);

afterAll(() => {
  if (stack?.pid) process.kill(-stack.pid, 'SIGKILL');
  rmSync(outside, { recursive: true, force: true });
  // Where the stack keeps its dev database when the clone sits in a private folder and we are
  // root (tools/local-stack/src/paths.ts).
  const hash = createHash('sha1').update(clone).digest('hex').slice(0, 8);
  rmSync(join(tmpdir(), `local-stack-${hash}`), { recursive: true, force: true });
}, 120_000); // the clone holds a whole install: removing it takes a while on a busy machine

describe('a bare clone with nothing beside it', () => {
  test('nothing tracked names a path outside the repository', () => {
    const grep = spawnSync(
      'git',
      [
        'grep',
        '-nE',
        String.raw`(\.\./)+shared\b|['"]/work/|/tmp/team/`,
        '--',
        ':!*.md',
        ':!scripts/bare-clone.test.ts',
      ],
      { cwd: clone, encoding: 'utf8' },
    );
    // git grep exits 1 when nothing matches.
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1);
  });

  test('the folder holds the clone and nothing else', () => {
    expect(readdirSync(outside)).toEqual(['repo']);
  });

  test('the local stack starts there, with the Vapi stand-in and the voice agent', async () => {
    const child = spawn('pnpm', ['--filter', '@hlasovy-asistent/local-stack', 'start'], {
      cwd: clone,
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        SUPABASE_API_PORT: '0',
        SUPABASE_DB_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    stack = child;
    let output = '';
    const up = new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ctrl-C stops')) resolve(output);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${output}`)));
    });
    const banner = await up;
    expect(banner).toMatch(/Vapi {13}local stand-in http:\/\/127\.0\.0\.1:\d+/);
    expect(banner).toMatch(/Voice agent {6}local Slovak agent/);
    const api = /API URL {10}(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
    const anon = /anon key {9}(\S+)/.exec(banner)?.[1];
    expect(api && anon).toBeTruthy();
    const res = await fetch(`${api}/functions/v1/vapi-config`, {
      headers: { apikey: anon as string, Authorization: `Bearer ${anon}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ transport: 'websocket' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
    stack = undefined;
  }, 180_000);

  test('a platform-api test file passes there (contract server on the vendored documents)', () => {
    const out = run([
      '--filter',
      '@hlasovy-asistent/platform-api',
      'exec',
      'vitest',
      'run',
      'test/contract.test.ts',
    ]);
    expect(out).toMatch(/Test Files\s+1 passed/);
  }, 300_000);

  test('a supabase test file passes there (voice call through the stack to the local agent)', () => {
    const out = run([
      '--filter',
      '@hlasovy-asistent/supabase',
      'exec',
      'vitest',
      'run',
      'test/voice-call.test.ts',
    ]);
    expect(out).toMatch(/Test Files\s+1 passed/);
  }, 300_000);
});
