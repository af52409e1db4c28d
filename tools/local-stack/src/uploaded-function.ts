// What `supabase functions deploy --use-api` uploaded, rebuilt in an empty folder and run there
// with Deno, so a module the CLI left out fails here instead of on the hosted runtime.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { type ManagedProcess, spawnManaged } from './managed-process.ts';
import type { FunctionUpload } from './management-api-standin.ts';
import { denoBin, functionsDir, localDir, repoRoot } from './paths.ts';
import { freePort, HOST, isListening } from './ports.ts';
import type { Reaper } from './reaper.ts';
import { waitUntil } from './wait-until.ts';

export interface ProcessResult {
  status: number;
  /** stdout and stderr together, in order. */
  output: string;
  stdout: string;
}

/** Deno's environment: the repository's cache (npm packages), no colours, no update check. */
function denoEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DENO_DIR: process.env.DENO_DIR ?? join(localDir, 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    NO_COLOR: '1',
    ...extra,
  };
}

function run(args: readonly string[], cwd: string): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(denoBin(), args, { cwd, env: denoEnvironment(), stdio: 'pipe' });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString('utf8');
      stdout += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ status: code ?? 1, output, stdout }));
  });
}

/** A path of the upload as a path inside `dir`; refuses absolute paths and `..` escapes. */
function placeInside(dir: string, uploaded: string): string {
  const clean = normalize(uploaded);
  if (isAbsolute(clean) || clean === '..' || clean.startsWith(`..${sep}`)) {
    throw new Error(`the upload names a path outside its folder: ${uploaded}`);
  }
  return join(dir, clean);
}

/** Writes every uploaded file into `dir` (empty) at the path it was uploaded under. */
export function rebuildUpload(upload: FunctionUpload, dir: string): void {
  for (const [path, text] of upload.files) {
    const target = placeInside(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

/** The upload's entrypoint and import map as paths inside `dir`. */
function uploadPaths(upload: FunctionUpload, dir: string) {
  const entry = String(upload.metadata.entrypoint_path ?? '');
  const importMap = String(upload.metadata.import_map_path ?? '');
  if (!entry) throw new Error(`${upload.slug}: the upload names no entrypoint`);
  return {
    entry: placeInside(dir, entry),
    importMap: importMap ? placeInside(dir, importMap) : '',
  };
}

/**
 * The repository files a function's module graph reaches (as `deno info` resolves it with the
 * functions' import map), relative to the repository root: what an upload must contain.
 */
export async function localModulesOf(name: string): Promise<string[]> {
  const result = await run(
    [
      'info',
      '--json',
      '--config',
      join(functionsDir, 'deno.json'),
      join(functionsDir, name, 'index.ts'),
    ],
    repoRoot,
  );
  if (result.status !== 0) throw new Error(`deno info ${name} failed:\n${result.output}`);
  const graph = JSON.parse(result.stdout) as { modules: { specifier: string }[] };
  return graph.modules
    .map((m) => m.specifier)
    .filter((s) => s.startsWith('file://'))
    .map((s) => relative(repoRoot, new URL(s).pathname).split(sep).join('/'))
    .sort();
}

/** `deno check` of the rebuilt function with the uploaded import map, inside `dir` only. */
export function checkRebuilt(upload: FunctionUpload, dir: string): Promise<ProcessResult> {
  const { entry, importMap } = uploadPaths(upload, dir);
  return run(['check', ...(importMap ? ['--config', importMap] : ['--no-config']), entry], dir);
}

export interface RunningFunction {
  url: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

/** Serves the rebuilt function with Deno on a free loopback port (hosted EdgeRuntime shim). */
export async function startRebuilt(
  upload: FunctionUpload,
  dir: string,
  env: Record<string, string>,
  reaper: Reaper,
): Promise<RunningFunction> {
  const { entry, importMap } = uploadPaths(upload, dir);
  const port = await freePort();
  const child = spawnManaged({
    name: `uploaded:${upload.slug}`,
    command: denoBin(),
    args: [
      ...['run', '--allow-net', '--allow-env', '--allow-read'],
      ...['--preload', join(import.meta.dirname, 'edge-runtime-shim.ts')],
      ...(importMap ? ['--config', importMap] : ['--no-config']),
      entry,
    ],
    cwd: dir,
    env: denoEnvironment({ ...env, DENO_SERVE_ADDRESS: `tcp:${HOST}:${port}` }),
    reaper,
    errorCode: 'function_failed',
  });
  try {
    await waitUntil(() => isListening(port), {
      what: `uploaded function ${upload.slug}`,
      timeoutMs: 120_000,
      abortIf: () => child.assertRunning(),
      details: () => child.tail(),
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url: `http://${HOST}:${port}`, process: child, stop: () => child.stop() };
}
