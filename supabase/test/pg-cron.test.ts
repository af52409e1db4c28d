// The migrations on a PostgreSQL 15 cluster that preloads the real pg_cron (Debian
// postgresql-15-cron), as hosted Supabase does: the retention jobs are scheduled. Without
// pg_cron and without the local opt-out, the migrations stop with a message saying what to do.
import { type Database, StackError, startDatabase } from '@hlasovy-asistent/local-stack';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';

const started: Database[] = [];
afterAll(async () => {
  for (const db of started) await db.stop();
});

async function query<T extends pg.QueryResultRow>(db: Database, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('pg_cron and the retention jobs', () => {
  test('preloaded: the migrations enable pg_cron and schedule every retention job (and the funnel digest)', async () => {
    const db = await startDatabase({ engine: 'native', pgCron: 'preload' });
    started.push(db);
    const jobs = await query<{ jobname: string; schedule: string; command: string }>(
      db,
      'select jobname, schedule, command from cron.job order by jobname',
    );
    expect(jobs).toEqual([
      {
        jobname: 'funnel-digest',
        schedule: '0 6-9 * * *',
        command: 'select public.queue_funnel_digest()',
      },
      {
        jobname: 'purge-expired-call-outcomes',
        schedule: '27 3 * * *',
        command: 'select public.purge_expired_call_outcomes()',
      },
      {
        jobname: 'purge-expired-chats',
        schedule: '37 3 * * *',
        command: 'select public.purge_expired_chats()',
      },
      {
        jobname: 'purge-expired-funnel-counts',
        schedule: '37 3 * * *',
        command:
          'select public.purge_expired_funnel_counts(), public.purge_expired_funnel_digests()',
      },
      {
        jobname: 'purge-expired-leads',
        schedule: '17 3 * * *',
        command: 'select public.purge_expired_leads()',
      },
      {
        jobname: 'purge-expired-rate-limits',
        schedule: '*/15 * * * *',
        command: 'select public.purge_expired_rate_limits()',
      },
    ]);
    const [extension] = await query<{ extnamespace: string }>(
      db,
      "select extnamespace::regnamespace::text as extnamespace from pg_extension where extname = 'pg_cron'",
    );
    expect(extension?.extnamespace).toBe('pg_catalog');
  }, 120_000);

  test('not preloaded and no opt-out: the migration fails saying what to do', async () => {
    const error = await startDatabase({ engine: 'native', pgCron: 'none' }).then(
      (db) => {
        started.push(db);
        return null;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StackError);
    const message = (error as StackError).message;
    expect(message).toMatch(/20261125100001_require_pg_cron\.sql failed/);
    expect(message).toMatch(/pg_cron could not be enabled .*retention jobs .* would never run/);
  }, 120_000);

  test('the local opt-out: migrated, nothing scheduled, no cron schema', async () => {
    const db = await startDatabase({ engine: 'native', pgCron: 'opt-out' });
    started.push(db);
    const rows = await query<{ n: string }>(
      db,
      "select count(*)::text as n from pg_extension where extname = 'pg_cron'",
    );
    expect(rows).toEqual([{ n: '0' }]);
    const applied = await query<{ version: string }>(
      db,
      "select version from supabase_migrations.schema_migrations where version = '20261125100001'",
    );
    expect(applied).toHaveLength(1);
  }, 120_000);
});
