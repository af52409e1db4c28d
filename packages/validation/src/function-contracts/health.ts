// The `health` function (GET, for an uptime check): 200 when everything the functions need is
// there, else 503 with the same body naming what is wrong (names and rules, never a value).
import * as z from 'zod/mini';
import { functionContract } from './functionContract.ts';

/** One thing found wrong: what (a setting or a check), how, in words. */
const healthProblemSchema = z.object({
  setting: z.string(),
  problem: z.string(),
  message: z.string(),
});

export type HealthProblem = z.infer<typeof healthProblemSchema>;

export const healthContract = functionContract({
  name: 'health',
  request: null,
  answer: z.object({
    ok: z.boolean(),
    dialling: z.enum(['on', 'off']),
    problems: z.array(healthProblemSchema),
    warnings: z.array(healthProblemSchema),
    /** The morning digest's state (funnel_digest_health), when the database said. */
    digest: z.optional(z.unknown()),
    /** The live check's last result (live_check_status), when reported. */
    liveCheck: z.optional(z.unknown()),
  }),
  errors: {},
});
