import { VOICE_SOCKET_SERVER_MESSAGE_TYPES } from '@hlasovy-asistent/platform-api/voice-socket';
import { describe, expect, test } from 'vitest';
import { isKnownServerMessage, type ServerMessage } from '../src/index.ts';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

const setup = async (client = {}) => {
  const h = createHarness({ client });
  await h.startActive();
  return h;
};

describe('incoming messages', () => {
  test.each([
    { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Dobrý deň' },
    { type: 'conversation-update', messages: [{ role: 'user', message: 'hi' }] },
    { type: 'speech-update', status: 'started', role: 'assistant' },
    { type: 'status-update', status: 'in-progress' },
    { type: 'model-output', output: 'tokens' },
    { type: 'user-interrupted', turnId: 'turn-2', timestamp: 1700000000000 },
    { type: 'user-interrupted' },
    {
      type: 'tool-calls-result',
      toolCallResult: { name: 'demo_slots', toolCallId: 't-1', result: '{}' },
    },
  ])('known $type is validated and delivered typed', async (message) => {
    const h = await setup();
    h.serverSays(message);
    const delivered = h.named('message') as ServerMessage[];
    expect(delivered).toEqual([message]);
    expect(isKnownServerMessage(delivered[0] as ServerMessage)).toBe(true);
    expect(h.logger.warn).not.toHaveBeenCalled();
  });

  test.each(VOICE_SOCKET_SERVER_MESSAGE_TYPES)(
    '%s, a server message of the wire protocol, is known',
    async (type) => {
      const h = await setup();
      // the smallest valid message of each type (the refined schemas ask for their fields)
      const fields: Record<string, object> = {
        transcript: { role: 'user', transcript: 'a' },
        'speech-update': { status: 'started', role: 'assistant' },
        'status-update': { status: 'in-progress' },
        'tool-calls-result': { toolCallResult: { name: 'demo_slots', toolCallId: 't-1' } },
      };
      h.serverSays({ type, ...fields[type] });
      const delivered = h.named('message') as ServerMessage[];
      expect(delivered).toHaveLength(1);
      expect(isKnownServerMessage(delivered[0] as ServerMessage)).toBe(true);
      expect(h.logger.warn).not.toHaveBeenCalled();
    },
  );

  test('a user-interrupted with a non-string turnId is ignored', async () => {
    const h = await setup();
    h.serverSays({ type: 'user-interrupted', turnId: 7 });
    expect(h.named('message')).toHaveLength(0);
    expect(h.logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('invalid user-interrupted: turnId'),
    );
  });

  test('extra fields are kept', async () => {
    const h = await setup();
    h.serverSays({ type: 'transcript', role: 'user', transcript: 'a', timestamp: 5 });
    expect(h.named('message')).toEqual([
      { type: 'transcript', role: 'user', transcript: 'a', timestamp: 5 },
    ]);
  });

  test('an unknown type is warned about and still delivered raw', async () => {
    const h = await setup();
    const message = { type: 'call-start' };
    h.serverSays(message);
    expect(h.named('message')).toEqual([message]);
    expect(isKnownServerMessage(message)).toBe(false);
    expect(h.logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('unknown message type "call-start"'),
    );
  });

  test.each([
    ['plain text', 'hello there'],
    ['broken JSON', '{"type":"transcript"'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON number', '42'],
    ['null', 'null'],
    ['no type', { role: 'x' }],
    ['numeric type', { type: 5 }],
    ['transcript without text', { type: 'transcript', role: 'user' }],
    ['transcript with numeric text', { type: 'transcript', role: 'user', transcript: 42 }],
    ['status-update without status', { type: 'status-update' }],
    ['tool-calls-result without its result', { type: 'tool-calls-result' }],
    ['user-interrupted with a numeric turnId', { type: 'user-interrupted', turnId: 7 }],
  ])('garbage (%s) is ignored with a warning, never thrown', async (_title, data) => {
    const h = await setup();
    h.serverSays(data);
    expect(h.named('message')).toHaveLength(0);
    expect(h.logger.warn).toHaveBeenCalledWith(expect.stringContaining('ignored an app message'));
    expect(h.client.getSnapshot().status).toBe('active');
  });

  test('non-string data objects from the call library are accepted too', async () => {
    const h = await setup();
    h.fake().emit('app-message', { data: { type: 'hang' } });
    expect(h.named('message')).toEqual([{ type: 'hang' }]);
  });

  test('an oversized message is dropped and logged as suspicious activity', async () => {
    const h = await setup({ maxIncomingMessageChars: 1000 });
    h.serverSays({ type: 'transcript', role: 'user', transcript: 'x'.repeat(2000) });
    expect(h.named('message')).toHaveLength(0);
    expect(h.securityEvents).toEqual([
      expect.objectContaining({ kind: 'suspicious_activity', source: 'voice-client.app-message' }),
    ]);
  });

  test('transcript text is sanitised', async () => {
    const h = await setup();
    h.serverSays({
      type: 'transcript',
      role: 'assistant',
      transcript: '  <script>alert(1)</script>Ahoj <b onclick="x()">svet</b>  ',
    });
    const [message] = h.named('message') as { transcript: string }[];
    expect(message?.transcript).not.toMatch(/[<>]/);
    expect(message?.transcript).not.toMatch(/onclick=/i);
    expect(message?.transcript).toContain('Ahoj');
  });

  test('transcript text is capped at 5000 characters', async () => {
    const h = await setup();
    h.serverSays({ type: 'transcript', role: 'assistant', transcript: 'a'.repeat(9000) });
    const [message] = h.named('message') as { transcript: string }[];
    expect(message?.transcript).toHaveLength(5000);
  });
});
