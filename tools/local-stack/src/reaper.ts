// Makes sure nothing the stack started outlives it: process groups and throwaway
// directories are registered here. A normal `stop()` unregisters them after cleaning up;
// on `process.exit` they are killed synchronously; if the parent is killed outright, the
// detached watchdog (./watchdog.ts, fed through a pipe) notices the closed pipe and reaps.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export interface Reaper {
  track(pgid: number, signal: NodeJS.Signals): void;
  untrack(pgid: number): void;
  removeDir(path: string): void;
  keepDir(path: string): void;
  /** Ends the watchdog once everything was cleaned up normally. */
  close(): void;
}

export function createReaper(): Reaper {
  const groups = new Set<number>();
  const dirs = new Set<string>();
  const watchdog: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, 'watchdog.ts')],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  watchdog.unref();
  const stdin = watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null;
  stdin?.on('error', () => {});
  stdin?.unref?.();
  const send = (line: string) => stdin?.write(`${line}\n`);

  const onExit = () => {
    for (const pgid of groups) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  return {
    track(pgid, signal) {
      groups.add(pgid);
      send(`track ${pgid} ${signal}`);
    },
    untrack(pgid) {
      groups.delete(pgid);
      send(`untrack ${pgid}`);
    },
    removeDir(path) {
      dirs.add(path);
      send(`rmdir ${path}`);
    },
    keepDir(path) {
      dirs.delete(path);
      send(`keepdir ${path}`);
    },
    close() {
      process.off('exit', onExit);
      stdin?.end();
    },
  };
}
