// Runs a command as a developer outside this repository would: no PATH entry inside the
// repository (so `node`, `npm` and `npx` are the machine's own), no pnpm/npm settings inherited
// from the workspace.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** PATH without the repository's node_modules/.bin folders (which hold the pinned Node). */
function outsidePath(path = process.env.PATH ?? ''): string {
  return path
    .split(delimiter)
    .filter((dir) => dir !== '' && !resolve(dir).startsWith(REPO_ROOT))
    .join(delimiter);
}

/** The machine's own node (first on the PATH outside the repository). */
export function systemNode(): string {
  for (const dir of outsidePath().split(delimiter)) {
    const candidate = join(dir, 'node');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('no node on the PATH outside the repository');
}

const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|PNPM_|NODE_OPTIONS$|VITEST|INIT_CWD$)/.test(key),
    ),
  );

export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<RunResult> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...cleanEnv(), PATH: outsidePath(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), options.timeoutMs ?? 300_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code: code ?? 1, stdout, stderr });
    });
  });
}

/** Runs and throws with the output when the exit code is not 0. */
export async function runOk(
  command: string,
  args: string[],
  options: Parameters<typeof run>[2],
): Promise<RunResult> {
  const result = await run(command, args, options);
  if (result.code !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.code}\n${result.stdout}\n${result.stderr}`,
    );
  return result;
}
