// The pre-deploy check (`pnpm --filter @hlasovy-asistent/site run check:deploy`): a production build must not
// ship the /gdpr placeholders or point at the local stack. Every problem names its variable; the
// retention period is compared with the database's when the operator gives the service-role key.
import {
  CONTROLLER_ENV,
  type ControllerField,
  controllerValueProblem,
  parseRecordingRetentionDays,
  RECORDING_RETENTION_ENV,
} from '../src/consentSettings.ts';
import { TRUST_ENV, trustProblems } from '../src/trustSettings.ts';
import {
  type Env,
  functionSettingsProblems,
  publicSettingsProblems,
} from './publicSettingsCheck.ts';
import { publicSecretProblems } from './secretValues.ts';

export type { Env };

/** Variables a production build needs, with what each is for (printed when missing). */
export const REQUIRED_FOR_DEPLOY: Readonly<Record<string, string>> = {
  [CONTROLLER_ENV.name]: "the controller's company name (/gdpr)",
  [CONTROLLER_ENV.address]: "the controller's registered address (/gdpr)",
  [CONTROLLER_ENV.ico]: "the controller's IČO (/gdpr)",
  [CONTROLLER_ENV.email]: 'the contact e-mail for data-protection requests (/gdpr)',
  [RECORDING_RETENTION_ENV]:
    'days Vapi keeps call recordings, as set for your Vapi organisation; 0 if calls are not recorded (/gdpr)',
  VITE_SUPABASE_URL: 'your Supabase project URL (else the site talks to 127.0.0.1)',
  VITE_SUPABASE_ANON_KEY: "your project's anon key",
  VITE_SITE_URL: "the site's public origin (canonical URLs, sitemap)",
  VITE_PHONE_NUMBER: "the call button's number (E.164; the default is a placeholder)",
  VITE_PRIVACY_POLICY_URL: 'your privacy policy page (the default is an example.com placeholder)',
  [TRUST_ENV.free]: 'true if the demo is free, false if not (said next to the demo buttons)',
  [TRUST_ENV.minutes]: 'how long the demo takes, in minutes (said next to the demo buttons)',
  [TRUST_ENV.after]:
    'what happens after the demo, one or two Slovak sentences (said next to the demo buttons)',
};

const LEAD_RETENTION_ENV = 'VITE_LEAD_RETENTION_DAYS';
const DEFAULT_LEAD_RETENTION_DAYS = '180';

export interface DeployCheckReport {
  /** Required variables that are unset or blank, in REQUIRED_FOR_DEPLOY's order. */
  missing: string[];
  /** Other problems (values that are set but wrong, a retention mismatch), one line each. */
  problems: string[];
  /** What was checked or skipped, for the operator. */
  notes: string[];
}

/** Compares the site's lead retention with the database's; resolves to an error line or null. */
export type CompareRetention = (days: string) => Promise<string | null>;

/** The build variables alone: missing required values and malformed ones. */
function checkSiteEnv(env: Env): Pick<DeployCheckReport, 'missing' | 'problems'> {
  const value = (name: string) => (env[name] ?? '').trim();
  const missing = Object.keys(REQUIRED_FOR_DEPLOY).filter((name) => value(name) === '');
  const problems: string[] = [];
  for (const [field, name] of Object.entries(CONTROLLER_ENV) as [ControllerField, string][]) {
    const problem = controllerValueProblem(field, value(name));
    if (problem) problems.push(problem);
  }
  try {
    parseRecordingRetentionDays(value(RECORDING_RETENTION_ENV));
  } catch (error) {
    problems.push((error as Error).message);
  }
  problems.push(...trustProblems(value));
  problems.push(...publicSettingsProblems(env));
  problems.push(...publicSecretProblems(env));
  return { missing, problems };
}

export interface DeployCheckOptions {
  /**
   * Also the Edge Function settings (scripts/deploy.sh checks the whole .env): every missing or
   * invalid one by FUNCTION_SETTINGS' deploy rules, and their agreement with the site's.
   */
  functions?: boolean;
}

/**
 * The whole check. With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY it also compares
 * VITE_LEAD_RETENTION_DAYS (default 180) with the database's LEAD_RETENTION_DAYS.
 */
export async function runDeployCheck(
  env: Env,
  compareRetention: CompareRetention,
  options: DeployCheckOptions = {},
): Promise<DeployCheckReport> {
  const { missing, problems } = checkSiteEnv(env);
  if (options.functions) problems.push(...functionSettingsProblems(env));
  const notes: string[] = [];
  const days = env[LEAD_RETENTION_ENV]?.trim() || DEFAULT_LEAD_RETENTION_DAYS;
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    const mismatch = await compareRetention(days);
    if (mismatch) problems.push(mismatch);
    else
      notes.push(`lead retention: ${days} days, as the database at ${env.SUPABASE_URL} enforces`);
  } else {
    notes.push(
      `lead retention not compared with the database (set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to compare ${days} days)`,
    );
  }
  return { missing, problems, notes };
}

/** The report as the operator reads it; `ok` decides the exit code. */
export function formatDeployReport(report: DeployCheckReport): { ok: boolean; text: string } {
  const lines: string[] = [];
  if (report.missing.length > 0) {
    lines.push(`missing: ${report.missing.join(', ')}`);
    for (const name of report.missing) lines.push(`  ${name}: ${REQUIRED_FOR_DEPLOY[name]}`);
  }
  for (const problem of report.problems) lines.push(`problem: ${problem}`);
  for (const note of report.notes) lines.push(`note: ${note}`);
  const ok = report.missing.length === 0 && report.problems.length === 0;
  lines.push(ok ? 'deploy check passed' : 'deploy check FAILED: set the values above, then build');
  return { ok, text: `${lines.join('\n')}\n` };
}
