// The CI deploy pipeline (.github/workflows/deploy.yml): its YAML parses, staging deploys on
// main and production on a tag, each job runs the same scripts/deploy.sh with the .env written
// from the CI store (ci-dotenv.ts), every script it names exists, secrets come from the store's
// secrets, and each environment has its own assistant by name. The scheduled live check
// (.github/workflows/live-check.yml) checks production the same way.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretSettingNames } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { envProblems } from './checks.ts';
import { ciDotenv } from './ci-dotenv.ts';
import { readDeployEnv } from './deployEnv.ts';
import { FILLED } from './filledEnv.ts';

/** A GitHub Actions expression as the workflow writes it. */
const gh = (expression: string) => `\${{ ${expression} }}`;
const root = join(import.meta.dirname, '..', '..');
const text = readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8');
const example = readFileSync(join(root, '.env.example'), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  environment?: string;
  'runs-on'?: string;
  steps: Step[];
}
const workflow = parse(text) as {
  on: { push: { branches?: string[]; tags?: string[] } };
  jobs: Record<string, Job>;
};

describe('.github/workflows/deploy.yml', () => {
  test('staging on a push to main, production on a version tag, one environment each', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on.push.tags).toEqual(['v*']);
    const { staging, production } = workflow.jobs;
    expect(staging?.if).toBe("github.ref == 'refs/heads/main'");
    expect(staging?.environment).toBe('staging');
    expect(production?.if).toBe("startsWith(github.ref, 'refs/tags/v')");
    expect(production?.environment).toBe('production');
  });

  test.each(['staging', 'production'])(
    '%s: writes .env from the CI store, then runs the same deploy.sh',
    (name) => {
      const steps = workflow.jobs[name]?.steps ?? [];
      const runs = steps.map((s) => s.run ?? '');
      const write = runs.findIndex((r) => r.includes('scripts/deploy/ci-dotenv.ts .env'));
      const deploy = runs.findIndex((r) => r.trim() === 'bash scripts/deploy.sh --dotenv .env');
      expect(write).toBeGreaterThan(-1);
      expect(deploy).toBeGreaterThan(write);
      expect(steps[write]?.env?.CI_SECRETS).toBe(gh('toJSON(secrets)'));
      expect(steps[write]?.env?.CI_VARS).toBe(gh('toJSON(vars)'));
      const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
      expect(node?.with?.['node-version']).toBe(24);
      expect(steps[0]?.uses).toMatch(/^actions\/checkout@v\d+$/);
    },
  );

  test('every script a step names exists in the repository', () => {
    const scripts = [...text.matchAll(/\bscripts\/[\w./-]+\.(?:sh|ts)\b/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const path of scripts) expect(existsSync(join(root, path)), path).toBe(true);
  });

  test('secrets named one by one are secret settings; none is read from plain variables', () => {
    const secrets = [...text.matchAll(/\bsecrets\.([A-Z0-9_]+)/g)].map((m) => m[1] as string);
    for (const name of secrets) expect(secretSettingNames()).toContain(name);
    const vars = [...text.matchAll(/\bvars\.([A-Z0-9_]+)/g)].map((m) => m[1] as string);
    for (const name of vars) expect(secretSettingNames()).not.toContain(name);
  });

  test('one assistant per environment, by name', () => {
    const names = ['staging', 'production'].map(
      (job) =>
        workflow.jobs[job]?.steps.find((s) => s.env?.VAPI_ASSISTANT_NAME)?.env?.VAPI_ASSISTANT_NAME,
    );
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBeTruthy();
    expect(names[0]).not.toBe(names[1]);
    for (const name of names) expect([...(name ?? '')].length).toBeLessThanOrEqual(40);
  });
});

