import { describe, expect, test, vi } from 'vitest';
import { expectNetworkFailure, jsonResponse, siteErrorOf } from '../../test/functionResponses.ts';
import { requestVoiceCall } from './index.ts';

const json = jsonResponse;
const WS = { callId: 'c-1', websocketCallUrl: 'ws://127.0.0.1:54321/vapi/c-1/transport' };
const DAILY = { callId: 'c-2', webCallUrl: 'https://vapi.daily.co/c-2' };

const daily = (options: { supabaseUrl: string; anonKey: string; fetch: typeof fetch }) =>
  requestVoiceCall(options, { transport: 'daily', token: 'vt1.t' });

describe('requestVoiceCall', () => {
  test('POSTs { token, transport } to voice-call with the anon key and answers the session', async () => {
    const fetch = vi.fn(async () => json(200, WS));
    const signal = new AbortController().signal;
    const session = await requestVoiceCall(
      { supabaseUrl: 'http://x.test/', anonKey: 'anon', fetch, signal },
      { token: 'vt1.abc', transport: 'websocket' },
    );
    expect(session).toEqual(WS);
    expect(fetch).toHaveBeenCalledWith('http://x.test/functions/v1/voice-call', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'anon', Authorization: 'Bearer anon' },
      body: JSON.stringify({ token: 'vt1.abc', transport: 'websocket' }),
      signal,
    });
  });

  test('Daily: the answer is { callId, webCallUrl } and nothing else', async () => {
    const session = await daily({
      supabaseUrl: 'http://x.test',
      anonKey: 'anon',
      fetch: async () => json(200, { ...DAILY, extra: 'x' }),
    });
    expect(session).toEqual(DAILY);
  });

  test.each([
    ['a 429', 'voice-call-rate-limited', () => json(429, { error: { code: 'rate_limited' } })],
    ['a 503', 'voice-call-busy', () => json(503, { error: { code: 'voice_busy' } })],
    ['a 403', 'voice-call-refused', () => json(403, { error: { code: 'verification_failed' } })],
    ['a 500', 'voice-call-failed', () => json(500, { error: { code: 'config_missing' } })],
    ['a 502', 'voice-call-failed', () => json(502, {})],
    [
      'a body without callId',
      'voice-call-invalid',
      () => json(200, { webCallUrl: DAILY.webCallUrl }),
    ],
    [
      'an http:// room',
      'voice-call-invalid',
      () => json(200, { callId: 'c', webCallUrl: 'http://x/c' }),
    ],
    ['a socket URL for Daily', 'voice-call-invalid', () => json(200, WS)],
    ['a non-JSON body', 'voice-call-invalid', () => new Response('nope', { status: 200 })],
  ])('%s is a %s error', async (_title, code, respond) => {
    expect((await siteErrorOf(daily, respond)).code).toBe(code);
  });

  test('a network failure keeps its cause', async () => {
    await expectNetworkFailure(daily, 'voice-call-failed');
  });
});
