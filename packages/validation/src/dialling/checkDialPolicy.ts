import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { normalizePhone } from '../contact/normalizePhone.ts';
import { DIALLABLE_NUMBER_TYPES } from './DIAL_DEFAULTS.ts';
import type { DialPolicy, DialPolicyResult } from './DialPolicy.ts';

/**
 * May a demo call go to `phone` (as typed or E.164)? In order: it must normalise to E.164, its
 * country calling code must be on the allow-list, the number must be valid for that country and,
 * with `checkType`, be a mobile or fixed-line number.
 *
 * Calling codes are prefix-free (ITU E.164), so when the metadata does not know a number's
 * country (a small browser set), the allow-list prefix still tells whether it is one of ours.
 */
export function checkDialPolicy(phone: string, policy: DialPolicy): DialPolicyResult {
  const e164 = normalizePhone(phone);
  if (e164 === null) return { ok: false, code: 'invalid_number', countryCallingCode: undefined };
  const parsed = parsePhoneNumberFromString(e164, policy.metadata);
  const countryCallingCode =
    parsed?.countryCallingCode ??
    policy.allowedCountryCodes.find((code) => e164.startsWith(`+${code}`));
  if (
    countryCallingCode === undefined ||
    !policy.allowedCountryCodes.includes(countryCallingCode)
  ) {
    return { ok: false, code: 'country_not_allowed', countryCallingCode };
  }
  if (!parsed?.isValid()) return { ok: false, code: 'invalid_number', countryCallingCode };
  const type = policy.checkType ? parsed.getType() : undefined;
  if (policy.checkType && !(type && DIALLABLE_NUMBER_TYPES.includes(type))) {
    return { ok: false, code: 'type_not_allowed', countryCallingCode, type: type ?? 'UNKNOWN' };
  }
  return { ok: true, e164: parsed.number, countryCallingCode, type };
}
