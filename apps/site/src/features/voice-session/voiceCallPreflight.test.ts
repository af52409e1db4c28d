import { CORS_PREFLIGHT_MAX_AGE_SECONDS } from '@hlasovy-asistent/validation';
import { describe, expect, test, vi } from 'vitest';
import { createVoiceCallPreflight } from './voiceCallPreflight.ts';

function setup(fail = false) {
  let at = 1_000_000;
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (fail) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  const warm = createVoiceCallPreflight(
    { supabaseUrl: 'http://x.test/', anonKey: 'anon', fetch },
    () => at,
  );
  return { warm, fetch, advance: (ms: number) => (at += ms) };
}

describe('the voice-call preflight, asked ahead', () => {
  test("an OPTIONS request with voice-call's own headers, once while the browser keeps the answer", () => {
    const { warm, fetch, advance } = setup();
    warm();
    warm(); // a hover right after the page idled
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://x.test/functions/v1/voice-call', {
      method: 'OPTIONS',
      headers: { 'Content-Type': 'application/json', apikey: 'anon', Authorization: 'Bearer anon' },
      priority: 'low',
    });
    advance(CORS_PREFLIGHT_MAX_AGE_SECONDS * 1000 - 60_000);
    warm(); // about to be forgotten: asked again
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a failed request is forgotten: the next warm asks again', async () => {
    const { warm, fetch } = setup(true);
    warm();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    warm();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
