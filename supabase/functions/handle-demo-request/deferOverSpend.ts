import type { DemoRequestAnswer } from '@hlasovy-asistent/validation';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import type { ProcessResult } from './processDemoRequest.ts';

type DeferInput = Pick<DemoRequestAnswer, 'requestId' | 'callType'> & {
  scheduledAt: string | null;
};

/**
 * Over the day's spend cap the lead is kept as `deferred` (not dialled) and the visitor hears the
 * same answer as for a spent dial budget; the cap itself alerts the team once per day. Null when
 * the call may go ahead.
 */
export async function deferOverSpend(
  spendCap: SpendCap | undefined,
  repository: DemoRequestRepository,
  input: DeferInput,
): Promise<ProcessResult | null> {
  if (!spendCap || !(await spendCap.reached('demo'))) return null;
  await repository.recordOutcome(input.requestId, {
    status: 'deferred',
    vapiCallId: null,
    error: 'daily spend cap reached',
    notified: null,
  });
  const message = 'Request recorded; the team will call back';
  return { status: 202, body: { status: 'deferred', ...input, message } };
}
