import { rateLimited } from '../_shared/rate-limit.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';

/**
 * Over the day's overall or voice budget a new voice call gets the answer of every voice limit
 * (429, the one message, the same Retry-After as the per-address limits): nothing in the answer
 * tells the visitor that it is money, and the site shows the same busy notice as for a full site.
 */
export async function refuseOverSpend(
  spendCap: SpendCap | undefined,
  retryAfterSeconds: number,
): Promise<void> {
  if (!spendCap || !(await spendCap.reached('voice'))) return;
  throw rateLimited(retryAfterSeconds);
}
