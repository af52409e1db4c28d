import { checkDialPolicy, type DialRefusal } from '@hlasovy-asistent/validation';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { type ErrorCode, HttpError } from './errors.ts';

const CODES: Readonly<Record<DialRefusal, ErrorCode>> = {
  invalid_number: 'phone_invalid',
  country_not_allowed: 'phone_country_not_allowed',
  type_not_allowed: 'phone_type_not_allowed',
};

/**
 * The number in E.164 when a demo call may go to it (allow-listed country, mobile or fixed
 * line, full libphonenumber-js metadata); otherwise a 422 with a typed code, before anything is
 * stored, counted or dialled.
 */
export function enforceDialPolicy(phone: string, allowedCountryCodes: readonly string[]): string {
  const result = checkDialPolicy(phone, {
    allowedCountryCodes,
    metadata: maxMetadata,
    checkType: true,
  });
  if (result.ok) return result.e164;
  const countries = allowedCountryCodes.map((code) => `+${code}`).join(', ');
  const messages: Record<DialRefusal, string> = {
    invalid_number: 'The phone number is not a valid number of its country',
    country_not_allowed: `Demo calls go only to numbers with the country code ${countries}`,
    type_not_allowed: `Demo calls go only to mobile and fixed-line numbers, not to ${(
      result.type ?? 'unknown'
    )
      .toLowerCase()
      .replace(/_/g, '-')} numbers`,
  };
  throw new HttpError(CODES[result.code], messages[result.code]);
}
