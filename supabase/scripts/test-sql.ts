// `pnpm --filter @hlasovy-asistent/supabase run test:sql`: the pgTAP suite (supabase/pgtap/*.sql) on a
// throwaway, migrated cluster. Prints pg_prove's TAP, exits with its status, leaves nothing
// running. Arguments narrow the run to the files whose names contain one of them.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startDatabase, supabaseDir } from '@hlasovy-asistent/local-stack';
import pg from 'pg';

const testsDir = join(supabaseDir, 'pgtap');
const only = process.argv.slice(2);
const files = readdirSync(testsDir)
  .filter((f) => f.endsWith('.sql'))
  .filter((f) => only.length === 0 || only.some((part) => f.includes(part)))
  .sort()
  .map((f) => join(testsDir, f));

const started = Date.now();
// pgTAP and pg_prove need the native server
const db = await startDatabase({ engine: 'native' });
let code = 1;
try {
  const client = new pg.Client({ connectionString: db.dbUrl });
  await client.connect();
  await client.query('create extension if not exists pgtap with schema extensions');
  await client.end();
  console.log(`# database ready in ${Date.now() - started} ms; ${files.length} test files`);
  const url = new URL(db.dbUrl);
  code = await new Promise<number>((resolve) => {
    const prove = spawn(
      'pg_prove',
      [
        '--verbose',
        '-h',
        url.hostname,
        '-p',
        url.port,
        '-U',
        'postgres',
        '-d',
        'postgres',
        ...files,
      ],
      { stdio: 'inherit', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
    );
    prove.on('error', (error) => {
      console.error(`pg_prove could not run (apt-get install -y postgresql-15-pgtap): ${error}`);
      resolve(1);
    });
    prove.on('exit', (exit) => resolve(exit ?? 1));
  });
} finally {
  await db.stop();
}
process.exit(code);
