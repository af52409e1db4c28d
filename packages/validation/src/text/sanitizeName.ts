import { DEMO_FIELD_LIMITS } from '../demo-request/DEMO_FIELD_LIMITS.ts';
import { capLength } from './capLength.ts';

/** Anything that is not a letter, a combining mark, a space, a hyphen, an apostrophe or a dot. */
const NOT_NAME = /[^\p{L}\p{M} \-'’.]/gu;

/**
 * The name field, applied AS TYPED: keeps letters of any script (so Slovak 'Ján Ďurčo-Šťastná'),
 * combining marks, spaces, hyphens, apostrophes (' and ’) and dots; drops everything else (digits,
 * symbols, tabs, control characters, angle brackets...). Does NOT trim. Caps at `maxLength`
 * (default 100); idempotent.
 */
export function sanitizeName(input: string, maxLength: number = DEMO_FIELD_LIMITS.name): string {
  if (typeof input !== 'string') return '';
  return capLength(input.replace(NOT_NAME, ''), maxLength);
}
