import { describe, expect, test, vi } from 'vitest';
import { functionRefusal, jsonResponse } from '../test/functionResponses.ts';
import { callFunction } from './callFunction.ts';
import { FunctionError, refusalOf } from './functionError.ts';

const backendAnswering = (status: number, body: unknown) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(status, body));
  return { fetch, backend: { supabaseUrl: 'http://x.test/', anonKey: 'anon', fetch } };
};
const KEYED = { 'Content-Type': 'application/json', apikey: 'anon', Authorization: 'Bearer anon' };

describe('callFunction: one way to every function, its contract reading the answer', () => {
  test('a GET without a body, a POST with it; the answer as its contract reads it', async () => {
    const get = backendAnswering(200, { token: 't', extra: 'dropped' });
    expect(await callFunction(get.backend, 'voice-call-token', undefined)).toEqual({ token: 't' });
    expect(get.fetch).toHaveBeenCalledWith('http://x.test/functions/v1/voice-call-token', {
      method: 'GET',
      headers: KEYED,
      signal: undefined,
    });
    const post = backendAnswering(202, { sent: true, text: 'Ahoj' });
    const body = { callId: 'c-1', text: 'Ahoj' };
    expect(await callFunction(post.backend, 'voice-call-message', body)).toEqual({
      sent: true,
      text: 'Ahoj',
    });
    expect(post.fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: KEYED,
      body: JSON.stringify(body),
    });
  });

  test('a beacon: text/plain, no key, no credentials, no referrer; keepalive only when leaving', async () => {
    const { fetch, backend } = backendAnswering(200, { counted: 1, duplicates: 0, unknown: 0 });
    const events = [{ step: 'landing_seen' as const }];
    await callFunction(backend, 'funnel', { events }, { beacon: { leaving: true } });
    await callFunction(backend, 'funnel', { events }, { beacon: { leaving: false } });
    const [leaving, staying] = fetch.mock.calls.map(([, init]) => init);
    expect(leaving).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events }),
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: undefined,
    });
    expect(staying?.keepalive).toBe(false);
  });

  test.each([
    [
      'a code of its contract',
      'chat',
      404,
      { error: { code: 'conversation_not_found' } },
      'expired',
    ],
    ['a code it does not show', 'chat', 502, { error: { code: 'vapi_error' } }, null],
    ["another function's code", 'chat', 409, { error: { code: 'slot_taken' } }, null],
    ['a proxy limit without a body of ours', 'voice-call', 429, null, 'limited'],
    ['an unknown code', 'voice-call', 503, { error: { code: 'lines_gone' } }, null],
  ] as const)('a refusal with %s -> shown %s', async (_title, name, status, body, shown) => {
    const error = await functionRefusal(name, status, body);
    expect(error.status).toBe(status);
    expect(error.shown).toBe(shown);
    expect(refusalOf(error, name)).toBe(shown);
    expect(refusalOf(error, 'handle-demo-request')).toBeNull();
  });

  test("a limit of the caller's own names its wait in the body; a header alone names none", async () => {
    const own = await functionRefusal('chat', 429, {
      error: { code: 'rate_limited', retryAfterSeconds: 59.2 },
    });
    expect(own.retryAfterSeconds).toBe(60);
    const { backend } = backendAnswering(429, { error: { code: 'rate_limited' } });
    const site = await callFunction(backend, 'chat', { text: 'x' }).catch((e: unknown) => e);
    expect((site as FunctionError).retryAfterSeconds).toBeNull();
  });

  test('an answer its contract refuses is invalid; a network failure is status 0 with its cause', async () => {
    const { backend } = backendAnswering(200, { token: '' });
    const invalid = await callFunction(backend, 'voice-call-token', undefined).catch((e) => e);
    expect(invalid).toMatchObject({ invalid: true, status: 200, code: null });
    expect((invalid as Error).message).toMatch(/^voice-call-token answered wrongly: token: /);
    const cause = new TypeError('Failed to fetch');
    const down = await callFunction(
      {
        supabaseUrl: 'http://x.test',
        anonKey: 'anon',
        fetch: async () => {
          throw cause;
        },
      },
      'chat',
      { text: 'x' },
    ).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(FunctionError);
    expect(down).toMatchObject({ status: 0, cause, invalid: false });
  });
});
