// The live check's look at every client message: configuration (assistant, tools, servers,
// control URL, the system prompt) and secrets (the deploy's values, secret-key shapes) are found
// and named by place or setting, never repeated; what the site reads passes.
import { describe, expect, test } from 'vitest';
import { clientMessageProblems } from './clientMessages.ts';

const ENV = {
  VAPI_PRIVATE_KEY: 'vapi-private-key-value-51c3',
  VAPI_WEBHOOK_SECRET: 'vapi-webhook-secret-value-0123456789abcdef',
};

describe('clientMessageProblems', () => {
  test.each([
    ['a transcript', { type: 'transcript', role: 'assistant', transcript: 'Dobrý deň' }],
    ['a speech update', { type: 'speech-update', role: 'user', status: 'started', turn: 1 }],
    [
      'a tool result with its slots (what the page shows)',
      {
        type: 'tool-calls-result',
        toolCallResult: {
          name: 'demo_slots',
          toolCallId: 'c',
          result: 'x',
          metadata: { slots: [] },
        },
      },
    ],
    ['the chat answer', { conversationId: 'c', reply: 'Dobrý deň', turnsLeft: 19 }],
    [
      'a conversation without system messages',
      { type: 'conversation-update', messages: [{ role: 'bot', message: 'x' }] },
    ],
    [
      'an empty call reference',
      { type: 'status-update', status: 'ended', call: { id: 'c' }, assistant: null },
    ],
  ])('%s is clean', (_what, message) => {
    expect(clientMessageProblems('socket', message, ENV)).toEqual([]);
  });

  test('the assistant, the call’s control URL and a tool’s server are configuration, named by place', () => {
    const message = {
      type: 'tool-calls',
      assistant: { name: 'Slovenský demo asistent', model: { messages: [] } },
      call: { id: 'c', monitor: { controlUrl: 'https://control.vapi.test/c/control' } },
      toolWithToolCallList: [
        { type: 'function', server: { url: 'https://x.supabase.co/functions/v1/vapi-tools' } },
      ],
    };
    expect(clientMessageProblems('socket tool-calls', message, ENV)).toEqual([
      'socket tool-calls: configuration at assistant',
      'socket tool-calls: configuration at call.monitor',
      'socket tool-calls: configuration at toolWithToolCallList',
    ]);
  });

  test('the system prompt in a conversation is found', () => {
    const message = {
      type: 'conversation-update',
      messagesOpenAIFormatted: [
        { role: 'system', content: 'Si hlasový asistent...' },
        { role: 'assistant', content: 'Dobrý deň' },
      ],
    };
    expect(clientMessageProblems('socket', message, ENV)).toEqual([
      'socket: the system prompt at messagesOpenAIFormatted[0]',
    ]);
  });

  test('a secret value is named by its setting, a secret-shaped key by its kind; the value never', () => {
    const leaked = {
      type: 'status-update',
      status: 'in-progress',
      note: `x-vapi-secret ${ENV.VAPI_WEBHOOK_SECRET}`,
      debug: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
    };
    const problems = clientMessageProblems('socket status-update', leaked, ENV);
    expect(problems).toEqual([
      'socket status-update: secret API key',
      'socket status-update: value of VAPI_WEBHOOK_SECRET',
    ]);
    expect(problems.join(' ')).not.toContain('0123456789abcdef');
  });
});
