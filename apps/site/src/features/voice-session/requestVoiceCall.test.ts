import { describe, expect, test, vi } from 'vitest';
import { expectNetworkFailure, jsonResponse, siteErrorOf } from '../../test/functionResponses.ts';
import { requestVoiceCall } from './index.ts';

const json = jsonResponse;
const SESSION = { callId: 'c-1', websocketCallUrl: 'ws://127.0.0.1:54321/vapi/c-1/transport' };

describe('requestVoiceCall', () => {
  test('POSTs {} to voice-call with the anon key and answers the session', async () => {
    const fetch = vi.fn(async () => json(200, SESSION));
    const signal = new AbortController().signal;
    const session = await requestVoiceCall({
      supabaseUrl: 'http://x.test/',
      anonKey: 'anon',
      fetch,
      signal,
    });
    expect(session).toEqual(SESSION);
    expect(fetch).toHaveBeenCalledWith('http://x.test/functions/v1/voice-call', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'anon', Authorization: 'Bearer anon' },
      body: '{}',
      signal,
    });
  });

  test.each([
    ['a 429', 'voice-call-rate-limited', () => json(429, { error: { code: 'rate_limited' } })],
    ['a 500', 'voice-call-failed', () => json(500, { error: { code: 'config_missing' } })],
    ['a 502', 'voice-call-failed', () => json(502, {})],
    [
      'a body without callId',
      'voice-call-invalid',
      () => json(200, { websocketCallUrl: SESSION.websocketCallUrl }),
    ],
    [
      'an http:// socket URL',
      'voice-call-invalid',
      () => json(200, { callId: 'c', websocketCallUrl: 'http://x/c' }),
    ],
    ['a non-JSON body', 'voice-call-invalid', () => new Response('nope', { status: 200 })],
  ])('%s is a %s error', async (_title, code, respond) => {
    expect((await siteErrorOf(requestVoiceCall, respond)).code).toBe(code);
  });

  test('a network failure keeps its cause', async () => {
    await expectNetworkFailure(requestVoiceCall, 'voice-call-failed');
  });
});
