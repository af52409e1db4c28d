// The one definition of the WebSocket call's session and messages (`@hlasovy-asistent/platform-api/voice-socket`),
// used by the voice client, the voice-call function, the site and the local agent.
import { describe, expect, test } from 'vitest';
import {
  isAssistantTurnStart,
  readVoiceSocketSession,
  sessionOfCall,
  typedTurnMessage,
  typedTurnText,
  VOICE_SOCKET_AUDIO_FORMAT,
  VOICE_SOCKET_SERVER_MESSAGE_TYPES,
} from '../src/voiceSocket/index.ts';

const URL_OK = 'wss://api.vapi.ai/c-1/transport';

describe('readVoiceSocketSession', () => {
  test.each([
    [{ callId: 'c-1', websocketCallUrl: URL_OK }, null],
    [{ callId: 'c-1', websocketCallUrl: 'ws://127.0.0.1:5/c-1/transport' }, null],
    [null, 'not-an-object'],
    [[], 'not-an-object'],
    ['{"callId":"c"}', 'not-an-object'],
    [{ websocketCallUrl: URL_OK }, 'no-call-id'],
    [{ callId: '', websocketCallUrl: URL_OK }, 'no-call-id'],
    [{ callId: 7, websocketCallUrl: URL_OK }, 'no-call-id'],
    [{ callId: 'c-1' }, 'no-socket-url'],
    [{ callId: 'c-1', websocketCallUrl: 'https://api.vapi.ai/c-1/transport' }, 'no-socket-url'],
    [{ callId: 'c-1', websocketCallUrl: 'wss://a b' }, 'no-socket-url'],
    [{ callId: 'c-1', websocketCallUrl: 'not a url' }, 'no-socket-url'],
  ])('%j -> %s', (value, problem) => {
    const checked = readVoiceSocketSession(value);
    if (problem === null) {
      expect(checked).toEqual({ ok: true, session: value });
    } else {
      expect(checked).toMatchObject({ ok: false, problem });
      if (!checked.ok) expect(checked.message).toMatch(/^the answer /);
    }
  });

  test('extra fields are not passed on', () => {
    const checked = readVoiceSocketSession({ callId: 'c', websocketCallUrl: URL_OK, secret: 'x' });
    expect(checked).toEqual({ ok: true, session: { callId: 'c', websocketCallUrl: URL_OK } });
  });
});

describe('sessionOfCall (Vapi Call on the WebSocket transport)', () => {
  test.each([
    [{ id: 'c-1', transport: { websocketCallUrl: URL_OK } }, true],
    [{ id: 'c-1', transport: {} }, false],
    [{ transport: { websocketCallUrl: URL_OK } }, false],
    [undefined, false],
  ])('%j -> ok %s', (call, ok) => {
    expect(sessionOfCall(call).ok).toBe(ok);
  });
});

test('the audio format is Vapi default PCM', () => {
  expect(VOICE_SOCKET_AUDIO_FORMAT).toEqual({
    format: 'pcm_s16le',
    container: 'raw',
    sampleRate: 16000,
  });
});

test.each([
  [{ type: 'speech-update', role: 'assistant', status: 'started' }, true],
  [{ type: 'speech-update', role: 'assistant', status: 'stopped' }, false],
  [{ type: 'speech-update', role: 'user', status: 'started' }, false],
  [{ type: 'transcript', role: 'assistant', status: 'started' }, false],
])('isAssistantTurnStart(%j) = %s', (message, expected) => {
  expect(isAssistantTurnStart(message)).toBe(expected);
});

test('every server message type is listed at run time, once', () => {
  expect([...VOICE_SOCKET_SERVER_MESSAGE_TYPES].sort()).toEqual([
    'conversation-update',
    'speech-update',
    'status-update',
    'tool-calls-result',
    'transcript',
    'user-interrupted',
  ]);
  expect(Object.isFrozen(VOICE_SOCKET_SERVER_MESSAGE_TYPES)).toBe(true);
});

describe('typed turns (add-message of role user)', () => {
  test('typedTurnMessage is the add-message frame that asks for an answer', () => {
    expect(typedTurnMessage('Aké máte voľné termíny?')).toEqual({
      type: 'add-message',
      message: { role: 'user', content: 'Aké máte voľné termíny?' },
      triggerResponseEnabled: true,
    });
    expect(typedTurnText(typedTurnMessage('Dobrý deň'))).toBe('Dobrý deň');
  });

  test.each([
    [{ type: 'add-message', message: { role: 'user', content: 'a' } }, 'a'],
    [
      {
        type: 'add-message',
        message: { role: 'user', content: 'a' },
        triggerResponseEnabled: false,
      },
      null,
    ],
    [{ type: 'add-message', message: { role: 'system', content: 'a' } }, null],
    [{ type: 'add-message', message: { role: 'user', content: 7 } }, null],
    [{ type: 'add-message', message: null }, null],
    [{ type: 'say', message: 'a' }, null],
  ])('typedTurnText(%j) = %j', (message, text) => {
    expect(typedTurnText(message)).toBe(text);
  });
});
