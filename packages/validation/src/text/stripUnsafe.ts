import { ANGLE_BRACKETS, DATA_SCHEME, INLINE_HANDLERS, SCRIPT_SCHEMES } from './unsafePatterns.ts';

/**
 * One round of removal: `controls` (a global regex of the control characters to drop), then angle
 * brackets, `javascript:`/`vbscript:`/`data:` prefixes and inline handlers, each in any
 * obfuscation `unsafePatterns` knows. Callers repeat it until stable (`untilStable`).
 */
export function stripUnsafe(text: string, controls: RegExp): string {
  return text
    .replace(controls, '')
    .replace(ANGLE_BRACKETS, '')
    .replace(SCRIPT_SCHEMES, '')
    .replace(DATA_SCHEME, '$1')
    .replace(INLINE_HANDLERS, '$1');
}
