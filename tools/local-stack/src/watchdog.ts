// Runs as its own detached process next to the stack. Its stdin is a pipe from the parent:
// when the parent dies in any way (Ctrl-C, crash, SIGKILL) the pipe closes and this kills
// every process group still registered and removes the throwaway directories.
// Protocol, one command per line: `track <pgid> <signal>`, `untrack <pgid>`, `rmdir <path>`,
// `keepdir <path>`.
import { rmSync } from 'node:fs';

const groups = new Map<number, NodeJS.Signals>();
const dirs = new Set<string>();

const alive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

const signal = (pgid: number, sig: NodeJS.Signals): void => {
  try {
    process.kill(-pgid, sig);
  } catch {
    // already gone
  }
};

async function reap(): Promise<void> {
  for (const [pgid, sig] of groups) signal(pgid, sig);
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && [...groups.keys()].some(alive)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const pgid of groups.keys()) signal(pgid, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffer += chunk;
  let newline = buffer.indexOf('\n');
  while (newline >= 0) {
    const line = buffer.slice(0, newline);
    const [command = '', arg = '', extra] = line.split(' ');
    const path = line.slice(command.length + 1);
    buffer = buffer.slice(newline + 1);
    newline = buffer.indexOf('\n');
    if (command === 'track') groups.set(Number(arg), (extra as NodeJS.Signals) ?? 'SIGTERM');
    if (command === 'untrack') groups.delete(Number(arg));
    if (command === 'rmdir') dirs.add(path);
    if (command === 'keepdir') dirs.delete(path);
  }
});
process.stdin.on('close', () => void reap());
process.on('SIGINT', () => {});
process.on('SIGTERM', () => void reap());
