// scripts/deploy.sh: `--dry-run` runs every step with the real Supabase CLI against the local
// stand-ins (Management API stand-in, PostgreSQL with pg_cron) and builds the site; a bad .env
// stops before the first remote step with one line per bad setting; .env.example lists every
// variable the deploy reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';
import { afterAll, describe, expect, test } from 'vitest';
import { REQUIRED_FOR_DEPLOY } from '../apps/site/build/deployCheck.ts';
import { DEPLOY_VARIABLES } from './deploy/deployEnv.ts';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'deploy-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILLED: Record<string, string> = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: `sbp_${'0123456789abcdef'.repeat(2)}01234567`,
  SUPABASE_DB_PASSWORD: 'db-password-value-9e1f',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_dry-run-key',
  VITE_SITE_URL: 'https://www.ukazka.sk',
  VITE_PHONE_NUMBER: '+421212345678',
  VITE_PRIVACY_POLICY_URL: 'https://www.ukazka.sk/ochrana-udajov',
  VITE_CONTROLLER_NAME: 'Ukážka s. r. o.',
  VITE_CONTROLLER_ADDRESS: 'Hlavná 1, 811 01 Bratislava',
  VITE_CONTROLLER_ICO: '12345678',
  VITE_CONTROLLER_EMAIL: 'gdpr@ukazka.sk',
  VITE_RECORDING_RETENTION_DAYS: '14',
  SITE_ORIGINS: 'https://www.ukazka.sk',
  VAPI_PUBLIC_KEY: 'vapi-public-key-value-7d2a',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-0000000000a1',
  VAPI_PRIVATE_KEY: 'vapi-private-key-value-51c3',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000b1',
  FORM_TOKEN_SECRET: 'form-token-secret-value-0123456789abcdef0123',
  VAPI_WEBHOOK_SECRET: 'vapi-webhook-secret-value-0123456789abcdef',
};

function envFile(name: string, values: Record<string, string>): string {
  const path = join(dir, name);
  writeFileSync(
    path,
    Object.entries(values)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join('\n'),
  );
  return path;
}

/** The operator's environment: none of the test runner's (VITEST*, NODE_ENV) or VITE_ variables. */
const operatorEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITEST|VITE_|NODE_ENV$|TEST$)/.test(name)),
);

/** deploy.ts directly (what deploy.sh execs after installing), for the fast refusals. */
function deploy(args: string[]) {
  return spawnSync(process.execPath, [join(root, 'scripts/deploy.ts'), ...args], {
    cwd: root,
    env: operatorEnv,
    encoding: 'utf8',
    timeout: 300_000,
  });
}

describe('bash scripts/deploy.sh --dry-run', () => {
  test('runs link, db push, secrets set, functions deploy and the site build locally', () => {
    const result = spawnSync(
      'bash',
      ['scripts/deploy.sh', '--dry-run', '--dotenv', envFile('.env', FILLED)],
      {
        cwd: root,
        env: operatorEnv,
        encoding: 'utf8',
        timeout: 600_000,
      },
    );
    const out = `${result.stdout}${result.stderr}`;
    expect(result.status, out).toBe(0);
    const steps = [...out.matchAll(/^==> (\S+(?: \S+)?)/gm)].map((m) => m[1]);
    expect(steps).toEqual([
      'check: the',
      'supabase link',
      'supabase db',
      'assistant plan',
      'supabase secrets',
      'supabase functions',
      'site build',
    ]);
    expect(out).toMatch(/Applying migration 20261125100001_require_pg_cron\.sql/);
    expect(out).toContain(
      '8 secrets: SITE_ORIGINS, VAPI_PUBLIC_KEY, VAPI_ASSISTANT_ID, VAPI_PRIVATE_KEY, VAPI_PHONE_NUMBER_ID, FORM_TOKEN_SECRET, VAPI_WEBHOOK_SECRET, RECORDING_RETENTION_DAYS\n',
    );
    // the assistant was created on the (contract-validated) Vapi stand-in, its id passed on
    expect(out).toMatch(/^ {4}created; snapshot /m);
    expect(out).toMatch(/^ {4}VAPI_ASSISTANT_ID=[0-9a-f-]{36}$/m);
    for (const name of [
      'demo-form-token',
      'handle-demo-request',
      'health',
      'vapi-config',
      'voice-call',
    ]) {
      expect(out).toMatch(new RegExp(`^    ${name}: \\d+ files$`, 'm'));
    }
    expect(out).toMatch(/prerendered into .*index\.html, gdpr\/index\.html/);
    expect(out).toMatch(/^ {4}VAPI_ASSISTANT_ID=[0-9a-f-]{36}$/m);
    expect(out).toContain('secret scan of the build: clean');
    expect(out).toContain('dry run finished');
    for (const secret of [
      'vapi-private-key-value-51c3',
      'form-token-secret-value',
      'db-password-value',
      'vapi-webhook-secret-value',
    ]) {
      expect(out).not.toContain(secret);
    }
  }, 600_000);
});

