import { DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS } from '@hlasovy-asistent/validation';
import { describe, expect, test, vi } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { jsonResponse } from '../../test/functionResponses.ts';
import { createVoiceTokenSource, TOKEN_TTL_MS } from './index.ts';

function setup(answers: (() => Response | Promise<Response>)[] = []) {
  let n = 0;
  let at = 1_000_000;
  const fetch = vi.fn(async () => {
    n += 1;
    return (answers.shift() ?? (() => jsonResponse(200, { token: `t${n}` })))();
  });
  const source = createVoiceTokenSource(
    { supabaseUrl: 'http://x.test', anonKey: 'anon', fetch },
    () => at,
  );
  return { source, fetch, advance: (ms: number) => (at += ms) };
}

describe('voice-call token source', () => {
  test('a prefetched token is taken once; the next take fetches another', async () => {
    const { source, fetch } = setup();
    source.prefetch();
    source.prefetch(); // one request for both
    await expect(source.take()).resolves.toBe('t1');
    await expect(source.take()).resolves.toBe('t2');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('http://x.test/functions/v1/voice-call-token', {
      method: 'GET',
      headers: { 'Content-Type': 'application/json', apikey: 'anon', Authorization: 'Bearer anon' },
      signal: undefined,
    });
  });

  test('a token held longer than its lifetime is fetched again', async () => {
    const { source, advance } = setup();
    source.prefetch();
    advance(TOKEN_TTL_MS);
    await expect(source.take()).resolves.toBe('t2');
  });

  test("a token is reused within its lifetime, which ends before the server's max age", async () => {
    const { source, advance } = setup();
    source.prefetch();
    advance(TOKEN_TTL_MS - 1);
    await expect(source.take()).resolves.toBe('t1');
    expect(TOKEN_TTL_MS).toBeGreaterThan(0);
    expect(TOKEN_TTL_MS).toBeLessThan(DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS * 1000);
  });

  test('takeArrived: the token synchronously once it has arrived, once, and only while fresh', async () => {
    const { source, advance } = setup();
    expect(source.takeArrived()).toBeNull();
    source.prefetch();
    expect(source.takeArrived()).toBeNull(); // asked, not arrived
    await vi.waitFor(() => expect(source.takeArrived()).toBe('t1'));
    expect(source.takeArrived()).toBeNull(); // taken
    source.prefetch();
    await vi.waitFor(async () => {
      advance(TOKEN_TTL_MS);
      expect(source.takeArrived()).toBeNull(); // too old to spend
    });
  });

  test('a failed prefetch is forgotten: the click asks again', async () => {
    const { source } = setup([() => jsonResponse(500, {})]);
    source.prefetch();
    await vi.waitFor(async () => expect(await source.take()).toBe('t2'));
  });

  test.each([
    ['a 429', () => jsonResponse(429, {}), 'voice-call-rate-limited'],
    ['a 500', () => jsonResponse(500, {}), 'voice-token-failed'],
    ['no token', () => jsonResponse(200, {}), 'voice-token-failed'],
  ])('%s is a %s error', async (_title, answer, code) => {
    const { source } = setup([answer]);
    const error = await source.take().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe(code);
  });
});
