// The Edge Functions' JSON answers, one schema each (src/function-answers), as the site, the
// voice client and the functions read them.
import { describe, expect, test } from 'vitest';
import {
  dailyCallSessionSchema,
  demoRequestAnswerSchema,
  readAnswer,
  socketCallSessionSchema,
  vapiConfigAnswerSchema,
  voiceCallTokenAnswerSchema,
} from '../src/index.ts';

const SOCKET = 'wss://api.vapi.ai/c-1/transport';
const ROOM = 'https://vapi.daily.co/room';

describe('voice-call, WebSocket transport: { callId, websocketCallUrl }', () => {
  test.each([
    [{ callId: 'c-1', websocketCallUrl: SOCKET }, null],
    [{ callId: 'c-1', websocketCallUrl: 'ws://127.0.0.1:5/c-1/transport' }, null],
    [{ callId: 'c-1', websocketCallUrl: SOCKET, typedTurns: 'socket' }, null],
    [{ callId: 'c-1', websocketCallUrl: SOCKET, typedTurns: 'control' }, null],
    [{ callId: 'c-1', websocketCallUrl: SOCKET, typedTurns: 'daily' }, /^typedTurns: /],
    [null, /not a JSON object/],
    [[], /not a JSON object/],
    ['{"callId":"c"}', /not a JSON object/],
    [{ websocketCallUrl: SOCKET }, /^callId: /],
    [{ callId: '', websocketCallUrl: SOCKET }, /^callId: has no callId/],
    [{ callId: 7, websocketCallUrl: SOCKET }, /^callId: /],
    [{ callId: 'c-1' }, /^websocketCallUrl: /],
    [{ callId: 'c-1', websocketCallUrl: 'https://api.vapi.ai/c-1/transport' }, /ws:\/\/ or wss:/],
    [{ callId: 'c-1', websocketCallUrl: 'wss://a b' }, /ws:\/\/ or wss:/],
    [{ callId: 'c-1', websocketCallUrl: 'not a url' }, /ws:\/\/ or wss:/],
  ])('%j -> %s', (value, problem) => {
    const checked = readAnswer(socketCallSessionSchema, value);
    if (problem === null) expect(checked).toEqual({ ok: true, value });
    else expect(checked).toMatchObject({ ok: false, message: expect.stringMatching(problem) });
  });

  test('extra fields are not passed on', () => {
    const checked = readAnswer(socketCallSessionSchema, {
      callId: 'c',
      websocketCallUrl: SOCKET,
      secret: 'x',
    });
    expect(checked).toEqual({ ok: true, value: { callId: 'c', websocketCallUrl: SOCKET } });
  });
});

describe('voice-call, Daily: { callId, webCallUrl }', () => {
  test.each([
    [{ callId: 'c', webCallUrl: ROOM }, true],
    [{ callId: 'c', webCallUrl: 'http://vapi.daily.co/room' }, false],
    [{ callId: 'c', webCallUrl: 'https://a b' }, false],
    [{ callId: '', webCallUrl: ROOM }, false],
    [{ webCallUrl: ROOM }, false],
  ])('%j -> ok %s', (value, ok) => {
    expect(dailyCallSessionSchema.safeParse(value).success).toBe(ok);
  });
});

describe('vapi-config', () => {
  test.each([
    [
      { transport: 'websocket', callCreation: 'server' },
      { transport: 'websocket', callCreation: 'server' },
    ],
    [{}, { transport: 'daily', callCreation: 'server' }],
    [
      { transport: 'daily', callCreation: 'browser', publicKey: 'pk', assistantId: 'a' },
      { transport: 'daily', callCreation: 'browser', publicKey: 'pk', assistantId: 'a' },
    ],
    [{ transport: 'sip' }, null],
    [{ callCreation: 'elsewhere' }, null],
    [{ transport: 'websocket', callCreation: 'browser', publicKey: 'pk', assistantId: 'a' }, null],
    [{ transport: 'daily', callCreation: 'browser', publicKey: '', assistantId: 'a' }, null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    const parsed = vapiConfigAnswerSchema.safeParse(value);
    expect(parsed.success ? parsed.data : null).toEqual(expected);
  });
});

test.each([
  [{ token: 't' }, true],
  [{ token: '' }, false],
  [{}, false],
])('voice-call-token %j -> ok %s', (value, ok) => {
  expect(voiceCallTokenAnswerSchema.safeParse(value).success).toBe(ok);
});

describe('handle-demo-request', () => {
  test('a placed call, a recorded lead and a duplicate are read', () => {
    for (const body of [
      { status: 'calling', requestId: 'r', callType: 'immediate', callId: 'c' },
      {
        status: 'recorded',
        dialling: 'off',
        requestId: 'r',
        callType: 'scheduled',
        scheduledAt: '2026-01-01T09:00:00Z',
        message: 'Request recorded',
      },
      { status: 'scheduled', duplicate: true, requestId: 'r', callType: 'scheduled', callId: null },
    ]) {
      expect(demoRequestAnswerSchema.safeParse(body).success).toBe(true);
    }
  });

  test('an unknown status or an error body is not an answer', () => {
    expect(
      demoRequestAnswerSchema.safeParse({
        status: 'ringing',
        requestId: 'r',
        callType: 'immediate',
      }).success,
    ).toBe(false);
    expect(demoRequestAnswerSchema.safeParse({ error: { code: 'x', message: 'y' } }).success).toBe(
      false,
    );
  });
});
