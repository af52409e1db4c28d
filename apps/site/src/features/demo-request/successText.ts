import {
  type CallType,
  type DemoAnswerStatus,
  demoRequestAnswerSchema,
  slotPhrase,
} from '@hlasovy-asistent/validation';
import { copy } from '../../copy/demoForm.ts';

/**
 * What `handle-demo-request` said about the call (its `status`; `recorded` comes with
 * `dialling: "off"`), or `not-confirmed` when the function failed, answered `failed` or something
 * `demoRequestAnswerSchema` refuses. The lead is stored either way (the SPEC keeps a function
 * error from blocking the success view); only the promise in the text changes.
 */
export type DemoCallOutcome = Exclude<DemoAnswerStatus, 'failed'> | 'not-confirmed';

/** The outcome from the function's answer body (`{ status, ... }`). */
export function demoCallOutcome(body: unknown): DemoCallOutcome {
  const answer = demoRequestAnswerSchema.safeParse(body);
  if (!answer.success || answer.data.status === 'failed') return 'not-confirmed';
  return answer.data.status;
}

/**
 * The success text: the promise of a call "within seconds" only when the server queued the immediate
 * call; otherwise what is true (stored, we call back; a retry under way). A scheduled request
 * keeps its usual text, which promises no time, and names the chosen day and time when given, by
 * the one Slovak date formatter ("zajtra o 9:00" where true at `now`).
 */
export function successText(
  callType: CallType,
  outcome: DemoCallOutcome,
  schedule?: { date: string; time: string } | null,
  now: number = Date.now(),
): string {
  if (callType === 'scheduled') {
    return schedule
      ? `${copy.successScheduled} ${copy.successSlot(slotPhrase(schedule.date, schedule.time, { now }))}`
      : copy.successScheduled;
  }
  switch (outcome) {
    case 'calling':
      return copy.successImmediate;
    case 'retrying':
    case 'pending':
      return copy.successRetrying;
    default:
      return copy.successRecorded;
  }
}
