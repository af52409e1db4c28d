// One runtime check of the voice socket's messages (scripts/socket-messages.ts says what counts as
// a second one and why).
import { describe, expect, test } from 'vitest';
import {
  VOICE_SOCKET_SERVER_MESSAGE_TYPES,
  voiceSocketClientMessageSchemas,
} from '../packages/platform-api/src/voiceSocket/index.ts';
import { findingsInRepository } from './guard-findings.ts';
import { isScanned, secondChecks } from './socket-messages.ts';

const TYPES = [
  ...VOICE_SOCKET_SERVER_MESSAGE_TYPES,
  ...Object.keys(voiceSocketClientMessageSchemas),
];

describe('secondChecks: what a second check of the message shapes looks like', () => {
  test.each([
    ['a list of the types', `const KNOWN = ['transcript', 'conversation-update', 'hang'];`, 'list'],
    ['a set of them', `const IGNORED = new Set(['add-message', 'control']);`, 'list'],
    ['a map of schemas by type', `const s = { transcript: a, 'speech-update': b };`, 'list'],
    ['a second schema', `const s = z.looseObject({ type: z.literal('say') });`, 'schema'],
    ['a schema helper', `const u = base('user-interrupted');`, 'schema'],
    ['a raw type compared', `if (type === 'hangup' || type === 'end-call') stop();`, 'raw type'],
    ['a field checked by hand', `if (typeof record.transcript !== 'string') drop();`, 'field'],
    ['transcripts cleaned again', `const t = sanitizeTranscript(message.transcript);`, 'sanitise'],
  ])('%s is found', (_title, code, rule) => {
    const found = secondChecks('apps/site/src/x.ts', code, TYPES);
    expect(found.length).toBeGreaterThan(0);
    for (const finding of found) expect(finding).toContain(`: ${rule}: `);
  });

  test('reading parsed messages, types and building one message are not', () => {
    const code = [
      `type Ignored = Extract<VoiceSocketClientMessage['type'], 'add-message' | 'control'>;`,
      `if (message.type === 'transcript' || message?.type === 'user-interrupted') show(message);`,
      `switch (message.type) { case 'say': case 'conversation-update': break; }`,
      `send({ type: 'say', message: 'Ahoj' });`,
      `const lines = ['transcript', 'status'];`,
    ].join('\n');
    expect(secondChecks('apps/site/src/x.ts', code, TYPES)).toEqual([]);
  });

  test('tests, fakes and the definition itself are not read', () => {
    expect(isScanned('apps/site/src/features/voice-session/wireVoiceClient.ts')).toBe(true);
    expect(isScanned('tools/voice-agent/src/client-messages.ts')).toBe(true);
    expect(isScanned('packages/platform-api/src/voiceSocket/messages.ts')).toBe(false);
    // Vapi's server messages (HTTP, not the socket) share type names and have their own schemas
    expect(isScanned('packages/platform-api/src/serverMessages/messages.ts')).toBe(false);
    expect(isScanned('packages/voice-client/test/messages.test.ts')).toBe(false);
    expect(isScanned('packages/voice-client/src/testing/fakeTransport.ts')).toBe(false);
    expect(isScanned('apps/site/src/features/voice-session/transcript.test.ts')).toBe(false);
  });
});

test('the repository checks the socket messages once, in platform-api/voice-socket', () => {
  const found = findingsInRepository(isScanned, (path, text) => secondChecks(path, text, TYPES));
  expect(found).toEqual([]);
  // parsing the repository takes a while on a busy machine: no timing is asserted
}, 120_000);
