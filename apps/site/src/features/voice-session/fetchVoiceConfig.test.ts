import { describe, expect, test, vi } from 'vitest';
import { expectNetworkFailure, jsonResponse, siteErrorOf } from '../../test/functionResponses.ts';
import { fetchVoiceConfig } from './index.ts';

const json = jsonResponse;

describe('fetchVoiceConfig', () => {
  test('GETs vapi-config with the JSON and anon-key headers', async () => {
    const fetch = vi.fn(async () => json(200, { transport: 'daily', callCreation: 'server' }));
    const config = await fetchVoiceConfig({
      supabaseUrl: 'http://x.test/',
      anonKey: 'anon',
      fetch,
    });
    expect(config).toEqual({ callCreation: 'server', transport: 'daily' });
    expect(fetch).toHaveBeenCalledWith('http://x.test/functions/v1/vapi-config', {
      method: 'GET',
      headers: { 'Content-Type': 'application/json', apikey: 'anon', Authorization: 'Bearer anon' },
      signal: undefined,
    });
  });

  test.each([
    ['daily', 'daily'],
    ['websocket', 'websocket'],
  ] as const)('transport %s is passed on', async (transport, expected) => {
    const config = await fetchVoiceConfig({
      supabaseUrl: 'http://x.test',
      anonKey: 'anon',
      fetch: async () => json(200, { transport }),
    });
    expect(config).toEqual({ callCreation: 'server', transport: expected });
  });

  test('the explicit browser-created mode carries the public key and the assistant (Daily)', async () => {
    const config = await fetchVoiceConfig({
      supabaseUrl: 'http://x.test',
      anonKey: 'anon',
      fetch: async () =>
        json(200, {
          transport: 'daily',
          callCreation: 'browser',
          publicKey: 'pk',
          assistantId: 'a1',
        }),
    });
    expect(config).toEqual({
      callCreation: 'browser',
      transport: 'daily',
      publicKey: 'pk',
      assistantId: 'a1',
    });
  });

  test.each([
    ['an unknown transport', () => json(200, { transport: 'sip' }), 'voice-config-invalid'],
    ['a 500', () => json(500, { error: 'x' }), 'voice-config-failed'],
    ['a 404', () => json(404, {}), 'voice-config-failed'],
    [
      'browser-created without assistantId',
      () => json(200, { callCreation: 'browser', publicKey: 'pk' }),
      'voice-config-invalid',
    ],
    [
      'browser-created on the WebSocket transport',
      () =>
        json(200, {
          callCreation: 'browser',
          transport: 'websocket',
          publicKey: 'pk',
          assistantId: 'a',
        }),
      'voice-config-invalid',
    ],
    ['an unknown call creation', () => json(200, { callCreation: 'peer' }), 'voice-config-invalid'],
    ['a non-JSON body', () => new Response('nope', { status: 200 }), 'voice-config-invalid'],
  ])('%s is an error', async (_title, respond, code) => {
    expect((await siteErrorOf(fetchVoiceConfig, respond)).code).toBe(code);
  });

  test('a network failure is an error with the cause kept', async () => {
    await expectNetworkFailure(fetchVoiceConfig, 'voice-config-failed');
  });
});
