/** E.164 as we accept it: '+', a non-zero digit, 8 to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** Slovakia's country code, used for national numbers (a leading 0 becomes +421). */
const DEFAULT_COUNTRY_CODE = '421';

/**
 * A phone number in E.164 ('+421905123456'), or null when it cannot be one. Formatting (spaces,
 * hyphens, parentheses, dots, slashes) is removed; an international '00' prefix becomes '+'; a
 * national leading 0 becomes +421; the trunk '(0)' after a country code is dropped; bare digits
 * are read as an international number without its '+'.
 */
export function normalizePhone(value: string): string | null {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (/^(\+|00)/.test(text)) text = text.replace(/\(0\)/, '');
  const compact = text.replace(/[\s()./-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let e164: string;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) e164 = `+${DEFAULT_COUNTRY_CODE}${compact.slice(1)}`;
  else e164 = `+${compact}`;
  return E164_PATTERN.test(e164) ? e164 : null;
}
