// The words of a private.vapi_calls row, each the one TypeScript list of its CHECK constraint
// (test/database-types.test.ts compares them with the migrated constraints).

/** `status`: Vapi's `status-update` statuses that describe a call. */
export const CALL_STATUSES = [
  'scheduled',
  'queued',
  'ringing',
  'in-progress',
  'forwarding',
  'ended',
] as const;
export type VapiCallStatus = (typeof CALL_STATUSES)[number];

/** `call_type`: the call types Vapi reports (`Call.type`). */
export const CALL_TYPES = [
  'inboundPhoneCall',
  'outboundPhoneCall',
  'webCall',
  'vapi.websocketCall',
] as const;
export type VapiCallType = (typeof CALL_TYPES)[number];

/** `outcome`: what became of a call, for the team, derived from Vapi's `endedReason` below. */
export const CALL_OUTCOMES = ['answered', 'voicemail', 'no_answer', 'busy', 'failed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Ended reasons after which someone was on the line and the assistant spoke with them. */
const ANSWERED = new Set([
  'assistant-ended-call',
  'assistant-said-end-call-phrase',
  'assistant-ended-call-with-hangup-task',
  'assistant-ended-call-after-message-spoken',
  'assistant-forwarded-call',
  'customer-ended-call',
  'customer-ended-call-before-warm-transfer',
  'customer-ended-call-after-warm-transfer-attempt',
  'customer-ended-call-during-transfer',
  'exceeded-max-duration',
  'silence-timed-out',
  'call.in-progress.twilio-completed-call',
  'call.in-progress.sip-completed-call',
  'vonage-completed',
]);

const NO_ANSWER = new Set([
  'customer-did-not-answer',
  'call.forwarding.no-answer',
  'customer-did-not-give-microphone-permission',
]);

const BUSY = new Set(['customer-busy', 'call.forwarding.operator-busy', 'vonage-rejected']);

/**
 * The outcome of an ended call: answered, voicemail, no answer, busy, or failed (every error
 * and provider fault Vapi reports, and anything not listed here).
 */
export function callOutcomeOf(endedReason: string): CallOutcome {
  if (endedReason === 'voicemail') return 'voicemail';
  if (ANSWERED.has(endedReason)) return 'answered';
  if (NO_ANSWER.has(endedReason)) return 'no_answer';
  if (BUSY.has(endedReason)) return 'busy';
  return 'failed';
}
