// A helper process (PulseAudio, Xvfb, WebKitWebDriver, a WAV player) that cannot outlive the test
// process that started it: it runs in its own process group under a small shell whose standard
// input is a pipe from this process. `stop()` closes the pipe; so does this process dying in any
// way (a killed test worker included), and the shell then ends the whole group.
import { spawn } from 'node:child_process';

export interface Tethered {
  readonly pid: number;
  /** Resolves with the exit code once the helper (and its group) ended. */
  readonly exited: Promise<number | null>;
  /** The last lines it printed (stdout and stderr), for error messages. */
  tail(): string;
  /** Ends the helper's process group (SIGTERM, SIGKILL after 3 s) and waits for it. */
  stop(): Promise<void>;
}

export interface TetheredOptions {
  env?: NodeJS.ProcessEnv;
  /** Every chunk of its standard output, as it comes. */
  onStdout?(chunk: Buffer): void;
}

// `setsid` makes the helper the leader of a new process group, so the kill reaches its children
// (MiniBrowser under WebKitWebDriver). The reader of fd 3 returns at end of file: when the pipe
// from the test process closes.
const TETHER = `
exec 3<&0
setsid "$@" </dev/null &
child=$!
{ cat <&3 >/dev/null; kill -TERM -- "-$child" 2>/dev/null; sleep 3; kill -KILL -- "-$child" 2>/dev/null; } &
wait "$child"
`;

const TAIL_CHARS = 4000;

export function spawnTethered(
  command: string,
  args: readonly string[],
  options: TetheredOptions = {},
): Tethered {
  const shell = spawn('bash', ['-c', TETHER, 'tether', command, ...args], {
    env: options.env ?? process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-TAIL_CHARS);
  };
  shell.stdout.on('data', (chunk: Buffer) => {
    keep(chunk);
    options.onStdout?.(chunk);
  });
  shell.stderr.on('data', keep);
  shell.stdin.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => shell.once('exit', resolve));
  return {
    pid: shell.pid ?? -1,
    exited,
    tail: () => output,
    async stop() {
      shell.stdin.end();
      await exited;
    },
  };
}
