import { describe, expect, test, vi } from 'vitest';
import { expectNetworkFailure, jsonResponse, siteErrorOf } from '../../test/functionResponses.ts';
import { fetchVoiceConfig } from './index.ts';

const json = jsonResponse;

describe('fetchVoiceConfig', () => {
  test('GETs vapi-config with the JSON and anon-key headers', async () => {
    const fetch = vi.fn(async () => json(200, { publicKey: 'pk', assistantId: 'a1' }));
    const config = await fetchVoiceConfig({
      supabaseUrl: 'http://x.test/',
      anonKey: 'anon',
      fetch,
    });
    expect(config).toEqual({ publicKey: 'pk', assistantId: 'a1', transport: 'daily' });
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
      fetch: async () => json(200, { publicKey: 'pk', assistantId: 'a1', transport }),
    });
    expect(config.transport).toBe(expected);
  });

  test.each([
    [
      'an unknown transport',
      () => json(200, { publicKey: 'pk', assistantId: 'a1', transport: 'sip' }),
      'voice-config-invalid',
    ],
    ['a 500', () => json(500, { error: 'x' }), 'voice-config-failed'],
    ['a 404', () => json(404, {}), 'voice-config-failed'],
    ['a body without assistantId', () => json(200, { publicKey: 'pk' }), 'voice-config-invalid'],
    ['a non-JSON body', () => new Response('nope', { status: 200 }), 'voice-config-invalid'],
  ])('%s is an error', async (_title, respond, code) => {
    expect((await siteErrorOf(fetchVoiceConfig, respond)).code).toBe(code);
  });

  test('a network failure is an error with the cause kept', async () => {
    await expectNetworkFailure(fetchVoiceConfig, 'voice-config-failed');
  });
});
