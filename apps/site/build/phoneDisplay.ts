// The phone number as a Slovak reader expects to see it, computed at build time (a Vite define,
// build/siteDefines.ts): libphonenumber-js and its metadata never reach the browser bundle.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * E.164 -> display grouping. Slovak numbers follow the national habit (STN 01 6910): Bratislava
 * landlines "+421 2 3345 6789", other landlines "+421 32 123 4567", mobiles and 8xx service
 * numbers "+421 905 123 456"; other countries use libphonenumber's international format. Anything
 * that does not parse as a valid number is returned unchanged.
 */
export function formatPhoneDisplay(e164: string): string {
  const number = parsePhoneNumberFromString(e164.trim());
  if (!number?.isValid()) return e164;
  if (number.country !== 'SK') return number.formatInternational();
  const nsn = number.nationalNumber;
  if (number.getType() === 'FIXED_LINE') {
    return nsn.startsWith('2')
      ? `+421 2 ${nsn.slice(1, 5)} ${nsn.slice(5)}`
      : `+421 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}`;
  }
  return number.formatInternational();
}
