// Where the morning digest's pg_cron job sends its request (public.set_funnel_digest_url): this
// stack's own `funnel-digest` function behind its gateway, as the deploy sets the project's.
import pg from 'pg';

export async function setFunnelDigestUrl(dbUrl: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('select public.set_funnel_digest_url($1)', [url]);
  } finally {
    await client.end();
  }
}
