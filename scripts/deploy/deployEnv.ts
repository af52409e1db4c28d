// The deploy's .env: read it, check what only the deploy needs (the Supabase project, its
// credentials, the project URL the site and the assistant use, settings that only work in
// pairs), and pick the Edge Function secrets out of it. The site and function settings are
// checked by the site's deploy check (apps/site/build/deployCheck.ts), run by checks.ts.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { DEPLOY_VARIABLES, FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';

export type DeployEnv = Record<string, string>;

/**
 * Function settings the deploy produces itself (never read from .env): the assistant sync
 * creates or finds the assistant by VAPI_ASSISTANT_NAME and passes its id to the functions.
 */
export const DEPLOY_OUTPUTS: Readonly<Record<string, string>> = {
  VAPI_ASSISTANT_ID: 'the assistant sync (by VAPI_ASSISTANT_NAME)',
};

export class DeployError extends Error {
  readonly code: 'env_missing' | 'check_failed' | 'step_failed';

  constructor(code: DeployError['code'], message: string) {
    super(message);
    this.name = 'DeployError';
    this.code = code;
  }
}

export function readDeployEnv(path: string): DeployEnv {
  if (!existsSync(path)) {
    throw new DeployError(
      'env_missing',
      `${path} not found: copy .env.example to .env and fill it`,
    );
  }
  const parsed = parseEnv(readFileSync(path, 'utf8'));
  return Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => [name, String(value ?? '').trim()]),
  );
}

/** Problems of the deploy's own variables, one line each naming the variable. */
export function deployVariableProblems(env: DeployEnv): string[] {
  const problems: string[] = [];
  for (const { name, purpose, required } of DEPLOY_VARIABLES) {
    if (required && !env[name]) problems.push(`${name} is not set: ${purpose}`);
  }
  const ref = env.SUPABASE_PROJECT_REF;
  if (ref && !/^[a-z]{20}$/.test(ref)) {
    problems.push('SUPABASE_PROJECT_REF must be 20 lower-case letters');
  }
  const token = env.SUPABASE_ACCESS_TOKEN;
  if (token && !/^sbp_[0-9a-f]{40}$/.test(token)) {
    problems.push('SUPABASE_ACCESS_TOKEN must look like sbp_ followed by 40 hex digits');
  }
  const domain = env.SUPABASE_CUSTOM_DOMAIN;
  if (domain && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain)) {
    problems.push('SUPABASE_CUSTOM_DOMAIN must be a host name only (api.example.sk)');
  }
  return problems;
}

/**
 * The project URL the site calls and the assistant reports to must be this project's API:
 * https://<SUPABASE_PROJECT_REF>.supabase.co, or the declared SUPABASE_CUSTOM_DOMAIN; no path.
 */
export function supabaseUrlProblems(env: DeployEnv): string[] {
  const ref = env.SUPABASE_PROJECT_REF ?? '';
  const expected = `https://${ref}.supabase.co`;
  const problems: string[] = [];
  for (const name of ['VITE_SUPABASE_URL', 'SUPABASE_URL']) {
    const raw = env[name];
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue; // the site's check names a value that is not a URL
    }
    const host = url.hostname.toLowerCase();
    const other = /^([a-z]{20})\.supabase\.co$/.exec(host)?.[1];
    if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
      problems.push(
        `${name} must be the project's address alone (${expected}), without a path such as ${url.pathname}`,
      );
    } else if (host.endsWith('.supabase.com') || host === 'supabase.com') {
      problems.push(
        `${name} points at supabase.com (the dashboard), not the project's API: use ${expected}`,
      );
    } else if (other && other !== ref) {
      problems.push(
        `${name} is the URL of project ${other}, but SUPABASE_PROJECT_REF is ${ref}: the same project, please`,
      );
    } else if (!other && host !== (env.SUPABASE_CUSTOM_DOMAIN ?? '').toLowerCase()) {
      problems.push(
        `${name} is neither ${expected} nor the declared SUPABASE_CUSTOM_DOMAIN (set it when the project has a custom domain)`,
      );
    }
  }
  return problems;
}

/** Settings that work only together: one without the other is refused, naming the missing one. */
const SETTING_PAIRS: readonly [string, string, string][] = [
  [
    'VITE_TURNSTILE_SITE_KEY',
    'TURNSTILE_SECRET_KEY',
    'the widget without the secret is never checked; the secret without the widget refuses every form',
  ],
];

export function pairProblems(env: DeployEnv): string[] {
  const problems: string[] = [];
  for (const [a, b, why] of SETTING_PAIRS) {
    if (Boolean(env[a]) !== Boolean(env[b])) {
      problems.push(
        `${env[a] ? b : a} is not set but ${env[a] ? a : b} is: set both or neither (${why})`,
      );
    }
  }
  return problems;
}

/** The Edge Function settings this deploy manages: every FUNCTION_SETTINGS name but SUPABASE_*. */
export function managedSecretNames(): string[] {
  return FUNCTION_SETTINGS.filter((s) => s.need !== 'platform').map((s) => s.name);
}

/**
 * The Edge Function secrets the .env sets (FUNCTION_SETTINGS names; the platform's SUPABASE_*
 * ones are provided by Supabase and cannot be set), as `supabase secrets set --env-file` reads.
 */
export function functionSecrets(env: DeployEnv): DeployEnv {
  return Object.fromEntries(
    managedSecretNames()
      .filter((name) => env[name])
      .map((name) => [name, env[name] as string]),
  );
}

/** Managed secrets set on the project that the .env no longer has: `secrets unset` them. */
export function removedSecrets(env: DeployEnv, remote: readonly string[]): string[] {
  const kept = functionSecrets(env);
  return managedSecretNames().filter((name) => remote.includes(name) && !(name in kept));
}

/** A dotenv file body; values are quoted and escaped so the CLI reads them back unchanged. */
export function dotenv(values: DeployEnv): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n');
}
