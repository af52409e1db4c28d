import { deepMask } from './deepMask.ts';

/** Anything shaped like an address: no spaces or delimiters around an '@' (or its URL form %40). */
const EMAIL = /[^\s@"'`<>()[\]{},;:/\\=&?]+(?:@|%40)[^\s@"'`<>()[\]{},;:/\\=&?]+/gi;
/**
 * A UUID (kept: request ids are not personal data) or a run of digits with at most two formatting
 * characters between them, optionally after '+'. UUIDs come first so their digits are not a run.
 */
const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_OR_DIGIT_RUN = new RegExp(`${UUID_SOURCE}|\\+?\\d(?:[\\s().\\/-]{0,2}\\d)+`, 'gi');
const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');
/** A date, maybe with its hour (`2026-03-01 10` of `2026-03-01 10:00:00`), is not a phone number. */
const DATE = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( [0-2]\d)?$/;
/** Phone numbers have 9 to 15 digits (E.164); longer runs are masked too, they may hide several. */
const MIN_PHONE_DIGITS = 9;

function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split(/@|%40/i);
  const tld = /\.([^.]+)$/.exec(domain)?.[1];
  return `${local.slice(0, 1)}***@***${tld ? `.${tld}` : ''}`;
}

function maskDigits(run: string): string {
  const digits = run.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS || DATE.test(run) || UUID.test(run)) return run;
  return `${run.startsWith('+') ? '+' : ''}${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
}

/**
 * `text` with every e-mail address reduced to its first character and top-level domain
 * (`j***@***.sk`) and every phone-number-like run of 9 or more digits to its last two digits
 * (`+**********56`). IP addresses (digits and dots) go the same way; dates and short numbers stay.
 */
export function maskPersonalText(text: string): string {
  return text.replace(EMAIL, maskEmail).replace(UUID_OR_DIGIT_RUN, maskDigits);
}

/**
 * `maskSecrets` plus personal data: a deep copy in which secrets are '***' and every string
 * (values, property names, error messages, stacks and nested causes) has its e-mail addresses and
 * phone numbers masked by `maskPersonalText`. For anything written to a log.
 */
export function maskPersonalData<T>(value: T): T {
  return deepMask(value, { text: maskPersonalText, errorDetails: true });
}
