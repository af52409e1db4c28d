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

describe('successText: the immediate request promises a call within seconds only when queued', () => {
  test.each<[string, unknown, DemoCallOutcome, string]>([
    [
      'call queued (200 calling)',
      { status: 'calling', callId: 'c1', requestId: 'r1', callType: 'immediate' },
      'calling',
      copy.successImmediate,
    ],
    [
      'dialling off (202 recorded)',
      { status: 'recorded', dialling: 'off', requestId: 'r1', callType: 'immediate' },
      'recorded',
      copy.successRecorded,
    ],
    [
      'over the call budget (202 deferred)',
      { status: 'deferred', requestId: 'r1', callType: 'immediate' },
      'deferred',
      copy.successRecorded,
    ],
    [
      'first attempt failed, retrying (202)',
      { status: 'retrying', requestId: 'r1', callType: 'immediate' },
      'retrying',
      copy.successRetrying,
    ],
    [
      'a duplicate still pending',
      { status: 'pending', duplicate: true, requestId: 'r1', callType: 'immediate' },
      'pending',
      copy.successRetrying,
    ],
    ['refused or failed (no body)', undefined, 'not-confirmed', copy.successRecorded],
    [
      'a failed call',
      { status: 'failed', requestId: 'r1', callType: 'immediate' },
      'not-confirmed',
      copy.successRecorded,
    ],
    [
      'an unknown status',
      { status: 'ringing', requestId: 'r1', callType: 'immediate' },
      'not-confirmed',
      copy.successRecorded,
    ],
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
