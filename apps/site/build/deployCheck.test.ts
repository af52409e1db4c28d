import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import {
  type Env,
  formatDeployReport,
  REQUIRED_FOR_DEPLOY,
  runDeployCheck,
} from './deployCheck.ts';

const READY: Env = {
  VITE_CONTROLLER_NAME: 'Ukážka s. r. o.',
  VITE_CONTROLLER_ADDRESS: 'Hlavná 1, 811 01 Bratislava',
  VITE_CONTROLLER_ICO: '12345678',
  VITE_CONTROLLER_EMAIL: 'gdpr@ukazka.sk',
  VITE_RECORDING_RETENTION_DAYS: '14',
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_SITE_URL: 'https://www.ukazka.sk',
};

const noDatabase = vi.fn(async () => null);

describe('the pre-deploy check', () => {
  test('a local or CI build (nothing set) fails and names every missing variable', async () => {
    const report = await runDeployCheck({}, noDatabase);
    expect(report.missing).toEqual([
      'VITE_CONTROLLER_NAME',
      'VITE_CONTROLLER_ADDRESS',
      'VITE_CONTROLLER_ICO',
      'VITE_CONTROLLER_EMAIL',
      'VITE_RECORDING_RETENTION_DAYS',
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'VITE_SITE_URL',
    ]);
    const { ok, text } = formatDeployReport(report);
    expect(ok).toBe(false);
    expect(text).toContain(`missing: ${report.missing.join(', ')}`);
    expect(text).toMatch(/deploy check FAILED/);
  });

  test('everything set: passes (the database comparison skipped without the service key)', async () => {
    const report = await runDeployCheck(READY, noDatabase);
    expect(report).toEqual({
      missing: [],
      problems: [],
      notes: [expect.stringMatching(/not compared .*SUPABASE_SERVICE_ROLE_KEY.* 180 days/)],
    });
    expect(formatDeployReport(report).ok).toBe(true);
    expect(noDatabase).not.toHaveBeenCalled();
  });

  test.each(Object.keys(REQUIRED_FOR_DEPLOY))('%s unset or blank alone fails', async (name) => {
    for (const value of [undefined, '', '   ']) {
      const report = await runDeployCheck({ ...READY, [name]: value }, noDatabase);
      expect(report.missing).toEqual([name]);
      expect(formatDeployReport(report).ok).toBe(false);
    }
  });

  test('0 days of recordings (calls not recorded) is a setting, not a missing value', async () => {
    const report = await runDeployCheck(
      { ...READY, VITE_RECORDING_RETENTION_DAYS: '0' },
      noDatabase,
    );
    expect(formatDeployReport(report).ok).toBe(true);
  });

  test.each([
    ['VITE_CONTROLLER_ICO', '123'],
    ['VITE_CONTROLLER_EMAIL', 'nie-je-e-mail'],
    ['VITE_RECORDING_RETENTION_DAYS', 'navždy'],
  ])('%s=%s is named as a problem', async (name, value) => {
    const report = await runDeployCheck({ ...READY, [name]: value }, noDatabase);
    expect(report.missing).toEqual([]);
    expect(report.problems).toEqual([expect.stringContaining(name)]);
    expect(formatDeployReport(report).ok).toBe(false);
  });

  describe('with the service-role key: the retention period is compared with the database', () => {
    const withDb = {
      ...READY,
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'k',
    };

    test('the site value (VITE_LEAD_RETENTION_DAYS, default 180) is what is compared', async () => {
      const compare = vi.fn(async () => null);
      await runDeployCheck(withDb, compare);
      await runDeployCheck({ ...withDb, VITE_LEAD_RETENTION_DAYS: '90' }, compare);
      expect(compare.mock.calls).toEqual([['180'], ['90']]);
    });

    test("a mismatch fails the check with the database command's message", async () => {
      const report = await runDeployCheck(withDb, async () => 'LEAD_RETENTION_DAYS is 365');
      expect(report.problems).toEqual(['LEAD_RETENTION_DAYS is 365']);
      expect(formatDeployReport(report).ok).toBe(false);
    });
  });
});

describe('scripts/check-deploy.ts (as the operator runs it)', () => {
  const script = join(import.meta.dirname, '../scripts/check-deploy.ts');
  /** The environment without any VITE_ or SUPABASE_ variable of this machine. */
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITE_|SUPABASE_)/.test(name)),
  );
  const run = (env: Env) =>
    spawnSync(process.execPath, [script], { env: { ...clean, ...env }, encoding: 'utf8' });

  test('exits 1 and names the missing variables', () => {
    const result = run({ ...READY, VITE_CONTROLLER_ICO: '', VITE_RECORDING_RETENTION_DAYS: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing: VITE_CONTROLLER_ICO, VITE_RECORDING_RETENTION_DAYS');
  });

  test('exits 0 when everything is set', () => {
    const result = run(READY);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('deploy check passed');
  });
});
