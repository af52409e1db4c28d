import { ValidationError } from '../ValidationError.ts';

/** Epoch ms of a `Date | number` clock reading; throws on an invalid one. */
export function toEpochMs(now: Date | number): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms)) throw new ValidationError('invalid_date', 'now is not a valid instant');
  return ms;
}
