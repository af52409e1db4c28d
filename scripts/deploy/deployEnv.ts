// The deploy's .env: read it, check what only the deploy needs (the Supabase project and its
// credentials), and pick the Edge Function secrets out of it. The site and function settings
// are checked by the site's check:deploy (apps/site/build/deployCheck.ts) with `--functions`.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';

export type DeployEnv = Record<string, string>;

/** Variables only the deploy command reads, with what each is for. */
export const DEPLOY_VARIABLES: Readonly<Record<string, string>> = {
  SUPABASE_PROJECT_REF: 'the project reference (20 lower-case letters, from the project URL)',
  SUPABASE_ACCESS_TOKEN: 'a personal access token (sbp_..., Dashboard > Account > Access Tokens)',
  SUPABASE_DB_PASSWORD: 'the database password (db push)',
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
  for (const [name, purpose] of Object.entries(DEPLOY_VARIABLES)) {
    if (!env[name]) problems.push(`${name} is not set: ${purpose}`);
  }
  const ref = env.SUPABASE_PROJECT_REF;
  if (ref && !/^[a-z]{20}$/.test(ref)) {
    problems.push('SUPABASE_PROJECT_REF must be 20 lower-case letters');
  }
  const token = env.SUPABASE_ACCESS_TOKEN;
  if (token && !/^sbp_[0-9a-f]{40}$/.test(token)) {
    problems.push('SUPABASE_ACCESS_TOKEN must look like sbp_ followed by 40 hex digits');
  }
  return problems;
}

/**
 * The Edge Function secrets the .env sets (FUNCTION_SETTINGS names; the platform's SUPABASE_*
 * ones are provided by Supabase and cannot be set), as `supabase secrets set --env-file` reads.
 */
export function functionSecrets(env: DeployEnv): DeployEnv {
  const names = FUNCTION_SETTINGS.filter((s) => s.need !== 'platform').map((s) => s.name);
  return Object.fromEntries(
    names.filter((name) => env[name]).map((name) => [name, env[name] as string]),
  );
}

/** A dotenv file body; values are quoted and escaped so the CLI reads them back unchanged. */
export function dotenv(values: DeployEnv): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n');
}
