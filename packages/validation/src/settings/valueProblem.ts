import { bookingHoursProblem } from '../booking-hours/bookingHours.ts';
import type { SettingSpec } from './SettingSpec.ts';

export type SettingsEnv = Readonly<Record<string, string | undefined>>;

/**
 * `runtime`: what a running function can trust (presence of what it needs, values that parse).
 * `deploy`: also what production demands: https public URLs that are not loopback, secrets of
 * their minimum length. Platform settings (SUPABASE_*) are checked at runtime only.
 */
export type SettingsCheckMode = 'runtime' | 'deploy';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;
const CALLING_CODE = /^\+?[1-9]\d{0,2}$/;

/** Trimmed value, or undefined when unset or blank. */
export function settingValue(env: SettingsEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Dialling is on unless `DIALLING=off` (any case). */
export function isDiallingOff(env: SettingsEnv): boolean {
  return settingValue(env, 'DIALLING')?.toLowerCase() === 'off';
}

/** Why `value` is not a public production URL, or null. */
export function publicUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must use https';
  if (LOOPBACK.test(url.hostname)) return 'must not point at localhost or 127.0.0.1';
  return null;
}

function integerProblem(value: string, min: number, max: number | undefined): string | null {
  if (!/^-?\d+$/.test(value)) return 'is not a whole number';
  const n = Number(value);
  if (n < min) return `must be ${min} or more`;
  if (max !== undefined && n > max) return `must be ${max} or less`;
  return null;
}

function urlProblem(value: string, mode: SettingsCheckMode): string | null {
  if (mode === 'deploy') return publicUrlProblem(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http(s) URL';
  } catch {
    return 'is not a URL';
  }
}

/** Why the value breaks the spec's rule, or null. */
export function valueProblem(
  spec: SettingSpec,
  value: string,
  mode: SettingsCheckMode,
): string | null {
  const { kind } = spec;
  switch (kind.type) {
    case 'integer':
      return integerProblem(value, kind.min, kind.max);
    case 'money':
      return /^\d+(\.\d{1,2})?$/.test(value) ? null : 'is not an amount (e.g. 25 or 12.50)';
    case 'choice':
      return kind.values.includes(value.toLowerCase())
        ? null
        : `must be one of ${kind.values.join(', ')}`;
    case 'country-codes': {
      const codes = value.split(/[\s,;]+/).filter(Boolean);
      return codes.length > 0 && codes.every((c) => CALLING_CODE.test(c))
        ? null
        : 'must be country calling codes separated by commas (e.g. 421,420)';
    }
    case 'url':
      return urlProblem(value, mode);
    case 'booking-hours':
      return bookingHoursProblem(value);
    case 'origins': {
      const origins = value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        const problem = origin === '*' ? 'must list origins, not *' : urlProblem(origin, mode);
        if (problem) return `${problem} (${origins.indexOf(origin) + 1}. origin)`;
      }
      return null;
    }
    case 'text':
      return mode === 'deploy' && kind.minLength !== undefined && value.length < kind.minLength
        ? `must be at least ${kind.minLength} characters`
        : null;
  }
}
