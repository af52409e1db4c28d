// What a production build and the functions must not ship with: local or plain-http URLs, the
// placeholder phone number and privacy link, the local anon key, numbers that do not parse, and
// (for the whole deploy) every Edge Function setting's rule (@hlasovy-asistent/validation FUNCTION_SETTINGS).
import { checkSettings, publicUrlProblem } from '@hlasovy-asistent/validation';
import {
  DEFAULT_PHONE_NUMBER,
  DEFAULT_PRIVACY_POLICY_URL,
  LOCAL_ANON_KEY,
} from '../src/configDefaults.ts';
import { PUBLIC_SETTINGS, rawSetting } from '../src/publicSettings.ts';

export type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => (env[name] ?? '').trim();
/** RFC 2606 names: documentation examples, never a real policy page. */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;

function urlProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of ['VITE_SUPABASE_URL', 'VITE_SITE_URL', 'VITE_PRIVACY_POLICY_URL']) {
    const url = value(env, name);
    const problem = url ? publicUrlProblem(url) : null;
    if (problem) problems.push(`${name} ${problem}`);
  }
  const privacy = value(env, 'VITE_PRIVACY_POLICY_URL');
  if (privacy === DEFAULT_PRIVACY_POLICY_URL) {
    problems.push('VITE_PRIVACY_POLICY_URL is the placeholder example.com link');
  } else if (
    privacy &&
    !publicUrlProblem(privacy) &&
    EXAMPLE_HOST.test(new URL(privacy).hostname)
  ) {
    problems.push('VITE_PRIVACY_POLICY_URL points at an example domain');
  }
  return problems;
}

/** Problems of the site's own public settings, one line each naming the variable. */
export function publicSettingsProblems(env: Env): string[] {
  const problems = urlProblems(env);
  const phone = value(env, 'VITE_PHONE_NUMBER').replace(/[\s()-]/g, '');
  if (phone === DEFAULT_PHONE_NUMBER) {
    problems.push('VITE_PHONE_NUMBER is the placeholder number');
  } else if (phone && !/^\+[1-9]\d{7,14}$/.test(phone)) {
    problems.push('VITE_PHONE_NUMBER must be an international number (+421...)');
  }
  if (value(env, 'VITE_SUPABASE_ANON_KEY') === LOCAL_ANON_KEY) {
    problems.push("VITE_SUPABASE_ANON_KEY is the local stack's key, not your project's");
  }
  for (const setting of Object.values(PUBLIC_SETTINGS)) {
    const raw = value(env, setting.env);
    try {
      if (raw) setting.parse(raw, setting.env);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** The Edge Function settings (deploy rules) and their agreement with the site's. */
export function functionSettingsProblems(env: Env): string[] {
  const problems = checkSettings(env, 'deploy').map((p) => p.message);
  const site = value(env, 'VITE_SITE_URL');
  const origins = value(env, 'SITE_ORIGINS')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''));
  if (site && !publicUrlProblem(site) && value(env, 'SITE_ORIGINS')) {
    const origin = new URL(site).origin;
    if (!origins.includes(origin))
      problems.push(`SITE_ORIGINS does not list ${origin} (VITE_SITE_URL)`);
  }
  for (const setting of Object.values(PUBLIC_SETTINGS)) {
    if (!('mirrors' in setting)) continue;
    const normal = (raw: string) => raw.replace(/[\s+]/g, '');
    const fn = rawSetting({ ...setting, env: setting.mirrors }, env);
    if (normal(rawSetting(setting, env)) !== normal(fn)) {
      problems.push(`${setting.env} and ${setting.mirrors} differ`);
    }
  }
  return problems;
}
