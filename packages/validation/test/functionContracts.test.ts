// The Edge Functions' contracts (src/function-contracts): their answers as the site, the
// voice client and the functions read them.
import { describe, expect, test } from 'vitest';
import {
  chatContract,
  dailyCallSessionSchema,
  demoRequestAnswerSchema,
  FUNCTION_CONTRACTS,
  FUNCTION_ERROR_STATUS,
  readAnswer,
  socketCallSessionSchema,
  TYPED_TURN_MAX_CHARS,
  vapiConfigAnswerSchema,
  voiceCallContract,
  voiceCallMessageContract,
  voiceCallTokenContract,
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
  expect(voiceCallTokenContract.answer.safeParse(value).success).toBe(ok);
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

describe('requests as the functions read them', () => {
  const issues = (
    schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } },
    v: unknown,
  ) => (schema.safeParse(v).error?.issues ?? []) as { path: PropertyKey[]; code: string }[];
  const CONVERSATION = '7d0c1f0e-3b1a-4c55-9f1e-0a4b2c3d4e5f';

  test('chat: a start, a next turn; the text sanitised; unknown fields and bad ids refused', () => {
    const request = chatContract.request;
    expect(request.parse({ token: 't', text: '  Ahoj <b>  ' })).toEqual({
      token: 't',
      text: 'Ahoj b',
    });
    expect(request.parse({ conversationId: CONVERSATION, text: 'Ďalej' })).toEqual({
      conversationId: CONVERSATION,
      text: 'Ďalej',
    });
    const codes = (v: unknown) => issues(request, v).map((i) => `${i.path.join('.')}:${i.code}`);
    expect(codes({ text: ' <\u0000> ' })).toEqual(['text:too_small']);
    expect(codes({ text: 'a'.repeat(TYPED_TURN_MAX_CHARS + 1) })).toEqual(['text:too_big']);
    expect(codes({ conversationId: 'chat-1', text: 'x' })).toEqual([
      'conversationId:invalid_format',
    ]);
    expect(codes({ text: 'x', assistantId: 'a' })).toEqual([':unrecognized_keys']);
  });

  test('voice-call: a token and an optional transport, nothing else', () => {
    const request = voiceCallContract.request;
    expect(request.parse({ token: 't', transport: 'websocket' })).toEqual({
      token: 't',
      transport: 'websocket',
    });
    expect(request.parse({})).toEqual({});
    expect(issues(request, { transport: 'sip' }).map((i) => i.path)).toEqual([['transport']]);
    expect(issues(request, { assistantId: 'x' }).map((i) => i.code)).toEqual(['unrecognized_keys']);
  });

  test('voice-call-message: a call id and the typed text as checkTypedTurn reads it', () => {
    const request = voiceCallMessageContract.request;
    expect(request.parse({ callId: 'c-1', text: '  Dobrý deň ' })).toEqual({
      callId: 'c-1',
      text: 'Dobrý deň',
    });
    for (const [value, path] of [
      [{ callId: 'c-1', text: '   ' }, 'text'],
      [{ callId: 'c-1', text: 'x'.repeat(TYPED_TURN_MAX_CHARS + 1) }, 'text'],
      [{ callId: 'call 1', text: 'x' }, 'callId'],
    ] as const) {
      expect(issues(request, value).map((i) => i.path.join('.'))).toEqual([path]);
    }
  });

  test('every contract: one name each, codes with one status each, a GET without a body', () => {
    const names = FUNCTION_CONTRACTS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const contract of FUNCTION_CONTRACTS) {
      for (const code of Object.keys(contract.errors)) {
        expect(FUNCTION_ERROR_STATUS, `${contract.name}: ${code}`).toHaveProperty(code);
      }
    }
    expect(FUNCTION_CONTRACTS.filter((c) => c.request === null).map((c) => c.name)).toEqual([
      'demo-form-token',
      'health',
      'vapi-config',
      'voice-call-token',
    ]);
  });
});
