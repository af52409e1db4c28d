import { rateLimited } from '../_shared/rate-limit.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';

/**
 * Over the day's spend cap a new voice call gets the answer of every limit (429, the one
 * message, Retry-After until the Bratislava day ends): the visitor is not told why, and the site
 * shows the same busy notice (demo form, phone number) as for a full site.
 */
export async function refuseOverSpend(spendCap: SpendCap | undefined): Promise<void> {
  if (!spendCap || !(await spendCap.reached())) return;
  throw rateLimited(spendCap.secondsUntilTomorrow());
}
