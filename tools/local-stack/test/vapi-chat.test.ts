// The local Vapi's chat API: POST /chat on the contract server (the latest document validates
// the request) answered from the local agent's dialogue; every answer is a Chat of the document.

import {
  type ContractServer,
  createSchemaValidator,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import { SLOVAK_DEMO_DIALOGUE } from '@hlasovy-asistent/voice-agent';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createChatStandin, LOCAL_CHAT_TURN_COST } from '../src/vapi-chat.ts';

// compiling the Chat schema (it holds the whole assistant) takes seconds on a busy machine
vi.setConfig({ testTimeout: 120_000 });

let server: ContractServer;
let validate: ReturnType<typeof createSchemaValidator>;

beforeAll(async () => {
  server = await startContractServer({
    document: 'latest',
    port: 0,
    overrides: { 'POST /chat': createChatStandin() },
  });
  validate = createSchemaValidator(server.document);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function chat(body: unknown) {
  const response = await fetch(`${server.url}/chat`, {
    method: 'POST',
    headers: { Authorization: 'Bearer local-key', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /chat on the local Vapi', () => {
  test('three turns chained with previousChatId get the dialogue lines in order, each a valid Chat', async () => {
    const assistantId = '00000000-0000-4000-8000-00000000a551';
    let previousChatId: string | undefined;
    const replies: unknown[] = [];
    for (const input of ['Dobrý deň', 'Aké máte voľné termíny?', 'Zajtra dopoludnia']) {
      const answer = await chat({
        assistantId,
        input,
        ...(previousChatId ? { previousChatId } : {}),
      });
      expect(answer.status).toBe(201);
      expect(validate('Chat', answer.body)).toEqual([]);
      expect(answer.body.input).toBe(input);
      // a cost as Vapi's: the sum of its parts, not zero (the chat function records it)
      expect(answer.body.cost).toBe(LOCAL_CHAT_TURN_COST);
      expect(LOCAL_CHAT_TURN_COST).toBeGreaterThan(0);
      const parts = (answer.body.costs as { cost: number }[]).map((part) => part.cost);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(LOCAL_CHAT_TURN_COST);
      previousChatId = answer.body.id as string;
      replies.push((answer.body.output as { content: string }[])[0]?.content);
    }
    expect(replies).toEqual(SLOVAK_DEMO_DIALOGUE.replies.slice(0, 3));
  });

  test('a second conversation starts again at the first line', async () => {
    const answer = await chat({ assistantId: 'a', input: 'Ahoj' });
    expect((answer.body.output as { content: string }[])[0]?.content).toBe(
      SLOVAK_DEMO_DIALOGUE.replies[0],
    );
  });

  test('an unknown previousChatId is a 400; a request without input is refused by the document', async () => {
    expect((await chat({ input: 'x', previousChatId: 'nope' })).status).toBe(400);
    const invalid = await chat({ assistantId: 'a' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toMatch(/input/);
  });
});