describe('ci-dotenv: the .env from the CI store', () => {
  const isSecret = (name: string) => secretSettingNames().includes(name);
  const secrets = Object.fromEntries(Object.entries(FILLED).filter(([name]) => isSecret(name)));
  // a staging environment: its own origin and key, no recordings kept
  const vars = {
    ...Object.fromEntries(Object.entries(FILLED).filter(([name]) => !isSecret(name))),
    VITE_SUPABASE_ANON_KEY: 'sb_publishable_ci-key',
    VITE_SITE_URL: 'https://staging.ukazka.sk',
    VITE_RECORDING_RETENTION_DAYS: '0',
    SITE_ORIGINS: 'https://staging.ukazka.sk',
    GITHUB_ONLY: 'not a setting',
  };

  test('the store of an environment makes a .env that passes every check of the deploy', async () => {
    const { body, names, problems } = ciDotenv(example, {
      CI_SECRETS: JSON.stringify(secrets),
      CI_VARS: JSON.stringify(vars),
      VAPI_ASSISTANT_NAME: 'Slovenský demo asistent (staging)',
    });
    expect(problems).toEqual([]);
    expect(names).not.toContain('GITHUB_ONLY');
    expect(names).toContain('DIALLING'); // the example's own value
    const dir = mkdtempSync(join(tmpdir(), 'ci-dotenv-'));
    const path = join(dir, '.env');
    writeFileSync(path, body);
    const env = readDeployEnv(path);
    rmSync(dir, { recursive: true, force: true });
    expect(env.VAPI_ASSISTANT_NAME).toBe('Slovenský demo asistent (staging)');
    expect(env.VAPI_PRIVATE_KEY).toBe(secrets.VAPI_PRIVATE_KEY);
    expect(await envProblems(env)).toEqual([]);
  });

  test('a secret setting kept as a plain CI variable is refused, naming it', () => {
    const { problems } = ciDotenv(example, {
      CI_SECRETS: JSON.stringify({}),
      CI_VARS: JSON.stringify({ ...vars, VAPI_PRIVATE_KEY: 'vapi-private-key-value-51c3' }),
    });
    expect(problems).toEqual([
      'VAPI_PRIVATE_KEY is a CI variable: keep it as a secret of the environment',
    ]);
  });
});

describe('.github/workflows/live-check.yml: the live check on a schedule', () => {
  const checkText = readFileSync(join(root, '.github/workflows/live-check.yml'), 'utf8');
  const check = parse(checkText) as {
    on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown; push?: unknown };
    jobs: Record<string, Job>;
  };

  test('runs on a schedule (and by hand), never on a push', () => {
    const crons = (check.on.schedule ?? []).map((s) => s.cron);
    expect(crons).toHaveLength(1);
    // minute, then every few hours: a handful of paid calls a day
    expect(crons[0]).toMatch(/^\d{1,2} \*\/\d \* \* \*$/);
    expect('workflow_dispatch' in check.on).toBe(true);
    expect(check.on.push).toBeUndefined();
  });

  test('checks production with its own store: .env from ci-dotenv, then live-check.sh --schedule', () => {
    const job = check.jobs.production;
    expect(job?.environment).toBe('production');
    const runs = (job?.steps ?? []).map((s) => s.run ?? '');
    const write = runs.findIndex((r) => r.includes('scripts/deploy/ci-dotenv.ts .env'));
    const run = runs.findIndex(
      (r) => r.trim() === 'bash scripts/live-check.sh --dotenv .env --schedule',
    );
    expect(write).toBeGreaterThan(-1);
    expect(run).toBeGreaterThan(write);
    const env = job?.steps[write]?.env;
    expect(env?.CI_SECRETS).toBe(gh('toJSON(secrets)'));
    expect(env?.CI_VARS).toBe(gh('toJSON(vars)'));
    // the production assistant, by the name the deploy's production job gives it
    const deployName = workflow.jobs.production?.steps.find((s) => s.env?.VAPI_ASSISTANT_NAME)?.env
      ?.VAPI_ASSISTANT_NAME;
    expect(env?.VAPI_ASSISTANT_NAME).toBe(deployName);
  });

  test('every script it names exists', () => {
    const scripts = [...checkText.matchAll(/\bscripts\/[\w./-]+\.(?:sh|ts)\b/g)].map((m) => m[0]);
    expect(scripts).toContain('scripts/live-check.sh');
    for (const path of scripts) expect(existsSync(join(root, path)), path).toBe(true);
  });
});
