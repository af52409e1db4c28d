import { capLength } from './capLength.ts';
import { stripUnsafe } from './stripUnsafe.ts';
import { TEXT_LIMITS } from './TEXT_LIMITS.ts';
import { untilStable } from './untilStable.ts';

/** C0 and C1 control characters except tab, line feed and carriage return. */
const TEXT_CONTROLS = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Free text for display or storage: drops control characters (keeps tab and newlines), angle
 * brackets, script-like prefixes and inline handlers (in any obfuscation), trims, and caps at
 * `maxLength` (default 10000). Non-strings give ''. Idempotent: the result is a fixed point.
 */
export function sanitizeText(input: unknown, maxLength: number = TEXT_LIMITS.general): string {
  if (typeof input !== 'string') return '';
  return untilStable(input, (text) =>
    capLength(stripUnsafe(capLength(text, maxLength), TEXT_CONTROLS).trim(), maxLength),
  );
}
