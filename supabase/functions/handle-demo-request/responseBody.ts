import type { DemoAnswerStatus, DemoRequestAnswer } from '@hlasovy-asistent/validation';
import type { OutcomeStatus, RecordedOutcome } from '../_shared/repository.ts';

/** The `status` a client sees for each stored outcome. */
const PUBLIC_STATUS: Readonly<Record<OutcomeStatus, DemoAnswerStatus>> = {
  pending: 'pending',
  retrying: 'retrying',
  call_placed: 'calling',
  call_scheduled: 'scheduled',
  dialling_disabled: 'recorded',
  deferred: 'deferred',
  failed: 'failed',
};

/**
 * Answer to a repeated request id: the original outcome, flagged as a duplicate. What a
 * downstream service answered stays in the record and the log, never in the answer.
 */
export function duplicateBody(requestId: string, outcome: RecordedOutcome): DemoRequestAnswer {
  return {
    status: PUBLIC_STATUS[outcome.status],
    duplicate: true,
    requestId,
    callType: outcome.callType,
    scheduledAt: outcome.scheduledAt,
    callId: outcome.vapiCallId,
    ...(outcome.status === 'dialling_disabled' ? { dialling: 'off' } : {}),
  };
}
