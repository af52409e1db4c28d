// A text conversation through the real local stack: the site's anon key -> gateway ->
// voice-call-token and chat in Deno -> Postgres (the single-use token, the turn limits, the
// conversation's turns in private.chat_conversations) -> the Vapi stand-in (POST /chat validated
// against the latest OpenAPI document, answered from the local agent's Slovak dialogue).
import { type Stack, startStack } from '@hlasovy-asistent/local-stack';
import { SLOVAK_DEMO_DIALOGUE } from '@hlasovy-asistent/voice-agent';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const MAX_TURNS = 3;

let stack: Stack;

const headers = (ip: string) => siteHeaders(stack, ip);
const voiceToken = (ip: string) => voiceTokenOf(stack, ip);

async function chat(ip: string, body: Record<string, unknown>) {
  const response = await fetch(`${stack.url}/functions/v1/chat`, {
    method: 'POST',
    headers: headers(ip),
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      conversationId: string;
      reply: string;
      turnsLeft: number;
      error?: { code: string };
    },
  };
}

beforeAll(async () => {
  stack = await startStack({
    gatewayPort: 0,
    functionsEnv: { TRUSTED_PROXY_HOPS: '2', CHAT_MAX_TURNS: String(MAX_TURNS) },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('chat through the local stack', () => {
  test('three turns of one conversation get the local dialogue in order; the fourth is past the cap', async () => {
    const ip = '10.30.0.1';
    const first = await chat(ip, { token: await voiceToken(ip), text: 'Dobrý deň' });
    expect(first.status).toBe(200);
    const { conversationId } = first.body;
    const second = await chat(ip, { conversationId, text: 'Aké máte voľné termíny?' });
    const third = await chat(ip, { conversationId, text: 'Zajtra dopoludnia.' });
    expect([first, second, third].map((t) => t.body.reply)).toEqual(
      SLOVAK_DEMO_DIALOGUE.lines.chat.notOffered.replies.slice(0, 3),
    );
    expect([first, second, third].map((t) => t.body.turnsLeft)).toEqual([2, 1, 0]);
    expect(second.body.conversationId).toBe(conversationId);

    const fourth = await chat(ip, { conversationId, text: 'Ešte niečo.' });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error?.code).toBe('conversation_ended');

    // the database holds the count and the last chat, not the address
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        'select turns, last_chat_id is not null as answered, holder_hash <> $2 as hashed from private.chat_conversations where id = $1',
        [conversationId, ip],
      );
      expect(rows).toEqual([{ turns: MAX_TURNS, answered: true, hashed: true }]);
    } finally {
      await db.end();
    }
  });

  test('no token: 403; another network cannot continue a conversation: 404', async () => {
    const refused = await chat('10.30.0.2', { text: 'Dobrý deň' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('verification_failed');

    const ip = '10.30.0.3';
    const started = await chat(ip, { token: await voiceToken(ip), text: 'Dobrý deň' });
    expect(started.status).toBe(200);
    const stolen = await chat('10.30.0.4', {
      conversationId: started.body.conversationId,
      text: 'Ahoj',
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error?.code).toBe('conversation_not_found');
  });
});
