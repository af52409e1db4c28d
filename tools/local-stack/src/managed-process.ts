// A child process in its own process group, with its output kept (tail for error
// messages) and optionally logged, registered with the reaper until it is stopped.
import { spawn } from 'node:child_process';
import { StackError, type StackErrorCode } from './errors.ts';
import type { Reaper } from './reaper.ts';

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** The last lines the process printed (stdout and stderr). */
  tail(): string;
  /** Throws (with the output tail) when the process has already exited. */
  assertRunning(): void;
  /** Signals the whole process group, escalates to SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  reaper: Reaper;
  /** Signal for a graceful stop (postgres: SIGINT = fast shutdown). */
  stopSignal?: NodeJS.Signals;
  errorCode: StackErrorCode;
  log?: (line: string) => void;
}

const TAIL_LINES = 30;

export function spawnManaged(options: SpawnOptions): ManagedProcess {
  const stopSignal = options.stopSignal ?? 'SIGTERM';
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) {
    throw new StackError(options.errorCode, `${options.name}: could not start ${options.command}`);
  }
  options.reaper.track(pid, stopSignal);
  const lines: string[] = [];
  let exitCode: number | string | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve();
    });
  });
  child.on('error', (error) => {
    lines.push(String(error));
    exitCode ??= -1;
  });
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      options.log?.(`[${options.name}] ${line}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.unref();

  const tail = () => lines.join('\n');
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // group already gone
    }
  };
  const groupAlive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  return {
    name: options.name,
    pid,
    tail,
    assertRunning() {
      if (exitCode !== undefined) {
        throw new StackError(
          options.errorCode,
          `${options.name} exited (${exitCode}) during start-up. Last output:\n${tail()}`,
        );
      }
    },
    async stop(timeoutMs = 5000) {
      killGroup(stopSignal);
      const deadline = Date.now() + timeoutMs;
      while (groupAlive() && Date.now() < deadline) {
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 25))]);
      }
      if (groupAlive()) killGroup('SIGKILL');
      // Bounded: orphaned zombies would keep the group "alive" where PID 1 does not reap.
      const hardDeadline = Date.now() + 2000;
      while (groupAlive() && Date.now() < hardDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      options.reaper.untrack(pid);
    },
  };
}
