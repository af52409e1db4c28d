import {
  createFakeAudio,
  createFakeMicrophone,
  createFakeWebSockets,
} from '@hlasovy-asistent/voice-client/testing';
import { describe, expect, test, vi } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { noticeForError } from './voiceNotice.ts';
import { createVoiceTokenSource } from './voiceToken.ts';
import { createWebSocketVoiceClient } from './webSocketVoiceClient.ts';

const SESSION = { callId: 'c-1', websocketCallUrl: 'ws://127.0.0.1:54321/vapi/c-1/transport' };

/** The site's WebSocket client over the package's fakes (socket, Web Audio, microphone). */
function setup(
  answer: () => Response,
  tokenAnswers: (() => Response)[] = [],
  devices: { queryMicrophonePermission?: () => Promise<{ state: 'granted' }> } = {},
) {
  let tokens = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (!url.endsWith('/voice-call-token')) return answer();
    tokens += 1;
    return (tokenAnswers.shift() ?? (() => json(200, { token: `token-${tokens}` })))();
  });
  const sockets = createFakeWebSockets();
  const audio = createFakeAudio();
  const mic = createFakeMicrophone();
  const backend = { supabaseUrl: 'http://gateway.test', anonKey: 'anon', fetch };
  const tokenSource = createVoiceTokenSource(backend);
  const client = createWebSocketVoiceClient(
    { ...backend, tokens: tokenSource },
    {
      createWebSocket: sockets.create,
      createAudioContext: audio.createAudioContext,
      getUserMedia: mic.getUserMedia,
      workletUrls: { capture: '/capture.js', playback: '/playback.js' },
      ...devices,
    },
  );
  return { client, fetch, sockets, audio, mic, tokenSource };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the site on the WebSocket transport', () => {
  test('start: a token, then voice-call is asked for the session, its socket opens, stop hangs up', async () => {
    const { client, fetch, sockets, audio, mic } = setup(() => json(200, SESSION));
    const started = vi.fn();
    client.on('call-start', started);
    await expect(client.start()).resolves.toEqual(SESSION);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://gateway.test/functions/v1/voice-call-token',
      'http://gateway.test/functions/v1/voice-call',
    ]); // the next click's token comes after the call (the session's warm), not during its setup
    expect(fetch).toHaveBeenCalledWith(
      'http://gateway.test/functions/v1/voice-call',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ token: 'token-1', transport: 'websocket' }),
      }),
    );
    expect(sockets.last().url).toBe(SESSION.websocketCallUrl);
    expect(started).toHaveBeenCalledTimes(1);

    await client.stop();
    expect(sockets.last().texts()).toContainEqual({ type: 'hangup' });
    expect(sockets.openCount()).toBe(0);
    expect(mic.liveTracks()).toBe(0);
    expect(audio.openContexts()).toBe(0);
  });

  test('token and permission known ahead (the page idled): voice-call leaves inside the tap', async () => {
    const { client, fetch, tokenSource } = setup(() => json(200, SESSION), [], {
      queryMicrophonePermission: async () => ({ state: 'granted' }),
    });
    tokenSource.prefetch();
    await client.preload();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the token's answer is read
    const started = client.start();
    // no microtask has run since the tap: the request is already out
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://gateway.test/functions/v1/voice-call-token',
      'http://gateway.test/functions/v1/voice-call',
    ]);
    await expect(started).resolves.toEqual(SESSION);
  });

  test('a refused token (expired while the page idled) is replaced once', async () => {
    let calls = 0;
    const { client, fetch } = setup(() => {
      calls += 1;
      return calls === 1
        ? json(403, { error: { code: 'verification_failed' } })
        : json(200, SESSION);
    });
    await expect(client.start()).resolves.toEqual(SESSION);
    const bodies = fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/voice-call'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)).token);
    expect(bodies).toEqual(['token-1', 'token-2']);
  });

  test.each([
    [503, 'voice_busy', 'voice-call-busy'],
    [429, 'rate_limited', 'voice-call-rate-limited'],
  ])(
    "voice-call's %d: the start resolves null, its error (event and snapshot) has the refusal as cause",
    async (status, serverCode, code) => {
      const { client, sockets, mic } = setup(() => json(status, { error: { code: serverCode } }));
      const errors = vi.fn();
      client.on('error', errors);
      await expect(client.start()).resolves.toBeNull();
      const error = client.getSnapshot().error;
      expect(errors).toHaveBeenCalledWith(error);
      expect(error).toMatchObject({ type: 'start-method-error' });
      const cause = error?.cause;
      expect(cause).toBeInstanceOf(SiteError);
      expect(cause instanceof SiteError && cause.code).toBe(code);
      expect(noticeForError(error)).toBe('voice-busy');
      expect(sockets.sockets).toHaveLength(0);
      expect(mic.liveTracks()).toBe(0);
    },
  );

  test('any other voice-call failure resolves null, no refusal (the generic start failure)', async () => {
    const { client, sockets } = setup(() => json(502, { error: { code: 'vapi_error' } }));
    await expect(client.start()).resolves.toBeNull();
    expect(noticeForError(client.getSnapshot().error)).toBeNull();
    expect(sockets.sockets).toHaveLength(0);
  });
});

describe('typed turns on the WebSocket transport', () => {
  const TURN = 'Aké máte voľné termíny?';

  test('a session with typedTurns "control": the turn goes to voice-call-message, not the socket', async () => {
    const { client, fetch, sockets } = setup(() =>
      json(200, { ...SESSION, typedTurns: 'control' }),
    );
    fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/voice-call-token')) return json(200, { token: 't' });
      if (url.endsWith('/voice-call-message')) return json(202, { sent: true, text: TURN });
      return json(200, { ...SESSION, typedTurns: 'control' });
    });
    await client.start();
    await expect(client.deliverText(TURN)).resolves.toBe(TURN);
    expect(fetch).toHaveBeenCalledWith(
      'http://gateway.test/functions/v1/voice-call-message',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ callId: 'c-1', text: TURN }),
        headers: expect.objectContaining({ apikey: 'anon' }),
      }),
    );
    expect(
      sockets
        .last()
        .texts()
        .filter((m) => (m as { type?: unknown }).type === 'add-message'),
    ).toEqual([]);
    await client.stop();
  });

  test('voice-call-message refusing it is text-not-delivered (the call goes on)', async () => {
    const { client, fetch } = setup(() => json(200, { ...SESSION, typedTurns: 'control' }));
    fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/voice-call-token')) return json(200, { token: 't' });
      if (url.endsWith('/voice-call-message'))
        return json(404, { error: { code: 'call_not_found' } });
      return json(200, { ...SESSION, typedTurns: 'control' });
    });
    await client.start();
    await expect(client.deliverText(TURN)).rejects.toMatchObject({
      type: 'text-not-delivered',
      message: 'voice-call-message answered 404',
    });
    expect(client.getSnapshot().status).toBe('active');
    await client.stop();
  });

  test('a session without typedTurns: the turn is a text frame on the socket', async () => {
    const { client, fetch, sockets } = setup(() => json(200, SESSION));
    await client.start();
    await client.deliverText(TURN);
    expect(sockets.last().texts()).toContainEqual(
      expect.objectContaining({ type: 'add-message', message: { role: 'user', content: TURN } }),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/voice-call-message'))).toBe(
      false,
    );
    await client.stop();
  });
});
