import assert from 'node:assert/strict';
import { TOO_MANY_REQUESTS_MESSAGE } from '../_shared/rate-limit.ts';
import { createSpendCap, type SpendCapNotice } from '../_shared/spend-cap.ts';
import {
  CHAT_TURN_COST,
  CHAT_TURN_ESTIMATE,
  createChatHarness,
  ROOMY_CHAT_ENV,
  vapiChat,
} from '../_testing/chat-fakes.ts';
import { createClock } from '../_testing/fakes.ts';
import { createMemoryCallEventStore } from '../_testing/memory-call-events.ts';
import { createMemoryRepository } from '../_testing/memory-repository.ts';
import { createMemoryLogger } from '../_testing/voice-fakes.ts';

const spendOf = (store: ReturnType<typeof createMemoryCallEventStore>, kind?: 'voice' | 'demo') =>
  store.spendToday({ ...(kind ? { kind } : {}), estimatePerMinute: 0.3, estimateMaxSeconds: 600 });

/** A chat function whose spend cap reads the same ledger its turns are recorded in. */
function cappedChat(voiceBudget: number) {
  const clock = createClock('2026-11-25T10:00:00Z');
  const store = createMemoryCallEventStore();
  const logger = createMemoryLogger();
  const alerts: SpendCapNotice[] = [];
  const spendCap = createSpendCap({
    caps: {
      total: undefined,
      voice: voiceBudget,
      demo: undefined,
      estimatePerMinute: 0.3,
      estimateMaxSeconds: 600,
    },
    store,
    repository: createMemoryRepository(clock.now),
    alert: (notice) => {
      alerts.push(notice);
      return Promise.resolve();
    },
    now: clock.date,
    logger,
  });
  return { h: createChatHarness(ROOMY_CHAT_ENV, { spendCap }, undefined, store), store, alerts };
}

Deno.test("chat: an answered turn adds its Chat's cost to the day's spend (voice budget and total)", async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  assert.equal(await spendOf(h.spend), 0);
  const response = await h.turn({ ip: '203.0.113.40' });
  assert.equal(response.status, 200);
  const body = (await response.json()) as Record<string, unknown>;
  assert.equal('cost' in body, false, "the visitor never sees Vapi's cost");
  assert.deepEqual(
    [...h.spend.chatCosts],
    [['chat-1', { cost: CHAT_TURN_COST, estimated: false }]],
  );
  assert.equal(await spendOf(h.spend), CHAT_TURN_COST);
  assert.equal(await spendOf(h.spend, 'voice'), CHAT_TURN_COST);
  assert.equal(await spendOf(h.spend, 'demo'), 0);
});

Deno.test('chat: a Chat without a cost counts the estimate; one with only `costs` counts their sum', async () => {
  // the first Chat reports no cost, the second only its parts
  const h = createChatHarness(ROOMY_CHAT_ENV, {}, (_record, n) =>
    vapiChat(
      n,
      n === 2
        ? {
            costs: [
              { type: 'model', cost: 0.01 },
              { type: 'chat', cost: 0.005 },
            ],
          }
        : {},
    ),
  );
  const ip = '203.0.113.41';
  const first = (await (await h.turn({ ip })).json()) as { conversationId: string };
  assert.equal((await h.turn({ ip, conversationId: first.conversationId })).status, 200);
  assert.deepEqual(Object.fromEntries(h.spend.chatCosts), {
    'chat-1': { cost: CHAT_TURN_ESTIMATE, estimated: true },
    'chat-2': { cost: 0.015, estimated: false },
  });
  assert.equal(await spendOf(h.spend), CHAT_TURN_ESTIMATE + 0.015);
});

Deno.test('chat: turns spend the voice budget; past it the next chat is refused with the one 429', async () => {
  // two turns of 0.0125 reach a budget of 0.02 only after the second is answered
  const { h, store, alerts } = cappedChat(0.02);
  const ip = '203.0.113.42';
  const first = await h.turn({ ip });
  assert.equal(first.status, 200);
  const { conversationId } = (await first.json()) as { conversationId: string };
  assert.equal((await h.turn({ ip, conversationId })).status, 200);
  assert.equal(await spendOf(store, 'voice'), 2 * CHAT_TURN_COST);
  const refused = await h.turn({ ip, conversationId });
  assert.equal(refused.status, 429);
  assert.deepEqual(((await refused.json()) as { error: unknown }).error, {
    code: 'rate_limited',
    message: TOO_MANY_REQUESTS_MESSAGE,
  });
  // a new conversation is refused too, and nothing more reached Vapi
  assert.equal((await h.turn({ ip: '203.0.113.43' })).status, 429);
  assert.equal(h.vapi.requests.length, 2);
  assert.deepEqual(
    alerts.map((a) => [a.budget, a.limit, a.spent]),
    [['voice', 0.02, 2 * CHAT_TURN_COST]],
  );
});

Deno.test('chat: the same ledger counts calls and chats together against the voice budget', async () => {
  const { h, store } = cappedChat(0.5);
  store.setSpend(0.49, 'voice');
  assert.equal((await h.turn({ ip: '203.0.113.44' })).status, 200);
  assert.equal(await spendOf(store, 'voice'), 0.49 + CHAT_TURN_COST);
  assert.equal((await h.turn({ ip: '203.0.113.45' })).status, 429);
});

Deno.test('chat: a settlement that cannot be stored is logged as an error, the paid answer still shown', async () => {
  const logger = createMemoryLogger();
  const h = createChatHarness(ROOMY_CHAT_ENV, { logger });
  h.conversations.settleTurn = () => Promise.reject(new Error('database down'));
  assert.equal((await h.turn({ ip: '203.0.113.46' })).status, 200);
  assert.equal(logger.lines.length, 1);
  assert.match(logger.lines[0] ?? '', /^error chat turn not settled: .*database down/);
  // the reservation stays in the day's spend at the estimate
  assert.equal(await spendOf(h.spend), CHAT_TURN_ESTIMATE);
});

/** Vapi answers only after the function gave up: it finished (and billed) the turn anyway. */
const answeredAfterTimeout = (_record: unknown, _n: number, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

Deno.test('chat: a turn Vapi answers after the timeout still counts (the estimate stays in the ledger)', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV, { vapiTimeoutMs: 50 }, answeredAfterTimeout);
  const response = await h.turn({ ip: '203.0.113.47' });
  assert.equal(response.status, 502);
  assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'vapi_error');
  assert.equal(h.vapi.requests.length, 1);
  assert.equal(await spendOf(h.spend), CHAT_TURN_ESTIMATE);
  assert.equal(await spendOf(h.spend, 'voice'), CHAT_TURN_ESTIMATE);
});

Deno.test('chat: a 201 with a cost but no assistant text counts its cost (the visitor gets the 502)', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV, {}, (_record, n) =>
    Response.json({ id: `chat-${n}`, orgId: 'org-1', output: [], cost: 0.02 }, { status: 201 }),
  );
  const response = await h.turn({ ip: '203.0.113.48' });
  assert.equal(response.status, 502);
  assert.equal(await spendOf(h.spend), 0.02);
});
