import { TEXT_LIMITS } from './TEXT_LIMITS.ts';

/** Skeleton: replaced by the real implementation. */
export function sanitizeText(input: unknown, maxLength: number = TEXT_LIMITS.general): string {
  if (typeof input !== 'string') return '';
  return input.replace(/[<>]/g, '').trim().slice(0, maxLength);
}
