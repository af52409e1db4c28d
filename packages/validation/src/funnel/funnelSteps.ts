// The counted steps of the site's funnel (issue 41): what the page reports, what the `funnel`
// function accepts and what private.funnel_counts stores (its CHECK constraints are compared with
// these lists by supabase/test/database-types.test.ts). No personal data: a step, its variant and,
// for the steps of one conversation, a random id the page keeps in memory for that conversation.

/** In the order of the funnel. */
export const FUNNEL_STEPS = [
  'landing_seen',
  'conversation_started',
  'first_answer',
  'slot_offered',
  'slot_booked',
  'demo_form_sent',
  'call_refused',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The steps of one conversation: they carry its id and count once per conversation. */
export const CONVERSATION_STEPS = [
  'conversation_started',
  'first_answer',
  'slot_offered',
  'slot_booked',
] as const satisfies readonly FunnelStep[];
type ConversationStep = (typeof CONVERSATION_STEPS)[number];

/** How a conversation is held: spoken (the orb) or written (the text chat). */
export const FUNNEL_CHANNELS = ['voice', 'written'] as const;
export type FunnelChannel = (typeof FUNNEL_CHANNELS)[number];

/** Which tab of the demo form was sent. */
export const DEMO_FORM_KINDS = ['immediate', 'scheduled'] as const;
export type DemoFormKind = (typeof DEMO_FORM_KINDS)[number];

/** Why a call (or a written conversation) was refused: every line busy, a limit, the microphone. */
export const REFUSAL_REASONS = ['busy', 'limits', 'microphone'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** One counted step as the page sends it. */
export type FunnelEvent =
  | { step: 'landing_seen' }
  | { step: 'conversation_started'; conversation: string; channel: FunnelChannel }
  | { step: Exclude<ConversationStep, 'conversation_started'>; conversation: string }
  | { step: 'demo_form_sent'; kind: DemoFormKind }
  | { step: 'call_refused'; channel: FunnelChannel; reason: RefusalReason };

/** Events in one request at most (the page sends what gathered since its last send). */
export const FUNNEL_MAX_EVENTS = 10;
/** A request's body at most, in bytes (10 events of the longest shape fit in 1.2 kB). */
export const FUNNEL_MAX_BODY_BYTES = 2048;
