// The operator's settings the /gdpr page shows: variable names, defaults and rules, shared by
// config.ts (compiled into the page) and build/deployCheck.ts (`check:deploy`), so the page and
// the pre-deploy check agree on what is missing. Pure: no import.meta, no process.env.

/** The controller (GDPR Art. 13(1)(a)): unset in local and CI builds, required to deploy. */
export const CONTROLLER_ENV = {
  name: 'VITE_CONTROLLER_NAME',
  address: 'VITE_CONTROLLER_ADDRESS',
  ico: 'VITE_CONTROLLER_ICO',
  email: 'VITE_CONTROLLER_EMAIL',
} as const;

export type ControllerField = keyof typeof CONTROLLER_ENV;
/** Each field as configured; '' = not set (the page shows a marked placeholder). */
export type Controller = Record<ControllerField, string>;

/**
 * Shown in place of a setting the operator has not filled in yet (local and CI builds). /gdpr and the
 * footer mark them visibly; `pnpm --filter @hlasovy-asistent/site run check:deploy` fails while any is left.
 */
export const PLACEHOLDERS = {
  name: '[doplňte názov spoločnosti]',
  address: '[doplňte adresu sídla]',
  ico: '[doplňte IČO]',
  email: '[doplňte kontaktný e-mail]',
  recordingDays: '[doplňte počet]',
} as const satisfies Record<keyof Controller | 'recordingDays', string>;

/** Finds the placeholders in a (typeset) text, so the page can mark them. */
export const PLACEHOLDER_PATTERN = /\[doplňte[^\]]*\]/g;

/** Days the voice platform keeps call recordings: must equal the Vapi setting; required to deploy. */
export const RECORDING_RETENTION_ENV = 'VITE_RECORDING_RETENTION_DAYS';

/** Processors named on /gdpr, separated by ";" (names such as "Vapi, Inc." contain commas). */
export const PROCESSORS_ENV = 'VITE_PROCESSORS';

export const DEFAULT_PROCESSORS: readonly string[] = [
  'Vapi, Inc. (hlasová platforma: hovory a písané rozhovory s AI asistentom)',
  'Supabase, Inc. (databáza a serverové funkcie)',
  'Netlify, Inc. (hosting webovej stránky)',
];

/** What is wrong with a set controller value, or null (empty values are "not set", not wrong). */
export function controllerValueProblem(field: ControllerField, value: string): string | null {
  if (value === '') return null;
  if (field === 'ico' && !/^\d{8}$/.test(value.replace(/\s/g, ''))) {
    return `${CONTROLLER_ENV.ico} must be an IČO of 8 digits, got "${value}"`;
  }
  if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return `${CONTROLLER_ENV.email} must be an e-mail address, got "${value}"`;
  }
  return null;
}

/** VITE_RECORDING_RETENTION_DAYS: '' = not set (null); 0 = calls are not recorded; else 1-3650. */
export function parseRecordingRetentionDays(value: string): number | null {
  if (value.trim() === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new Error(
      `${RECORDING_RETENTION_ENV} must be a whole number of days from 0 (calls are not recorded) to 3650, got "${value}"`,
    );
  }
  return days;
}

/** VITE_PROCESSORS: entries separated by ";" (blank entries dropped); unset = the defaults. */
export function parseProcessors(value: string): readonly string[] {
  const entries = value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : DEFAULT_PROCESSORS;
}
