// The site's public settings, each declared once: its VITE_* variable, its default and its parser.
// `config.ts` reads them at build time and `build/publicSettingsCheck.ts` checks a deploy's values
// with the same parsers, and that a setting mirrored by an Edge Function holds the function's value.
// Only public values belong here: this ends up in the browser bundle. The mirrored defaults are
// written out (importing validation's would put its time-slot module in the first load);
// publicSettings.test.ts holds them equal to the functions' defaults.

export interface PublicSetting<T> {
  /** The build variable (`VITE_*`); unset or empty means the default. */
  readonly env: string;
  readonly fallback: string;
  /** The value, or an Error whose message names the variable and what it must be. */
  readonly parse: (raw: string, env: string) => T;
  /** The Edge Function setting that must hold the same value (the same default). */
  readonly mirrors?: string;
}

const text = (raw: string) => raw;

function wholeNumber(unit: string, max: number) {
  return (raw: string, env: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || value < 1 || value > max) {
      throw new Error(`${env} is not a whole number of ${unit} from 1 to ${max}`);
    }
    return value;
  };
}

const days = wholeNumber('days', 3650);

export const PUBLIC_SETTINGS = {
  /** Country calling codes the demo call may go to. */
  dialAllowedCountryCodes: {
    env: 'VITE_DIAL_ALLOWED_COUNTRY_CODES',
    fallback: '421,420',
    parse: text,
    mirrors: 'DIAL_ALLOWED_COUNTRY_CODES',
  },
  /** How many days ahead a call can be scheduled. */
  scheduleMaxDays: {
    env: 'VITE_SCHEDULE_MAX_DAYS',
    fallback: '30',
    parse: days,
    mirrors: 'SCHEDULE_MAX_DAYS',
  },
  /** Days a lead is kept: the backend's LEAD_RETENTION_DAYS (a database setting, not a function's). */
  leadRetentionDays: { env: 'VITE_LEAD_RETENTION_DAYS', fallback: '180', parse: days },
  /** Longest browser call in minutes. */
  voiceCallMaxMinutes: {
    env: 'VITE_VOICE_CALL_MAX_MINUTES',
    fallback: '5',
    parse: wholeNumber('minutes', 60),
  },
} as const satisfies Record<string, PublicSetting<unknown>>;

/** The raw value of a setting: the variable's, or its default when unset or empty. */
export function rawSetting(setting: PublicSetting<unknown>, env: Record<string, unknown>): string {
  const value = env[setting.env];
  return typeof value === 'string' && value.trim() !== '' ? value : setting.fallback;
}

/** A setting's value, parsed (throws the parser's Error). */
export function readSetting<T>(setting: PublicSetting<T>, env: Record<string, unknown>): T {
  return setting.parse(rawSetting(setting, env), setting.env);
}
