import { describe, expect, test } from 'vitest';
import { copy } from '../../copy/demoForm.ts';
import { callFunction } from '../../lib/callFunction.ts';
import { jsonResponse } from '../../test/functionResponses.ts';
import { type DemoCallOutcome, demoCallOutcome, successText } from './successText.ts';

/** The outcome of the function answering `body` (200), read as the submit reads it. */
const outcomeOf = (body: unknown) =>
  callFunction(
    { supabaseUrl: 'http://x.test', anonKey: 'anon', fetch: async () => jsonResponse(200, body) },
    'handle-demo-request',
    {} as never,
  ).then(demoCallOutcome, (): DemoCallOutcome => 'not-confirmed');

/** The function's answer to an immediate request `r1`. */
const answer = (fields: Record<string, unknown>) => ({
  requestId: 'r1',
  callType: 'immediate',
  ...fields,
});

describe('successText: the immediate request promises a call within seconds only when queued', () => {
  test.each<[string, unknown, DemoCallOutcome, string]>([
    [
      'call queued (200 calling)',
      answer({ status: 'calling', callId: 'c1' }),
      'calling',
      copy.successImmediate,
    ],
    [
      'dialling off (202 recorded)',
      answer({ status: 'recorded', dialling: 'off' }),
      'recorded',
      copy.successRecorded,
    ],
    [
      'over the call budget (202 deferred)',
      answer({ status: 'deferred' }),
      'deferred',
      copy.successRecorded,
    ],
    [
      'first attempt failed, retrying (202)',
      answer({ status: 'retrying' }),
      'retrying',
      copy.successRetrying,
    ],
    [
      'a duplicate still pending',
      answer({ status: 'pending', duplicate: true }),
      'pending',
      copy.successRetrying,
    ],
    ['refused or failed (no body)', undefined, 'not-confirmed', copy.successRecorded],
    ['a failed call', answer({ status: 'failed' }), 'not-confirmed', copy.successRecorded],
    ['an unknown status', answer({ status: 'ringing' }), 'not-confirmed', copy.successRecorded],
    [
      'an answer without its request id',
      { status: 'calling' },
      'not-confirmed',
      copy.successRecorded,
    ],
  ])('%s', async (_title, body, outcome, text) => {
    expect(await outcomeOf(body)).toBe(outcome);
    expect(successText('immediate', outcome)).toBe(text);
  });

  test('only the queued call says "v priebehu niekoľkých sekúnd"', () => {
    expect(copy.successImmediate).toContain('niekoľkých sekúnd');
    expect(copy.successRecorded).not.toContain('sekúnd');
    expect(copy.successRetrying).not.toContain('sekúnd');
  });

  test.each<DemoCallOutcome>(['scheduled', 'recorded', 'not-confirmed'])(
    'a scheduled request keeps its usual text (%s)',
    (outcome) => expect(successText('scheduled', outcome)).toBe(copy.successScheduled),
  );
});
