// The body of the `funnel` function: `{ events: [...] }`, 1 to FUNNEL_MAX_EVENTS counted steps.
// Strict objects: a field the funnel does not know (a user agent, a page URL, an e-mail) is a
// 400, never stored. Conversation ids are UUIDs (crypto.randomUUID in the page).
import * as z from 'zod/mini';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import {
  DEMO_FORM_KINDS,
  FUNNEL_CHANNELS,
  FUNNEL_MAX_EVENTS,
  type FunnelEvent,
  REFUSAL_REASONS,
} from './funnelSteps.ts';

const conversation = z.uuid({ error: 'conversation is the random id of one conversation (UUID)' });
const channel = z.enum(FUNNEL_CHANNELS, { error: 'channel is voice or written' });
const eventError = strictObjectError('a funnel event');

const funnelEventSchema = z.discriminatedUnion(
  'step',
  [
    z.strictObject({ step: z.literal('landing_seen') }, eventError),
    z.strictObject({ step: z.literal('conversation_started'), conversation, channel }, eventError),
    z.strictObject({ step: z.literal('first_answer'), conversation }, eventError),
    z.strictObject({ step: z.literal('slot_offered'), conversation }, eventError),
    z.strictObject({ step: z.literal('slot_booked'), conversation }, eventError),
    z.strictObject(
      {
        step: z.literal('demo_form_sent'),
        kind: z.enum(DEMO_FORM_KINDS, { error: 'kind is immediate or scheduled' }),
      },
      eventError,
    ),
    z.strictObject(
      {
        step: z.literal('call_refused'),
        channel,
        reason: z.enum(REFUSAL_REASONS, { error: 'reason is busy, limits or microphone' }),
      },
      eventError,
    ),
  ],
  { error: 'step is not a funnel step' },
);

export const funnelEventsSchema = z.strictObject(
  {
    events: z
      .array(funnelEventSchema, { error: 'events is a list of funnel events' })
      .check(
        z.minLength(1, 'events holds at least one event'),
        z.maxLength(FUNNEL_MAX_EVENTS, `events holds at most ${FUNNEL_MAX_EVENTS} events`),
      ),
  },
  strictObjectError('the funnel request'),
);

/** What the function counts (the schema's output is exactly the page's FunnelEvent). */
export type FunnelEvents = { events: FunnelEvent[] };
