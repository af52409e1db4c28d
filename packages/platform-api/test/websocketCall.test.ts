// POST /call with Vapi's WebSocket transport on the contract server: validated against the
// document like every call, answered with a Call shaped like Vapi's (fresh id, queued, socket
// URL), and handed to `onCallCreated` (how the local stack registers it with its voice agent).
import { describe, expect, test } from 'vitest';
import { createSchemaValidator, loadDocument } from '../contract/server.ts';
import { isVapiError } from '../src/index.ts';
import { contractServerPerTest, twoCallsCreated } from './helpers/contractServers.ts';

const ASSISTANT = '00000000-0000-4000-8000-0000000000a1';
const WEBSOCKET_BODY = {
  assistantId: ASSISTANT,
  transport: {
    provider: 'vapi.websocket',
    audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 },
  },
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const start = contractServerPerTest();

interface WebsocketCall {
  id: string;
  type: string;
  status: string;
  assistantId?: string;
  transport: { provider: string; audioFormat: unknown; websocketCallUrl: string };
}

describe('POST /call with transport vapi.websocket', () => {
  test('answers a queued vapi.websocketCall with a socket URL per call, valid for the schema', async () => {
    const { server, first, second } = await twoCallsCreated<WebsocketCall>(start, WEBSOCKET_BODY);
    expect(first).toMatchObject({
      type: 'vapi.websocketCall',
      status: 'queued',
      assistantId: ASSISTANT,
      transport: { provider: 'vapi.websocket', audioFormat: WEBSOCKET_BODY.transport.audioFormat },
    });
    expect(first.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
    const origin = server.url.replace(/^http/, 'ws');
    expect(first.transport.websocketCallUrl).toBe(`${origin}/${first.id}/transport`);
  });

  test('the audio format defaults to 16 kHz raw pcm_s16le when the body names none', async () => {
    const { api } = await start();
    const call = (await api.calls.create({
      assistantId: ASSISTANT,
      transport: { provider: 'vapi.websocket' },
    } as never)) as unknown as WebsocketCall;
    expect(call.transport.audioFormat).toEqual({
      format: 'pcm_s16le',
      container: 'raw',
      sampleRate: 16000,
    });
  });

  test.each([
    ['an unknown provider', { ...WEBSOCKET_BODY, transport: { provider: 'vapi.websockets' } }],
    [
      'an unknown audio format',
      {
        ...WEBSOCKET_BODY,
        transport: {
          provider: 'vapi.websocket',
          audioFormat: { format: 'opus', sampleRate: 16000 },
        },
      },
    ],
    [
      'a sample rate above 192 kHz',
      {
        ...WEBSOCKET_BODY,
        transport: {
          provider: 'vapi.websocket',
          audioFormat: { format: 'pcm_s16le', sampleRate: 384000 },
        },
      },
    ],
  ])('refuses %s with 400 (latest document)', async (_title, body) => {
    const { server, api } = await start();
    const error = await api.calls.create(body as never).catch((e: unknown) => e);
    expect(isVapiError(error) && error.status).toBe(400);
    expect(server.requests[0]?.errors.length).toBeGreaterThan(0);
  });

  test('socketOrigin sets where the URL points', async () => {
    const { api } = await start({ socketOrigin: 'ws://127.0.0.1:54321/vapi' });
    const call = (await api.calls.create(WEBSOCKET_BODY)) as unknown as WebsocketCall;
    expect(call.transport.websocketCallUrl).toBe(`ws://127.0.0.1:54321/vapi/${call.id}/transport`);
  });

  test('onCallCreated sees the call and the request, and may replace the answer', async () => {
    const seen: unknown[] = [];
    const { server, api } = await start({
      onCallCreated(call, request) {
        seen.push([call.id, request.body]);
        const transport = call.transport as Record<string, unknown>;
        return { ...call, transport: { ...transport, websocketCallUrl: 'ws://agent.test/x' } };
      },
    });
    const call = (await api.calls.create(WEBSOCKET_BODY)) as unknown as WebsocketCall;
    expect(call.transport.websocketCallUrl).toBe('ws://agent.test/x');
    expect(seen).toEqual([[call.id, WEBSOCKET_BODY]]);
    expect(server.requests[0]?.responseErrors).toEqual([]);
  });

  test('a throwing onCallCreated answers 400 with its message', async () => {
    const { api } = await start({
      onCallCreated() {
        throw new Error('mulaw is not supported here');
      },
    });
    const error = await api.calls.create(WEBSOCKET_BODY).catch((e: unknown) => e);
    expect(isVapiError(error) && error.status).toBe(400);
    expect(isVapiError(error) && JSON.stringify(error.body)).toContain('mulaw is not supported');
  });

  test('an answer the hook breaks is recorded in responseErrors', async () => {
    const { server, api } = await start({ onCallCreated: (call) => ({ ...call, id: 42 }) });
    await api.calls.create(WEBSOCKET_BODY);
    expect(server.requests[0]?.responseErrors.length).toBeGreaterThan(0);
  });

  test('phone calls keep the generated example; the hook runs for them too', async () => {
    let hooked = 0;
    const { api } = await start({
      onCallCreated: () => {
        hooked += 1;
        return undefined;
      },
    });
    const call = (await api.calls.create({
      assistantId: ASSISTANT,
      phoneNumberId: ASSISTANT,
      customer: { number: '+421900123456' },
    })) as unknown as WebsocketCall;
    expect(call.type).not.toBe('vapi.websocketCall');
    expect(hooked).toBe(1);
  });
});

describe('createSchemaValidator', () => {
  const validate = createSchemaValidator(loadDocument('latest'));

  test('accepts a valid client message and names what is wrong with an invalid one', () => {
    const ok = { type: 'speech-update', status: 'started', role: 'assistant', turn: 0 };
    expect(validate('ClientMessageSpeechUpdate', ok)).toEqual([]);
    const bad = validate('ClientMessageSpeechUpdate', { ...ok, status: 'talking' });
    expect(bad.map((e) => e.instancePath)).toContain('/status');
  });

  test('an unknown schema name throws', () => {
    expect(() => validate('NoSuchSchema', {})).toThrow(/NoSuchSchema/);
  });
});
