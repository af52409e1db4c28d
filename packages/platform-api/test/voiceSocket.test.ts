// The one definition of the WebSocket call's audio format and messages (`@hlasovy-asistent/platform-api/voice-socket`),
// used by the voice client, the voice-call function, the site and the local agent.
import { describe, expect, test } from 'vitest';
import {
  isAssistantTurnStart,
  isToolCallsResult,
  typedTurnMessage,
  typedTurnText,
  VOICE_SOCKET_AUDIO_FORMAT,
  VOICE_SOCKET_PROTOCOL_VERSION,
  VOICE_SOCKET_SERVER_MESSAGE_TYPES,
  voiceSocketClientMessageSchemas,
  voiceSocketServerMessageSchemas,
} from '../src/voiceSocket/index.ts';

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
    'function-call',
    'hang',
    'model-output',
    'speech-update',
    'status-update',
    'tool-calls',
    'tool-calls-result',
    'transcript',
    'transfer-update',
    'user-interrupted',
    'voice-input',
  ]);
  expect(Object.isFrozen(VOICE_SOCKET_SERVER_MESSAGE_TYPES)).toBe(true);
});

describe('the schemas, both directions', () => {
  test('a server message keeps the fields Vapi adds; a wrong field fails it', () => {
    const transcript = voiceSocketServerMessageSchemas.transcript;
    const sent = { type: 'transcript', role: 'user', transcript: 'a', isFiltered: false };
    expect(transcript.parse(sent)).toEqual(sent);
    expect(transcript.safeParse({ ...sent, transcript: 7 }).success).toBe(false);
    expect(
      voiceSocketServerMessageSchemas['user-interrupted'].safeParse({
        type: 'user-interrupted',
        turnId: 'turn-2',
      }).success,
    ).toBe(true);
  });

  test('a tool result needs its object; a client say needs its text', () => {
    expect(isToolCallsResult({ type: 'tool-calls-result', toolCallResult: null })).toBe(false);
    expect(
      isToolCallsResult({
        type: 'tool-calls-result',
        toolCallResult: { name: 'demo_slots', toolCallId: 't', metadata: { slots: [] } },
      }),
    ).toBe(true);
    expect(voiceSocketClientMessageSchemas.say.safeParse({ type: 'say' }).success).toBe(false);
    expect(VOICE_SOCKET_PROTOCOL_VERSION).toBe(1);
  });
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