describe('a bad .env: nothing remote runs', () => {
  test('every bad setting is named, one line each, and no step starts', () => {
    const bad = envFile('bad.env', {
      ...FILLED,
      SUPABASE_PROJECT_REF: 'My-Project',
      VITE_SITE_URL: 'http://127.0.0.1:4173',
      VITE_PHONE_NUMBER: '+421233456789',
      VITE_PRIVACY_POLICY_URL: 'https://example.com/ochrana-osobnych-udajov',
      VAPI_PRIVATE_KEY: '',
      DIAL_MAX_PER_DAY: 'sto',
      VOICE_MAX_DURATION_SECONDS: '600',
      RECORDING_RETENTION_DAYS: '30',
    });
    const result = deploy(['--dry-run', '--dotenv', bad]);
    const out = `${result.stdout}${result.stderr}`;
    expect(result.status).toBe(1);
    for (const line of [
      'SUPABASE_PROJECT_REF must be 20 lower-case letters',
      'VITE_SITE_URL must use https',
      'VITE_PHONE_NUMBER is the placeholder number',
      'VITE_PRIVACY_POLICY_URL is the placeholder example.com link',
      'VAPI_PRIVATE_KEY is not set',
      'DIAL_MAX_PER_DAY is not a whole number',
      'VITE_VOICE_CALL_MAX_MINUTES: the page says 5 min, VOICE_MAX_DURATION_SECONDS allows 600 s',
      'RECORDING_RETENTION_DAYS: must equal VITE_RECORDING_RETENTION_DAYS',
    ]) {
      expect(out).toContain(line);
    }
    expect(out).toContain('nothing was deployed');
    expect(out).not.toMatch(/==> supabase/);
  }, 120_000);

  test('DIALLING=off: the phone number may be left out (the keys browser calls need may not)', () => {
    const off = envFile('off.env', {
      ...FILLED,
      DIALLING: 'off',
      VAPI_PHONE_NUMBER_ID: '',
      SUPABASE_PROJECT_REF: 'bad',
    });
    const out = `${deploy(['--dry-run', '--dotenv', off]).stdout}`;
    expect(out).not.toMatch(/VAPI_PHONE_NUMBER_ID/);
    expect(out).toContain('SUPABASE_PROJECT_REF must be 20 lower-case letters');
  }, 120_000);

  test('no .env: says how to make one', () => {
    const result = deploy(['--dotenv', join(dir, 'missing.env')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('copy .env.example to .env and fill it');
  });
});

describe('.env.example', () => {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  const assigned = new Map(
    [...text.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
  const expected = [
    ...Object.keys(DEPLOY_VARIABLES),
    ...Object.keys(REQUIRED_FOR_DEPLOY),
    ...FUNCTION_SETTINGS.filter((s) => s.need !== 'platform').map((s) => s.name),
  ];

  test.each(expected)('lists %s', (name) => {
    expect(assigned.has(name)).toBe(true);
  });

  test('every variable has a comment above it, and no value but DIALLING=on and the spend cap', () => {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (/^[A-Z0-9_]+=/.test(line)) {
        const above = lines
          .slice(0, i)
          .reverse()
          .find((l) => !/^[A-Z0-9_]+=/.test(l));
        expect(above, line).toMatch(/^#/);
      }
    });
    const filled = [...assigned].filter(([, value]) => value !== '');
    expect(filled).toEqual([
      ['DIALLING', 'on'],
      ['VAPI_MAX_SPEND_PER_DAY', '20'],
    ]);
  });
});

describe('netlify.toml at the repository root', () => {
  const toml = readFileSync(join(root, 'netlify.toml'), 'utf8');
  const value = (key: string) => new RegExp(`^\\s*${key} = "([^"]*)"`, 'm').exec(toml)?.[1];

  test('builds from the root, checks before building, publishes the site output', () => {
    expect(value('base')).toBe('');
    expect(value('publish')).toBe('apps/site/dist');
    const command = value('command') ?? '';
    expect(command.indexOf('check:deploy')).toBeGreaterThan(-1);
    expect(command.indexOf('check:deploy')).toBeLessThan(command.indexOf('run build'));
    expect(command).toContain('--frozen-lockfile');
  });
});
