import { sanitizeText } from './sanitizeText.ts';
import { TEXT_LIMITS } from './TEXT_LIMITS.ts';

/** `sanitizeText` capped at 5000 characters, for voice transcripts. */
export function sanitizeTranscript(input: unknown): string {
  return sanitizeText(input, TEXT_LIMITS.transcript);
}
