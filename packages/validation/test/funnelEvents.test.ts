import { describe, expect, expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import {
  FUNNEL_MAX_EVENTS,
  type FunnelEvent,
  type FunnelEvents,
  funnelEventsSchema,
} from '../src/index.ts';

const conversation = '0b6f0c39-52c1-4a53-9c4f-6f0c8e3e2f11';
const parse = (body: unknown) => z.safeParse(funnelEventsSchema, body);

describe('funnelEventsSchema', () => {
  test('every step in its one shape passes, and is exactly what the page sends', () => {
    const events: FunnelEvent[] = [
      { step: 'landing_seen' },
      { step: 'conversation_started', conversation, channel: 'voice' },
      { step: 'first_answer', conversation },
      { step: 'slot_offered', conversation },
      { step: 'slot_booked', conversation },
      { step: 'demo_form_sent', kind: 'scheduled' },
      { step: 'call_refused', channel: 'written', reason: 'limits' },
    ];
    const result = parse({ events });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ events });
    // the schema's output and the page's events are the same shapes, both ways
    expectTypeOf<z.output<typeof funnelEventsSchema>>().toExtend<FunnelEvents>();
    expectTypeOf<FunnelEvents>().toExtend<z.output<typeof funnelEventsSchema>>();
  });

  test.each([
    ['no events', { events: [] }, 'events'],
    ['too many', { events: Array(FUNNEL_MAX_EVENTS + 1).fill({ step: 'landing_seen' }) }, 'events'],
    ['not an object', [], ''],
    ['an unknown step', { events: [{ step: 'page_view' }] }, 'events.0.step'],
    ['a user agent', { events: [{ step: 'landing_seen', userAgent: 'Mozilla/5.0' }] }, 'events.0'],
    ['an e-mail beside the events', { events: [{ step: 'landing_seen' }], email: 'a@b.sk' }, ''],
    [
      'a malformed conversation',
      { events: [{ step: 'first_answer', conversation: 'x' }] },
      'events.0.conversation',
    ],
    ['no conversation', { events: [{ step: 'slot_booked' }] }, 'events.0.conversation'],
    [
      'an unknown channel',
      { events: [{ step: 'conversation_started', conversation, channel: 'sms' }] },
      'events.0.channel',
    ],
    [
      'an unknown reason',
      { events: [{ step: 'call_refused', channel: 'voice', reason: 'bored' }] },
      'events.0.reason',
    ],
    ['an unknown kind', { events: [{ step: 'demo_form_sent', kind: 'later' }] }, 'events.0.kind'],
  ])('refuses %s, naming where', (_what, body, path) => {
    const result = parse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});
