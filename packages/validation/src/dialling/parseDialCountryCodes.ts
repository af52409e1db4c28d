import { DEFAULT_DIAL_COUNTRY_CODES } from './DIAL_DEFAULTS.ts';

/** A country calling code: 1 to 3 digits, not starting with 0 (ITU E.164). */
const CALLING_CODE = /^[1-9]\d{0,2}$/;

/**
 * The allow-list from its configured text (`DIAL_ALLOWED_COUNTRY_CODES`,
 * `VITE_DIAL_ALLOWED_COUNTRY_CODES`): codes separated by commas or spaces, a leading `+` allowed
 * (`"421,420"`, `"+421 +420"`). Entries that are not calling codes are dropped and duplicates
 * removed, order kept; unset, empty or nothing valid gives the defaults (421, 420).
 */
export function parseDialCountryCodes(value: string | undefined): string[] {
  const codes = (value ?? '')
    .split(/[\s,;]+/)
    .map((entry) => entry.replace(/^\+/, ''))
    .filter((entry) => CALLING_CODE.test(entry));
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [...DEFAULT_DIAL_COUNTRY_CODES];
}
