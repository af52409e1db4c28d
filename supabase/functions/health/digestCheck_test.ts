import assert from 'node:assert/strict';
import { checkDigest, type DigestHealth } from './digestCheck.ts';

const healthy: DigestHealth = {
  cron: true,
  scheduled: true,
  http: true,
  target: true,
  send_hour: 8,
  due_day: '2026-11-28',
  late: false,
  last: { day: '2026-11-28', status: 'sent', attempts: 1, finished_at: null, error: null },
};
const source = (digest: DigestHealth) => ({ digestHealth: () => Promise.resolve(digest) });
const names = (r: Awaited<ReturnType<typeof checkDigest>>) =>
  r.warnings.map((w) => `${w.setting}:${w.problem}`);

Deno.test('health: a digest scheduled, reachable and delivered warns of nothing and shows its state', async () => {
  const result = await checkDigest(source(healthy));
  assert.deepEqual(result.digest, healthy);
  assert.deepEqual(names(result), []);
});

Deno.test('health: no job, no pg_net, no URL, a late digest: one warning each, never a problem', async () => {
  const result = await checkDigest(
    source({
      ...healthy,
      scheduled: false,
      http: false,
      target: false,
      late: true,
      last: { ...healthy.last, day: '2026-11-27', status: 'failed' } as DigestHealth['last'],
    }),
  );
  assert.deepEqual(names(result), [
    'funnel_digest:not_scheduled',
    'funnel_digest:no_http',
    'funnel_digest:no_target',
    'funnel_digest:late',
  ]);
  assert.match(result.warnings[3]?.message ?? '', /2026-11-27 failed/);
});

Deno.test('health: no pg_cron at all (the local opt-out) is no warning: nothing is meant to run', async () => {
  const result = await checkDigest(source({ ...healthy, cron: false, scheduled: false }));
  assert.deepEqual(names(result), []);
  assert.equal(result.digest?.scheduled, false);
});

Deno.test('health: a database that does not answer leaves the digest out (the database check names it)', async () => {
  const result = await checkDigest({ digestHealth: () => Promise.reject(new Error('down')) });
  assert.deepEqual(result, { digest: null, warnings: [] });
});
