import { HttpError } from '../_shared/errors.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';

/**
 * Over the day's spend cap a new voice call gets the same busy answer as a full site (429, the
 * same words, Retry-After until the Bratislava day ends): the visitor is not told why.
 */
export async function refuseOverSpend(spendCap: SpendCap | undefined): Promise<void> {
  if (!spendCap || !(await spendCap.reached())) return;
  const retryAfter = String(spendCap.secondsUntilTomorrow());
  throw new HttpError(
    'rate_limited',
    `Too many voice calls on this site right now; try again in ${retryAfter} s`,
    { headers: { 'Retry-After': retryAfter } },
  );
}
