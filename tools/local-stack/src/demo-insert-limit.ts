// Test and dev helper: the database's per-address limit on anon inserts into demo_requests
// (private.demo_insert_limit, migration 20261123100001). Local runs where every visitor is
// 127.0.0.1 (e2e) lift it; tests that play a proxy set trusted_proxy_hops.
import pg from 'pg';

export interface DemoInsertLimit {
  maxHits?: number;
  windowSeconds?: number;
  /** null: X-Real-IP; n: the n-th X-Forwarded-For entry from the right. */
  trustedProxyHops?: number | null;
}

export async function setDemoInsertLimit(dbUrl: string, limit: DemoInsertLimit): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `update private.demo_insert_limit set
         max_hits = coalesce($1, max_hits),
         window_seconds = coalesce($2, window_seconds),
         trusted_proxy_hops = case when $3 then $4::int else trusted_proxy_hops end`,
      [
        limit.maxHits ?? null,
        limit.windowSeconds ?? null,
        limit.trustedProxyHops !== undefined,
        limit.trustedProxyHops ?? null,
      ],
    );
  } finally {
    await db.end();
  }
}
