import {
  createFakeAudio,
  createFakeMicrophone,
  createFakeWebSockets,
} from '@repo/voice-client/testing';
import { describe, expect, test, vi } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { createWebSocketVoiceClient } from './webSocketVoiceClient.ts';

const SESSION = { callId: 'c-1', websocketCallUrl: 'ws://127.0.0.1:54321/vapi/c-1/transport' };

/** The site's WebSocket client over the package's fakes (socket, Web Audio, microphone). */
function setup(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  const sockets = createFakeWebSockets();
  const audio = createFakeAudio();
  const mic = createFakeMicrophone();
  const client = createWebSocketVoiceClient(
    { supabaseUrl: 'http://gateway.test', anonKey: 'anon', fetch },
    {
      createWebSocket: sockets.create,
      createAudioContext: audio.createAudioContext,
      getUserMedia: mic.getUserMedia,
      workletUrls: { capture: '/capture.js', playback: '/playback.js' },
    },
  );
  return { client, fetch, sockets, audio, mic };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the site on the WebSocket transport', () => {
  test('start: voice-call is asked for the session, its socket opens, stop hangs up', async () => {
    const { client, fetch, sockets, audio, mic } = setup(() => json(200, SESSION));
    const started = vi.fn();
    client.on('call-start', started);
    await expect(client.start({ assistantId: 'asst-1' })).resolves.toEqual(SESSION);
    expect(fetch).toHaveBeenCalledWith(
      'http://gateway.test/functions/v1/voice-call',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    expect(sockets.last().url).toBe(SESSION.websocketCallUrl);
    expect(started).toHaveBeenCalledTimes(1);

    await client.stop();
    expect(sockets.last().texts()).toContainEqual({ type: 'hangup' });
    expect(sockets.openCount()).toBe(0);
    expect(mic.liveTracks()).toBe(0);
    expect(audio.openContexts()).toBe(0);
  });

  test("voice-call's 429 rejects the start with the rate-limit code", async () => {
    const { client, sockets, mic } = setup(() => json(429, { error: { code: 'rate_limited' } }));
    const error = await client.start({ assistantId: 'asst-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('voice-call-rate-limited');
    expect(sockets.sockets).toHaveLength(0);
    expect(mic.liveTracks()).toBe(0);
  });

  test('any other voice-call failure resolves null (the generic start failure)', async () => {
    const { client, sockets } = setup(() => json(502, { error: { code: 'vapi_error' } }));
    await expect(client.start({ assistantId: 'asst-1' })).resolves.toBeNull();
    expect(sockets.sockets).toHaveLength(0);
  });
});
