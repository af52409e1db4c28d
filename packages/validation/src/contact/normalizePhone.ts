import { E164_PATTERN } from './E164_PATTERN.ts';

/** Skeleton: replaced by the real implementation. */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '');
  const e164 = compact.startsWith('0') ? `+421${compact.slice(1)}` : compact;
  return E164_PATTERN.test(e164) ? e164 : null;
}
