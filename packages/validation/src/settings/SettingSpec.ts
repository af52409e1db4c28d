/** When a setting must be present. */
export type SettingNeed =
  /** Always (the orb or the CORS rules fail without it). */
  | 'required'
  /** Unless dialling is explicitly off (`DIALLING=off`). */
  | 'dialling'
  /** Optional: unset means its default or the feature off. */
  | 'optional'
  /** Provided by the Supabase platform to every function; never set by hand. */
  | 'platform';

export type SettingKind =
  | { type: 'integer'; min: number; max?: number; default?: number }
  /** An amount of money >= 0 with at most two decimals, in the currency Vapi reports. */
  | { type: 'money' }
  /** `secret`: never in the page (the build's secret scan and the VITE_* check look for it). */
  | { type: 'text'; minLength?: number; secret?: true }
  | { type: 'url'; secret?: true }
  | { type: 'origins' }
  | { type: 'choice'; values: readonly string[]; default: string }
  | { type: 'country-codes' }
  /** Opening hours in Europe/Bratislava ("Mo-Fr 09:00-17:00"; booking-hours/bookingHours.ts). */
  | { type: 'booking-hours'; default: string };

export interface SettingSpec {
  name: string;
  need: SettingNeed;
  kind: SettingKind;
  /** What it is for, for the operator (the value is never printed). */
  purpose: string;
}

/** An optional integer setting: `min`, its default (none: unset = feature off), `max`. */
export function limit(
  name: string,
  min: number,
  fallback: number | undefined,
  purpose: string,
  max?: number,
): SettingSpec {
  const kind: SettingKind = { type: 'integer', min };
  if (fallback !== undefined) kind.default = fallback;
  if (max !== undefined) kind.max = max;
  return { name, need: 'optional', kind, purpose };
}

/** A secret: a value the functions keep and the site must never carry (derived from its kind). */
export function isSecretSetting(spec: SettingSpec): boolean {
  return (spec.kind.type === 'text' || spec.kind.type === 'url') && spec.kind.secret === true;
}
