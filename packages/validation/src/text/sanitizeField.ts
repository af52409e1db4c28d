import { EMAIL_MAX_LENGTH } from '../contact/isValidEmail.ts';
import { capLength } from './capLength.ts';
import { stripUnsafe } from './stripUnsafe.ts';
import { untilStable } from './untilStable.ts';

/** Every control character (form fields are single-line), plus bidi embedding/isolate controls. */
const FIELD_CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Email, phone and free-text industry, applied AS TYPED: drops control characters, angle brackets,
 * script-like prefixes and inline handlers; keeps everything else (letters, digits, spaces,
 * `@ + ( ) - . , '` ...) and does NOT trim, so typing continues naturally. Caps at `maxLength`
 * (default 254, the longest field); idempotent.
 */
export function sanitizeField(input: string, maxLength: number = EMAIL_MAX_LENGTH): string {
  if (typeof input !== 'string') return '';
  return untilStable(input, (text) =>
    capLength(stripUnsafe(capLength(text, maxLength), FIELD_CONTROLS), maxLength),
  );
}
