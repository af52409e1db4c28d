// Deploy stages with the real Supabase CLI against the local stand-ins: secrets removed from
// .env are unset on the project (only the managed ones), and the database's lead retention is
// read (read only) and compared with the page's before anything changes.
import { rmSync } from 'node:fs';
import {
  createReaper,
  type Database,
  isolatedHome,
  type ManagementApiStandin,
  runSupabaseCli,
  STANDIN_ACCESS_TOKEN,
  startDatabase,
  startManagementApiStandin,
  writeCliProfile,
} from '@hlasovy-asistent/local-stack';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseRetentionDays, retentionProblem } from './retention.ts';
import { listSecrets, setSecrets, type Target, unsetRemovedSecrets } from './stages.ts';

const reaper = createReaper();
const home = isolatedHome();
let standin: ManagementApiStandin;
let db: Database;
let target: Target;

beforeAll(async () => {
  standin = await startManagementApiStandin();
  db = await startDatabase({ engine: 'native', migrate: true, reaper });
  target = {
    projectRef: standin.projectRef,
    cliEnv: { HOME: home, SUPABASE_ACCESS_TOKEN: STANDIN_ACCESS_TOKEN },
    profile: writeCliProfile(home, standin.url),
    dbUrl: db.dbUrl,
    dryRun: true,
  };
}, 400_000);

afterAll(async () => {
  await db?.stop();
  await standin?.close();
  reaper.close();
  rmSync(home, { recursive: true, force: true });
});

describe('.env is the source of truth for the function secrets', () => {
  test('a managed secret removed from .env is unset; others set by hand are left alone', async () => {
    const before = {
      SITE_ORIGINS: 'https://www.ukazka.sk',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecretKeyOfTheWidget0123',
      NOTIFY_WEBHOOK_URL: 'https://hooks.ukazka.sk/x',
    };
    await setSecrets(target, before);
    // a secret the operator keeps outside the managed table, set by hand
    const byHand = await runSupabaseCli(
      ['secrets', 'set', 'MY_OWN_SECRET=kept', `--remote=${target.projectRef}`, '--yes'],
      { profile: target.profile, env: target.cliEnv },
    );
    expect(byHand.status, byHand.stderr).toBe(0);
    const after = { SITE_ORIGINS: 'https://www.ukazka.sk' };
    const removed = await unsetRemovedSecrets(target, after);
    expect(removed).toEqual(['NOTIFY_WEBHOOK_URL', 'TURNSTILE_SECRET_KEY']);
    expect(standin.unsetNames).toEqual(['NOTIFY_WEBHOOK_URL', 'TURNSTILE_SECRET_KEY']);
    const left = await listSecrets(target);
    expect(left).toContain('MY_OWN_SECRET');
    expect(left).not.toContain('TURNSTILE_SECRET_KEY');
    // a second run has nothing to unset
    expect(await unsetRemovedSecrets(target, after)).toEqual([]);
  }, 600_000);
});

describe('lead retention against the database, read only', () => {
  test("the database's value is read; a different page value is refused, naming the setting", async () => {
    const days = await databaseRetentionDays(target);
    expect(days).toBe(180);
    expect(retentionProblem({}, days)).toBeNull();
    expect(retentionProblem({ VITE_LEAD_RETENTION_DAYS: '180' }, days)).toBeNull();
    expect(retentionProblem({ VITE_LEAD_RETENTION_DAYS: '90' }, days)).toMatch(
      /^VITE_LEAD_RETENTION_DAYS: the page would say 90 days, the database keeps leads 180 days/,
    );
  }, 300_000);
});
