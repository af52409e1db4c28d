import type { EnvReader } from './env.ts';
import type { Logger } from './logger.ts';
import { readEstimatePerMinute } from './spend-cap.ts';

/**
 * What a chat turn reserves in the day's spend before `POST /chat`, and keeps when Vapi reports
 * no cost (its answer came too late, never, or without one): one started minute of a call at
 * VAPI_ESTIMATED_COST_PER_MINUTE (default 0.3 USD), far above what a text turn costs, so a
 * missing cost errs on the side of stopping, like the estimate of calls without their report.
 */
export function chatTurnEstimate(env: EnvReader, logger?: Logger): number {
  return readEstimatePerMinute(env, logger);
}
