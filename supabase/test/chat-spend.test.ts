// Chat turns cost money through the real local stack: the chat function in Deno reserves each
// turn in private.chat_turns through PostgREST and settles it with the answered turn's cost (the
// Vapi stand-in's Chat.cost), vapi_spend counts it in the voice budget, and once the day's voice
// budget is spent the next chat is refused with the one 429.
import { LOCAL_CHAT_TURN_COST } from '@hlasovy-asistent/local-stack';
import { describe, expect, test, vi } from 'vitest';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';
import { stackOfFile } from './stackOfFile.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// two local turns (2 x 0.0025 USD) reach it, the first alone does not
const VOICE_BUDGET = 0.004;

const local = stackOfFile({
  gatewayPort: 0,
  functionsEnv: { TRUSTED_PROXY_HOPS: '2', VAPI_MAX_SPEND_PER_DAY_VOICE: String(VOICE_BUDGET) },
});

async function chat(ip: string, body: Record<string, unknown>) {
  const response = await fetch(`${local.stack.url}/functions/v1/chat`, {
    method: 'POST',
    headers: siteHeaders(local.stack, ip),
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { conversationId: string; error?: { code: string } },
  };
}

const voiceToken = (ip: string) => voiceTokenOf(local.stack, ip);

async function spend(kind: 'voice' | 'demo' | null): Promise<number> {
  const { rows } = await local.db.query('select public.vapi_spend(kind => $1) as spent', [kind]);
  return Number(rows[0]?.spent);
}

describe('chat turns in the daily spend (local stack)', () => {
  test("each answered turn adds the stand-in's cost; past the voice budget the next chat is refused", async () => {
    expect(LOCAL_CHAT_TURN_COST).toBeGreaterThan(0);
    expect(await spend(null)).toBe(0);
    const ip = '10.31.0.1';
    const first = await chat(ip, { token: await voiceToken(ip), text: 'Dobrý deň' });
    expect(first.status).toBe(200);
    expect(await spend('voice')).toBe(LOCAL_CHAT_TURN_COST);
    const { conversationId } = first.body;
    expect((await chat(ip, { conversationId, text: 'Aké máte voľné termíny?' })).status).toBe(200);
    expect(await spend(null)).toBe(2 * LOCAL_CHAT_TURN_COST);
    expect(await spend('demo')).toBe(0);

    const refused = await chat(ip, { conversationId, text: 'Zajtra dopoludnia.' });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('rate_limited');
    const other = '10.31.0.2';
    expect((await chat(other, { token: await voiceToken(other), text: 'Ahoj' })).status).toBe(429);
    expect(await spend(null)).toBe(2 * LOCAL_CHAT_TURN_COST);
  });
});
