// A database on a persisted data dir, started twice: what the first start stored, the second
// reads, and no migration runs twice.
import pg from 'pg';
import { expect } from 'vitest';

export interface RestartableDatabase {
  dbUrl: string;
  stop(): Promise<void>;
}

/** The rows `sql` reads over a connection of its own. */
async function rowsOf<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** `start` twice on one data dir: a lead kept and the migrations not repeated; `between` runs after the first stop. */
export async function expectKeptAcrossRestart(
  start: () => Promise<RestartableDatabase>,
  between: () => void = () => {},
): Promise<void> {
  const requestId = crypto.randomUUID();
  const first = await start();
  await rowsOf(
    first.dbUrl,
    `insert into public.demo_requests (request_id, name, email, phone, industry)
     values ('${requestId}', 'Eva', 'eva@example.sk', '+421900123456', 'reality')`,
  );
  const migrationsSql = 'select version from supabase_migrations.schema_migrations';
  const migrations = await rowsOf(first.dbUrl, migrationsSql);
  expect(migrations.length).toBeGreaterThan(0);
  await first.stop();
  between();

  const second = await start();
  try {
    expect(
      await rowsOf(
        second.dbUrl,
        `select name from public.demo_requests where request_id = '${requestId}'`,
      ),
    ).toEqual([{ name: 'Eva' }]);
    expect(await rowsOf(second.dbUrl, migrationsSql)).toEqual(migrations);
  } finally {
    await second.stop();
  }
}
