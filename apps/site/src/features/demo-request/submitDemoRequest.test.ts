import { createSiteRateLimiter } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { submitDemoRequest } from './index.ts';
import { fakeDeps } from './testing/fakeDeps.ts';
import { IMMEDIATE_VALUES as immediate } from './testing/formValues.ts';

const ID = '11111111-1111-4111-8111-111111111111';

describe('submitDemoRequest pipeline', () => {
  test('runs the steps in order: insert, invoke, pixel, log', async () => {
    const order: string[] = [];
    const { deps } = fakeDeps();
    deps.insert.mockImplementation(async () => {
      order.push('insert');
      return { error: null };
    });
    deps.invoke.mockImplementation(async () => {
      order.push('invoke');
      return { status: 'calling', requestId: ID, callType: 'immediate' };
    });
    deps.trackContact.mockImplementation(() => void order.push('pixel'));
    deps.logger.info.mockImplementation(() => void order.push('log'));
    await expect(submitDemoRequest(immediate, ID, deps)).resolves.toEqual({
      ok: true,
      callType: 'immediate',
      outcome: 'calling',
    });
    expect(order).toEqual(['insert', 'invoke', 'pixel', 'log']);
  });

  test.each([
    [{ status: 'recorded', dialling: 'off', requestId: ID, callType: 'immediate' }, 'recorded'],
    [{ status: 'calling', requestId: ID, callId: 'c1', callType: 'immediate' }, 'calling'],
    [{ status: 'retrying', requestId: ID, callType: 'immediate' }, 'retrying'],
    [{ status: 'failed', requestId: ID, callType: 'immediate' }, 'not-confirmed'],
  ] as const)('the function answering %j -> outcome %s', async (answer, outcome) => {
    const { deps } = fakeDeps();
    deps.invoke.mockResolvedValue(answer);
    await expect(submitDemoRequest(immediate, ID, deps)).resolves.toMatchObject({
      ok: true,
      outcome,
    });
  });

  test('the function failing still succeeds (the row is stored), the call not confirmed', async () => {
    const { deps } = fakeDeps();
    deps.invoke.mockRejectedValue(new Error('network'));
    await expect(submitDemoRequest(immediate, ID, deps)).resolves.toMatchObject({
      ok: true,
      outcome: 'not-confirmed',
    });
  });

  test.each([
    { title: 'invalid email', values: { ...immediate, email: 'eva' }, field: 'email' },
    { title: 'invalid phone', values: { ...immediate, phone: '12' }, field: 'phone' },
    {
      title: 'scheduled without a slot',
      values: { ...immediate, callType: 'scheduled' as const, scheduledDate: '2026-11-25' },
      field: 'schedule',
    },
    {
      title: 'scheduled in the past',
      values: {
        ...immediate,
        callType: 'scheduled' as const,
        scheduledDate: '2026-11-23',
        scheduledTime: '12:00',
      },
      field: 'schedule',
    },
  ])(
    '$title -> invalid_input on "$field", logged, nothing sent or counted',
    async ({ values, field }) => {
      const limiter = createSiteRateLimiter(() => 0);
      const { deps } = fakeDeps({ rateLimiter: limiter });
      const result = await submitDemoRequest(values, ID, deps);
      expect(result).toMatchObject({ ok: false, code: 'invalid_input', error: { field } });
      expect(deps.securityLog.log).toHaveBeenCalledWith('invalid_input', 'demo_request', { field });
      expect(deps.insert).not.toHaveBeenCalled();
      expect(limiter.peek('demo_request').remaining).toBe(5);
    },
  );

  test('the rate limit allows 5 per 60 s, then says how long to wait', async () => {
    let now = 0;
    const { deps } = fakeDeps({ rateLimiter: createSiteRateLimiter(() => now) });
    for (let i = 0; i < 5; i += 1) {
      expect((await submitDemoRequest(immediate, ID, deps)).ok).toBe(true);
    }
    const blocked = await submitDemoRequest(immediate, ID, deps);
    expect(blocked).toMatchObject({ ok: false, code: 'limited' });
    expect(deps.insert).toHaveBeenCalledTimes(5);
    now = 60_001;
    expect((await submitDemoRequest(immediate, ID, deps)).ok).toBe(true);
  });

  test('an insert error is returned with its cause; nothing else runs', async () => {
    const { deps } = fakeDeps();
    const error = { code: 'PGRST301', message: 'jwt' };
    deps.insert.mockResolvedValue({ error });
    expect(await submitDemoRequest(immediate, ID, deps)).toEqual({
      ok: false,
      code: 'insert_failed',
      cause: error,
    });
    expect(deps.invoke).not.toHaveBeenCalled();
    expect(deps.trackContact).not.toHaveBeenCalled();
  });
});
