// Runs the pinned Supabase CLI (npm `supabase`) as a child process, asynchronously (the
// Management API stand-in it talks to may live in the same Node process).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, supabaseCliBin } from './paths.ts';

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Profile file (see management-api-standin.ts writeCliProfile); omit for api.supabase.com. */
  profile?: string;
  /** Directory holding supabase/ (default: the repository root). */
  workdir?: string;
  /** Extra environment (SUPABASE_ACCESS_TOKEN, SUPABASE_DB_PASSWORD, ...). */
  env?: Record<string, string | undefined>;
}

/** A HOME of its own so a run against a stand-in never reads or writes the user's CLI state. */
export function isolatedHome(): string {
  return mkdtempSync(join(tmpdir(), 'supabase-cli-home-'));
}

export function runSupabaseCli(
  args: readonly string[],
  options: CliOptions = {},
): Promise<CliResult> {
  const workdir = options.workdir ?? repoRoot;
  const fullArgs = [...(options.profile ? ['--profile', options.profile] : []), ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(supabaseCliBin(), fullArgs, {
      cwd: workdir,
      env: {
        ...process.env,
        SUPABASE_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
        NO_COLOR: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ status: code ?? 1, stdout, stderr }));
  });
}
