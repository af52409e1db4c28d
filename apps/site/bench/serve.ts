// Builds the site into its own folder and serves it with `vite preview` (which applies the
// same security headers as production) on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const siteDir = join(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(cmd: string, args: string[], env: Record<string, string>, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Builds the site of `root` (default: this checkout's; a baseline's for an A/B run). */
export async function buildSite(
  outDir: string,
  env: Record<string, string> = {},
  root = siteDir,
): Promise<void> {
  await run('pnpm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], env, root);
}

export interface Served {
  url: string;
  stop(): void;
}

export async function serveSite(outDir: string, port?: number, root = siteDir): Promise<Served> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
