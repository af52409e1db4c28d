// scripts/deploy.sh: `--dry-run` runs every step with the real Supabase CLI against the local
// stand-ins (Management API stand-in, PostgreSQL with pg_cron) and builds the site, then ends
// with the live check against the local stack on that database and the Vapi stand-in, printing
// its findings; a bad .env stops before the first remote step with one line per bad setting;
// .env.example lists every variable the deploy reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOY_VARIABLES } from '@hlasovy-asistent/validation';
import { afterAll, describe, expect, test } from 'vitest';
import { REQUIRED_FOR_DEPLOY } from '../apps/site/build/deployCheck.ts';
import { DEPLOY_OUTPUTS, managedSecretNames, readDeployEnv } from './deploy/deployEnv.ts';
import { FILLED } from './deploy/filledEnv.ts';
import { SPA_FALLBACK } from './deploy/publishSite.ts';
import { LIVE_CHECK_SKIPPED } from './live-check/deployStep.ts';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'deploy-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const example = readFileSync(join(root, '.env.example'), 'utf8');

/**
 * .env.example with `values` put into its placeholders (`NAME=` lines); a name the example does
 * not have fails the test, so nothing undocumented can make the deploy pass.
 */
function fromExample(values: Record<string, string>): string {
  let text = example;
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^${name}=.*$`, 'm');
    if (!line.test(text)) throw new Error(`.env.example has no ${name}=`);
    text = text.replace(line, `${name}=${JSON.stringify(value)}`);
  }
  return text;
}

function exampleFile(name: string, values: Record<string, string>): string {
  const path = join(dir, name);
  writeFileSync(path, fromExample(values));
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
  test('from .env.example with only its placeholders filled: every check first, then link, db push, the assistant, secrets, functions, publish, the live check', () => {
    const values = { ...FILLED, VITE_LEAD_RETENTION_DAYS: '90' };
    const result = spawnSync(
      'bash',
      ['scripts/deploy.sh', '--dry-run', '--dotenv', exampleFile('.env', values)],
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
    // every check (the .env, the project read only, the assistant's plan, the build's scan)
    // comes before the first step that changes anything remote (db push)
    expect(steps).toEqual([
      'check: the',
      'check: the',
      'check: the',
      'site build',
      'supabase db',
      'assistant sync',
      'supabase secrets',
      'supabase functions',
      'site publish:',
      'live check',
    ]);
    expect(out).toMatch(/Applying migration 20261125100001_require_pg_cron\.sql/);
    // a new database gets the page's lead retention right after db push
    expect(out).toContain('a new database: its lead retention is set after db push');
    expect(out).toContain('lead retention set: 90 days');
    // the database asks the project's funnel-digest function for the morning digest
    expect(out).toContain(
      'morning digest requested from https://abcdefghijklmnopqrst.supabase.co/functions/v1/funnel-digest',
    );
    // VAPI_ASSISTANT_ID is an output of the sync: every secret the example file and the sync set
    const example = readDeployEnv(join(dir, '.env'));
    const expected = managedSecretNames().filter(
      (name) => example[name] || ['VAPI_ASSISTANT_ID', 'RECORDING_RETENTION_DAYS'].includes(name),
    );
    expect(expected).toContain('VAPI_ASSISTANT_ID');
    expect(out).toContain(`${expected.length} secrets: ${expected.join(', ')}\n`);
    expect(out).toContain('unset (no longer in .env): none');
    // the assistant was created on the (contract-validated) Vapi stand-in, its id passed on
    expect(out).toMatch(/does not exist on Vapi: sync will create it/);
    expect(out).toMatch(/^ {4}created; snapshot /m);
    expect(out).toMatch(/^ {4}VAPI_ASSISTANT_ID=[0-9a-f-]{36}$/m);
    for (const name of [
      'chat',
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
    // the folder built and scanned above is what went to the host (publishSite.test.ts: byte for byte)
    expect(out).toMatch(/^ {4}published \d+ files \(\d+ uploaded\), deploy [0-9a-f-]{36}$/m);
    // the live check against the stand-ins: its findings, its result recorded in the database
    expect(out).toContain('==> live check against the local stand-ins (dry run)');
    expect(out).toMatch(
      /^ {4}call [0-9a-f-]{36} created \(WebSocket transport, at most 45 s\); control URL: named by Vapi$/m,
    );
    expect(out).toMatch(/^ {4}audio back: \d+ of \d+ frames with sound/m);
    expect(out).toMatch(/^ {4}typed turn: answered on the socket after \d+\.\d s/m);
    expect(out).toMatch(/^ {4}spoken sentence: answered \d+\.\d s after it ended$/m);
    expect(out).toMatch(/^ {4}call: \d+\.\d s on the socket, ended by the hang-up$/m);
    expect(out).toMatch(/^ {4}written turn: \d+ slot\(s\) offered/m);
    expect(out).toContain("    the offer is recorded under the chat's own id");
    expect(out).toMatch(/^ {4}written choice: the first slot \(\S+\) accepted in the next turn$/m);
    expect(out).toMatch(/^ {4}Daily web call: room created \(POST \/call, transport daily/m);
    expect(out).toMatch(/^ {4}client messages checked: \d+, with configuration or a secret: 0$/m);
    expect(out).toMatch(/^ {4}cost of this check: \d+\.\d{4} USD$/m);
    expect(out).toContain('    recorded (deploy): passed; typed turns: socket');
    expect(out).toContain('    live check: PASSED');
    expect(out).not.toMatch(/FAILED|SKIPPED/);
    expect(out).toContain(
      'dry run finished: every step ran against the local stand-ins, and the live check passed',
    );
    for (const secret of [
      'vapi-private-key-value-51c3',
      'form-token-secret-value',
      'db-password-value',
      'vapi-webhook-secret-value',
      'vapi-tools-secret-value',
      'netlify-token-value',
    ]) {
      expect(out).not.toContain(secret);
    }
  }, 600_000);
});

describe('a bad .env: nothing remote runs', () => {
  test('every bad setting is named, one line each, and no step starts', () => {
    const bad = exampleFile('bad.env', {
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

  test.each([
    [
      'the REST path appended to the project URL',
      { VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co/rest/v1/' },
      "VITE_SUPABASE_URL must be the project's address alone",
    ],
    [
      'the dashboard domain',
      { VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.com' },
      'VITE_SUPABASE_URL points at supabase.com',
    ],
    [
      "another project's URL",
      { VITE_SUPABASE_URL: 'https://zyxwvutsrqponmlkjihg.supabase.co' },
      'VITE_SUPABASE_URL is the URL of project zyxwvutsrqponmlkjihg, but SUPABASE_PROJECT_REF is abcdefghijklmnopqrst',
    ],
    [
      'a custom domain that is not declared',
      { VITE_SUPABASE_URL: 'https://api.ukazka.sk' },
      'VITE_SUPABASE_URL is neither https://abcdefghijklmnopqrst.supabase.co nor the declared SUPABASE_CUSTOM_DOMAIN',
    ],
    [
      'the Turnstile widget without its secret',
      { VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAAsiteKeyOfWidget' },
      'TURNSTILE_SECRET_KEY is not set but VITE_TURNSTILE_SITE_KEY is',
    ],
    [
      'the Turnstile secret without the widget',
      { TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecretKeyOfTheWidget0123' },
      'VITE_TURNSTILE_SITE_KEY is not set but TURNSTILE_SECRET_KEY is',
    ],
    [
      'the Turnstile secret pasted as the site key',
      {
        VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAAsecretKeyOfTheWidget0123',
        TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecretKeyOfTheWidget0123',
      },
      'VITE_TURNSTILE_SITE_KEY holds the value of TURNSTILE_SECRET_KEY',
    ],
    [
      'a secret key as the publishable key',
      { VITE_SUPABASE_ANON_KEY: 'sb_secret_0123456789abcdefghij' },
      'VITE_SUPABASE_ANON_KEY looks like a secret API key',
    ],
    [
      'the site missing from SITE_ORIGINS',
      { SITE_ORIGINS: 'https://ukazka.sk' },
      'SITE_ORIGINS does not list https://www.ukazka.sk (VITE_SITE_URL)',
    ],
    [
      'recording 7 days on /gdpr, 30 on the server',
      { VITE_RECORDING_RETENTION_DAYS: '7', RECORDING_RETENTION_DAYS: '30' },
      'RECORDING_RETENTION_DAYS: must equal VITE_RECORDING_RETENTION_DAYS',
    ],
    [
      "the tools' secret equal to the events' secret",
      { VAPI_TOOLS_SECRET: 'vapi-webhook-secret-value-0123456789abcdef' },
      'VAPI_TOOLS_SECRET must differ from VAPI_WEBHOOK_SECRET',
    ],
    [
      "the tools' secret missing",
      { VAPI_TOOLS_SECRET: '' },
      'VAPI_TOOLS_SECRET: missing (the assistant needs it)',
    ],
    [
      'a 10-minute call on the page, 5 on the server',
      { VITE_VOICE_CALL_MAX_MINUTES: '10' },
      'VITE_VOICE_CALL_MAX_MINUTES: the page says 10 min, VOICE_MAX_DURATION_SECONDS allows 300 s',
    ],
  ])(
    '%s: refused before anything remote, naming the setting',
    (_title, mistake, line) => {
      const path = join(dir, 'mistake.env');
      const known = Object.fromEntries(
        Object.entries(mistake).filter(([name]) => new RegExp(`^${name}=`, 'm').test(example)),
      );
      // a setting the example does not list (the page's call length) is added the way an operator would
      const extra = Object.entries(mistake)
        .filter(([name]) => !(name in known))
        .map(([name, value]) => `${name}=${value}`);
      writeFileSync(path, [fromExample({ ...FILLED, ...known }), ...extra].join('\n'));
      const result = deploy(['--dry-run', '--dotenv', path]);
      const out = `${result.stdout}${result.stderr}`;
      expect(result.status, out).toBe(1);
      expect(out).toContain(line);
      expect(out).toContain('nothing was deployed');
      expect(out).not.toMatch(/==> (check: the project|supabase|site build)/);
    },
    120_000,
  );

  test('DIALLING=off: the phone number may be left out (the keys browser calls need may not)', () => {
    const off = exampleFile('off.env', {
      ...FILLED,
      DIALLING: 'off',
      VAPI_PHONE_NUMBER_ID: '',
      SUPABASE_PROJECT_REF: 'bad',
    });
    const out = `${deploy(['--dry-run', '--dotenv', off]).stdout}`;
    expect(out).not.toMatch(/VAPI_PHONE_NUMBER_ID/);
    expect(out).toContain('SUPABASE_PROJECT_REF must be 20 lower-case letters');
  }, 120_000);

  test('--skip-live-check is said at the very start, before anything else runs', () => {
    const bad = exampleFile('skip.env', { ...FILLED, SUPABASE_PROJECT_REF: 'bad' });
    const result = deploy(['--dry-run', '--skip-live-check', '--dotenv', bad]);
    const first = result.stdout.split('\n')[0];
    expect(first).toBe(LIVE_CHECK_SKIPPED);
    expect(result.status).toBe(1);
  }, 120_000);

  test('no .env: says how to make one', () => {
    const result = deploy(['--dotenv', join(dir, 'missing.env')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('copy .env.example to .env and fill it');
  }, 120_000);
});

describe('.env.example', () => {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  const assigned = new Map(
    [...text.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
  const expected = [
    ...DEPLOY_VARIABLES.map((v) => v.name),
    ...Object.keys(REQUIRED_FOR_DEPLOY),
    ...managedSecretNames().filter((name) => !(name in DEPLOY_OUTPUTS)),
  ];

  test.each(expected)('lists %s', (name) => {
    expect(assigned.has(name)).toBe(true);
  });

  test.each(Object.keys(DEPLOY_OUTPUTS))('does not ask for %s (the deploy produces it)', (name) => {
    expect(assigned.has(name)).toBe(false);
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

  test('Netlify builds nothing (pushes, previews): it publishes only what deploy.sh checked', () => {
    expect(value('base')).toBe('');
    expect(value('publish')).toBe('apps/site/dist');
    // `ignore` exiting 0 skips the build; no build command that could use the UI's variables
    expect(value('ignore')).toBe('exit 0');
    expect(value('command')).toBeUndefined();
  });

  test('the SPA fallback it declares is the one the deploy uploads', () => {
    expect(toml).toMatch(/from = "\/\*"\s+to = "\/404\.html"\s+status = 404/);
    expect(SPA_FALLBACK.trim().split(/\s+/)).toEqual(['/*', '/404.html', '404']);
  });
});
