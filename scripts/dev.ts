// README command 1 (after install): run the product locally.
// Starts the local Supabase stack (PostgreSQL, PostgREST, Edge Functions in Deno, gateway on
// http://127.0.0.1:54321, Vapi stand-in unless real VAPI_* secrets are set) and the site's
// Vite dev server pre-wired to it. Ctrl-C stops both. Env: see tools/local-stack/src/start.ts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  consoleLog,
  describeStack,
  stackOptionsFromEnv,
  startStack,
} from '@hlasovy-asistent/local-stack';

const root = join(import.meta.dirname, '..');
const stack = await startStack(stackOptionsFromEnv(process.env, consoleLog(process.env)));
console.log(describeStack(stack));

const site = spawn('pnpm', ['--filter', '@hlasovy-asistent/site', 'run', 'dev'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey },
});

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  site.kill('SIGTERM');
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
site.on('exit', (code) => void stop(code ?? 0));
