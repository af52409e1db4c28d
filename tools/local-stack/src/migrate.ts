// Applies supabase/migrations/*.sql in file-name order, each in its own transaction, and
// records them in supabase_migrations.schema_migrations like the Supabase CLI does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'pg';
import { StackError } from './errors.ts';

export async function applyMigrations(
  client: Client,
  dir: string,
  log?: (line: string) => void,
): Promise<string[]> {
  const done = new Set(
    (
      await client.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, rest.join('_'), [sql]],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      const detail = error instanceof Error ? error.message : String(error);
      throw new StackError('migration_failed', `migration ${file} failed: ${detail}`, {
        cause: error,
      });
    }
    applied.push(file);
    log?.(`[migrate] applied ${file}`);
  }
  await client.query("notify pgrst, 'reload schema'");
  return applied;
}
