import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import {
  type Env,
  formatDeployReport,
  REQUIRED_FOR_DEPLOY,
  runDeployCheck,
} from './deployCheck.ts';
import { READY } from './testing/readyEnv.ts';

/** The Edge Function settings of a deploy that dials. */
const FUNCTIONS: Env = {
  SITE_ORIGINS: 'https://www.ukazka.sk',
  VAPI_PUBLIC_KEY: 'pk',
  VAPI_ASSISTANT_ID: 'assistant',
  VAPI_PRIVATE_KEY: 'sk',
  VAPI_PHONE_NUMBER_ID: 'number',
  FORM_TOKEN_SECRET: 'f'.repeat(64),
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
      'VITE_PHONE_NUMBER',
      'VITE_PRIVACY_POLICY_URL',
      'VITE_DEMO_FREE',
      'VITE_DEMO_MINUTES',
      'VITE_DEMO_AFTER',
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

  test('a demo that is not free is a setting, not a missing value', async () => {
    const report = await runDeployCheck({ ...READY, VITE_DEMO_FREE: 'false' }, noDatabase);
    expect(formatDeployReport(report).ok).toBe(true);
  });

  test('0 days of recordings (calls not recorded) is a setting, not a missing value', async () => {
    const report = await runDeployCheck(
      { ...READY, VITE_RECORDING_RETENTION_DAYS: '0' },
      noDatabase,
    );
    expect(formatDeployReport(report).ok).toBe(true);
  });

  // One problem, naming the variable and, where given, saying what is wrong with it.
  test.each<[name: string, value: string, message?: string]>([
    ['VITE_CONTROLLER_ICO', '123'],
    ['VITE_CONTROLLER_EMAIL', 'nie-je-e-mail'],
    ['VITE_RECORDING_RETENTION_DAYS', 'navždy'],
    ['VITE_DEMO_FREE', 'áno'],
    ['VITE_DEMO_MINUTES', 'pätnásť'],
    ['VITE_DEMO_MINUTES', '2'],
    ['VITE_DEMO_AFTER', 'x'.repeat(301)],
    ['VITE_SUPABASE_URL', 'http://abc.supabase.co', 'must use https'],
    ['VITE_SUPABASE_URL', 'https://127.0.0.1:54321', 'must not point at localhost or 127.0.0.1'],
    ['VITE_SITE_URL', 'https://localhost:4173', 'must not point at localhost'],
    ['VITE_SITE_URL', 'www.ukazka.sk', 'is not a URL'],
    ['VITE_PHONE_NUMBER', '+421233456789', 'is the placeholder number'],
    ['VITE_PHONE_NUMBER', '+421 233 456 789', 'is the placeholder number'],
    ['VITE_PHONE_NUMBER', '02 1234 5678', 'must be an international number'],
    [
      'VITE_PRIVACY_POLICY_URL',
      'https://example.com/ochrana-osobnych-udajov',
      'is the placeholder example.com link',
    ],
    ['VITE_PRIVACY_POLICY_URL', 'https://www.example.org/gdpr', 'points at an example domain'],
    ['VITE_PRIVACY_POLICY_URL', 'http://www.ukazka.sk/gdpr', 'must use https'],
    [
      'VITE_SUPABASE_ANON_KEY',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
      "the local stack's key",
    ],
    ['VITE_LEAD_RETENTION_DAYS', 'half a year', 'is not a whole number'],
    ['VITE_SCHEDULE_MAX_DAYS', '-1', 'is not a whole number'],
  ])('%s=%s is refused: one problem naming it, nothing missing', async (name, value, message) => {
    const report = await runDeployCheck({ ...READY, [name]: value }, noDatabase);
    expect(report.missing).toEqual([]);
    expect(report.problems).toEqual([expect.stringContaining(name)]);
    expect(report.problems[0]).toContain(message ?? name);
    expect(formatDeployReport(report).ok).toBe(false);
  });

  describe('with the Edge Function settings (the whole deploy)', () => {
    const check = (env: Env) => runDeployCheck(env, noDatabase, { functions: true });

    test('a complete set passes; the site-only check ignores them', async () => {
      expect((await check({ ...READY, ...FUNCTIONS })).problems).toEqual([]);
      expect((await runDeployCheck(READY, noDatabase)).problems).toEqual([]);
    });

    test.each([
      [
        'dialling secrets missing',
        { VAPI_PRIVATE_KEY: '', FORM_TOKEN_SECRET: '' },
        ['VAPI_PRIVATE_KEY is not set', 'FORM_TOKEN_SECRET is not set'],
      ],
      [
        'a number that does not parse',
        { DIAL_MAX_PER_DAY: 'sto' },
        ['DIAL_MAX_PER_DAY is not a whole number'],
      ],
      [
        'an http origin',
        { SITE_ORIGINS: 'http://www.ukazka.sk' },
        ['SITE_ORIGINS must use https', 'SITE_ORIGINS does not list https://www.ukazka.sk'],
      ],
      [
        'the site origin not allowed',
        { SITE_ORIGINS: 'https://ina.sk' },
        ['SITE_ORIGINS does not list https://www.ukazka.sk'],
      ],
      [
        'countries that disagree',
        { DIAL_ALLOWED_COUNTRY_CODES: '421' },
        ['VITE_DIAL_ALLOWED_COUNTRY_CODES and DIAL_ALLOWED_COUNTRY_CODES differ'],
      ],
    ])('%s: named', async (_what, change, messages) => {
      const report = await check({ ...READY, ...FUNCTIONS, ...change });
      expect(report.problems).toEqual(messages.map((m) => expect.stringContaining(m)));
    });

    test('DIALLING=off: the phone number is not needed', async () => {
      const report = await check({
        ...READY,
        ...FUNCTIONS,
        DIALLING: 'off',
        VAPI_PHONE_NUMBER_ID: '',
      });
      expect(report.problems).toEqual([]);
    });
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

// Each test starts Node on the script (type stripping, the whole settings graph): 3-6 s on a busy
// 2-core machine (5.9 s measured at load 10), so the budget is a process start's, not a unit's.
describe('scripts/check-deploy.ts (as the operator runs it)', { timeout: 60_000 }, () => {
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

  test('--dotenv --functions: reads the file and names every bad function setting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-deploy-'));
    const file = join(dir, '.env');
    const lines = Object.entries({ ...READY, ...FUNCTIONS, VAPI_TIMEOUT_MS: '10s' });
    writeFileSync(file, lines.map(([k, v]) => `${k}="${v}"`).join('\n'));
    const result = spawnSync(process.execPath, [script, '--dotenv', file, '--functions'], {
      env: clean,
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('problem: VAPI_TIMEOUT_MS is not a whole number');
    expect(result.stderr).not.toContain('10s');
  });

  test('exits 0 when everything is set', () => {
    const result = run(READY);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('deploy check passed');
  });
});
