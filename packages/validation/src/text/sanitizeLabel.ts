import { sanitizeText } from './sanitizeText.ts';
import { TEXT_LIMITS } from './TEXT_LIMITS.ts';

/** `sanitizeText` capped at 100 characters, for short labels. */
export function sanitizeLabel(input: unknown): string {
  return sanitizeText(input, TEXT_LIMITS.label);
}
