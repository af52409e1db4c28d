// The Edge Functions in real Deno: one process per supabase/functions/<name>/index.ts
// (folders starting with _ or . are shared code), each serving on its own loopback port.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ManagedProcess, spawnManaged } from './managed-process.ts';
import { functionsDir as defaultFunctionsDir, denoBin, localDir } from './paths.ts';
import { freePort, HOST, isListening } from './ports.ts';
import type { Reaper } from './reaper.ts';
import { waitUntil } from './wait-until.ts';

export interface FunctionsOptions {
  env: Record<string, string>;
  reaper: Reaper;
  functionsDir?: string;
  /** Deno's cache (npm packages); default .local/deno so repeated runs are fast. */
  denoDir?: string;
  /** Start-up deadline per function; the first run downloads npm packages. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface Functions {
  /** Function name -> loopback port. */
  ports: ReadonlyMap<string, number>;
  stop(): Promise<void>;
}

/** Names of the deployable functions: folders with an index.ts, not _shared or hidden. */
export function listFunctions(dir = defaultFunctionsDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
    .filter((entry) => existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

const PASS_THROUGH =
  /^(HOME|PATH|HTTPS?_PROXY|NO_PROXY|NPM_CONFIG_REGISTRY|DENO_AUTH_TOKENS|DENO_CERT|DENO_TLS_CA_STORE|SSL_CERT_FILE|SSL_CERT_DIR)$/i;

export async function startFunctions(options: FunctionsOptions): Promise<Functions> {
  const dir = options.functionsDir ?? defaultFunctionsDir;
  const denoDir = options.denoDir ?? join(localDir, 'deno');
  mkdirSync(denoDir, { recursive: true });
  const config = join(dir, 'deno.json');
  const deno = denoBin();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => PASS_THROUGH.test(key)),
  );
  const ports = new Map<string, number>();
  const processes: ManagedProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    await Promise.all(
      listFunctions(dir).map(async (name) => {
        const port = await freePort();
        const child = spawnManaged({
          name: `fn:${name}`,
          command: deno,
          args: [
            ...['run', '--allow-net', '--allow-env', '--allow-read'],
            ...['--preload', join(import.meta.dirname, 'edge-runtime-shim.ts')],
            ...(existsSync(config) ? ['--config', config] : []),
            join(dir, name, 'index.ts'),
          ],
          cwd: dir,
          env: {
            ...inherited,
            NO_COLOR: '1',
            DENO_DIR: denoDir,
            DENO_NO_UPDATE_CHECK: '1',
            // Deno ships its own root certificates; machines behind a TLS-inspecting proxy
            // (and corporate CAs) need the system store too to download npm: imports.
            DENO_TLS_CA_STORE: inherited.DENO_TLS_CA_STORE ?? 'system,mozilla',
            ...options.env,
            DENO_SERVE_ADDRESS: `tcp:${HOST}:${port}`,
          },
          reaper: options.reaper,
          errorCode: 'function_failed',
          log: options.log,
        });
        processes.push(child);
        await waitUntil(() => isListening(port), {
          what: `Edge Function ${name}`,
          timeoutMs: options.timeoutMs ?? 120_000,
          abortIf: () => child.assertRunning(),
          details: () => child.tail(),
        });
        ports.set(name, port);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, stop };
}
