// The local Vapi's chat API: POST /chat on the contract server (the latest document validates
// the request) answered from the local agent's dialogue; every answer is a Chat of the document.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ContractServer,
  createSchemaValidator,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import {
  demoSlotOffer,
  mentionedSlotIds,
  selectedSlotIdMention,
  slotIdMention,
} from '@hlasovy-asistent/validation';
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
    // no tools here: nothing is offered, so no line speaks of slots on the screen
    expect(replies).toEqual(SLOVAK_DEMO_DIALOGUE.lines.chat.notOffered.replies.slice(0, 3));
  });

  test('a second conversation starts again at the first line', async () => {
    const answer = await chat({ assistantId: 'a', input: 'Ahoj' });
    expect((answer.body.output as { content: string }[])[0]?.content).toBe(
      SLOVAK_DEMO_DIALOGUE.lines.chat.notOffered.replies[0],
    );
  });

  test('an unknown previousChatId is a 400; a request without input is refused by the document', async () => {
    expect((await chat({ input: 'x', previousChatId: 'nope' })).status).toBe(400);
    const invalid = await chat({ assistantId: 'a' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toMatch(/input/);
  });
});

describe('POST /chat on the local Vapi with the tools server', () => {
  const posted: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  let tools: Server;
  let withTools: ContractServer;
  const RESULT = `Voľné termíny ukážky: v piatok 27. novembra o 10:30 ${slotIdMention('2026-11-27T10:30')}.`;
  const CHOSEN = `Návštevník si vybral termín v piatok 27. novembra o 10:30 ${selectedSlotIdMention('2026-11-27T10:30')}.`;

  beforeAll(async () => {
    // stands in for vapi-tools: records the tool-calls message, answers its one toolCallId
    tools = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        posted.push({ headers: req.headers, body });
        const [call] = body.message.toolCallList;
        const offer = demoSlotOffer('2026-11-27', '10:30');
        const answered =
          call.function.name === 'select_demo_slot'
            ? { result: CHOSEN, metadata: { selectedSlotId: offer.id, slot: offer } }
            : { result: RESULT, metadata: { slots: [offer] } };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            results: [{ name: call.function.name, toolCallId: call.id, ...answered }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => tools.listen(0, '127.0.0.1', resolve));
    const { port } = tools.address() as AddressInfo;
    withTools = await startContractServer({
      document: 'latest',
      port: 0,
      overrides: {
        'POST /chat': createChatStandin(undefined, {
          url: `http://127.0.0.1:${port}/functions/v1/vapi-tools`,
          secret: 'tools-secret',
        }),
      },
    });
  }, 60_000);

  afterAll(async () => {
    await withTools?.close();
    await new Promise((resolve) => tools?.close(resolve));
  });

  test('the first answer runs demo_slots for this chat as Vapi would and carries the call and its result', async () => {
    const response = await fetch(`${withTools.url}/chat`, {
      method: 'POST',
      headers: { Authorization: 'Bearer local-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ assistantId: 'a', input: 'Aké máte voľné termíny?' }),
    });
    expect(response.status).toBe(201);
    const chat = (await response.json()) as { id: string; output: Record<string, unknown>[] };
    expect(validate('Chat', chat)).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.headers['x-vapi-secret']).toBe('tools-secret');
    const message = posted[0]?.body.message as Record<string, unknown>;
    expect(message).toMatchObject({ type: 'tool-calls', chat: { id: chat.id } });
    expect(message.call).toBeUndefined();
    const [call, result, said] = chat.output;
    const toolCall = (
      call?.tool_calls as { id: string; function: { name: string } }[] | undefined
    )?.[0];
    expect(toolCall?.function.name).toBe('demo_slots');
    expect(result).toEqual({ role: 'tool', tool_call_id: toolCall?.id, content: RESULT });
    expect(mentionedSlotIds(String(result?.content))).toEqual(['2026-11-27T10:30']);
    expect(said?.content).toBe(
      'Ukážku vám môžem dohodnúť hneď. Voľné termíny mám v piatok 27. novembra o 10:30. Kliknite na termín, ktorý vám vyhovuje, alebo mi ho napíšte.',
    );

    const next = await fetch(`${withTools.url}/chat`, {
      method: 'POST',
      headers: { Authorization: 'Bearer local-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ assistantId: 'a', input: 'Ďakujem', previousChatId: chat.id }),
    });
    const second = (await next.json()) as { output: { content: string }[] };
    expect(second.output).toEqual([
      { role: 'assistant', content: SLOVAK_DEMO_DIALOGUE.lines.chat.offered.replies[0] },
    ]);
    expect(posted).toHaveLength(1);
  });

  /** POST /chat to the stand-in with the tools server: a 201 with a Chat of the document. */
  async function sendChat(input: string, previousChatId?: string) {
    const response = await fetch(`${withTools.url}/chat`, {
      method: 'POST',
      headers: { Authorization: 'Bearer local-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        assistantId: 'a',
        input,
        ...(previousChatId ? { previousChatId } : {}),
      }),
    });
    expect(response.status).toBe(201);
    const chat = (await response.json()) as { id: string; output: Record<string, unknown>[] };
    expect(validate('Chat', chat)).toEqual([]);
    return chat;
  }

  test('a later message naming an offered slot runs select_demo_slot for that chat and the one it continues', async () => {
    posted.length = 0;
    const offer = await sendChat('Aké máte voľné termíny?');
    // a message that names no slot is a dialogue line, no tool call
    const question = await sendChat('Ďakujem, a koľko to stojí?', offer.id);
    expect(question.output).toEqual([
      { role: 'assistant', content: SLOVAK_DEMO_DIALOGUE.lines.chat.offered.replies[0] },
    ]);
    expect(posted).toHaveLength(1);

    const choice = await sendChat('V piatok o 10:30, prosím.', question.id);
    expect(posted).toHaveLength(2);
    const message = posted[1]?.body.message as Record<string, unknown>;
    expect(message).toMatchObject({
      type: 'tool-calls',
      chat: { id: choice.id, previousChatId: question.id },
      toolCallList: [
        {
          type: 'function',
          function: { name: 'select_demo_slot', arguments: { slotId: '2026-11-27T10:30' } },
        },
      ],
    });
    const [call, result, said] = choice.output;
    const toolCall = (call?.tool_calls as { id: string; function: unknown }[] | undefined)?.[0];
    expect(toolCall?.function).toEqual({
      name: 'select_demo_slot',
      arguments: JSON.stringify({ slotId: '2026-11-27T10:30' }),
    });
    expect(result).toEqual({ role: 'tool', tool_call_id: toolCall?.id, content: CHOSEN });
    expect(said?.content).toBe(
      'Výborne, termín v piatok 27. novembra o 10:30 som vám otvoril na obrazovke. Skontrolujte meno, telefón a e-mail a termín potvrďte.',
    );
  });

  /** One conversation through the stand-in: each answer's tool call (if any) and line. */
  async function conversation(inputs: string[]) {
    let previousChatId: string | undefined;
    const turns: { tool: string | null; args: unknown; line: unknown }[] = [];
    for (const input of inputs) {
      const chat = await sendChat(input, previousChatId);
      previousChatId = chat.id;
      const call = (
        chat.output[0]?.tool_calls as
          | { function: { name: string; arguments: string } }[]
          | undefined
      )?.[0];
      turns.push({
        tool: call?.function.name ?? null,
        args: call ? JSON.parse(call.function.arguments) : null,
        line: chat.output.at(-1)?.content,
      });
    }
    return turns;
  }

  test('a slot named before any offer gets the offer, not a line about a slot never offered', async () => {
    const [first, second] = await conversation(['Dobrý deň.', 'Hodí sa mi ten druhý termín.']);
    expect(first?.tool).toBe('demo_slots');
    // the first turn always offers; a conversation whose offer failed would offer again here
    expect(second?.tool).toBe(null);
    const [named] = await conversation(['Hodí sa mi ten druhý termín.']);
    expect(named?.tool).toBe('demo_slots');
    expect(String(named?.line)).toMatch(/^Ukážku vám môžem dohodnúť hneď\. Voľné termíny mám/);
  });

  test('"iný deň" asks for the slots from the day after the last one offered', async () => {
    const turns = await conversation(['Dobrý deň.', 'Hodí sa mi iný deň.']);
    expect(turns[1]?.tool).toBe('demo_slots');
    expect(turns[1]?.args).toEqual({ date: '2026-11-28' });
    // the stand-in answers the same slot, so the line says the asked day has none
    expect(String(turns[1]?.line)).toMatch(
      /^V sobotu 28\. novembra nemám voľný termín\. Ďalšie voľné termíny mám v piatok 27\. novembra o 10:30\./,
    );
  });
});
