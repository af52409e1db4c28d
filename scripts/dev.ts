// README command 1 (after install): run the product locally.
// Starts the site's Vite dev server. The backend issue extends this with the local
// Supabase stack (database, PostgREST, Edge Functions, gateway) pre-wired into the site.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const site = spawn('pnpm', ['--filter', '@repo/site', 'run', 'dev'], {
  cwd: root,
  stdio: 'inherit',
});
const stop = () => site.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => process.exit(code ?? 0));
