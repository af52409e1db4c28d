import {
  type CallType,
  type DemoAnswerStatus,
  type DemoRequestAnswer,
  slotPhrase,
} from '@hlasovy-asistent/validation';
import { copy } from '../../copy/demoForm.ts';

/**
 * What `handle-demo-request` said about the call (its `status`; `recorded` comes with
 * `dialling: "off"`), or `not-confirmed` when the function failed, answered `failed` or something
 * its contract refuses. The lead is stored either way (the SPEC keeps a function error from
 * blocking the success view); only the promise in the text changes.
 */
export type DemoCallOutcome = Exclude<DemoAnswerStatus, 'failed'> | 'not-confirmed';

/** The outcome of the function's answer (`{ status, ... }`). */
export function demoCallOutcome(answer: DemoRequestAnswer): DemoCallOutcome {
  return answer.status === 'failed' ? 'not-confirmed' : answer.status;
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
