import assert from 'node:assert/strict';
import { TYPED_TURN_MAX_CHARS } from '@hlasovy-asistent/validation';
import { TOO_MANY_REQUESTS_MESSAGE, VOICE_RETRY_AFTER_SECONDS } from '../_shared/rate-limit.ts';
import { chatRequest, createChatHarness, ROOMY_CHAT_ENV } from '../_testing/chat-fakes.ts';
import { SECRETS, SITE_ORIGIN, VAPI_BASE_URL } from '../_testing/fakes.ts';
import { tokenFor } from '../_testing/voice-fakes.ts';

type Answer = { conversationId: string; reply: string; turnsLeft: number };
type Refusal = {
  error: { code: string; message: string; maxTurns?: number; retryAfterSeconds?: number };
};

async function answerOf(response: Response): Promise<Answer> {
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Answer;
}

/** The one 429; its wait is the refusing limit's own (at most its window), in the header and body. */
async function assertRateLimited(response: Response, waitSeconds: number): Promise<void> {
  assert.equal(response.status, 429);
  const body = (await response.json()) as Refusal;
  assert.deepEqual(body.error, {
    code: 'rate_limited',
    message: TOO_MANY_REQUESTS_MESSAGE,
    retryAfterSeconds: waitSeconds,
  });
  assert.equal(response.headers.get('Retry-After'), String(waitSeconds));
}

/**
 * New conversations from `first` and `second` are answered; `third`'s gets the one 429, and
 * nothing of it reaches Vapi.
 */
async function assertThirdRefused(
  h: ReturnType<typeof createChatHarness>,
  [first, second, third]: readonly [string, string, string],
  waitSeconds: number,
): Promise<void> {
  await answerOf(await h.turn({ ip: first }));
  await answerOf(await h.turn({ ip: second }));
  await assertRateLimited(await h.turn({ ip: third }), waitSeconds);
  assert.equal(h.vapi.requests.length, 2);
}

Deno.test("chat: a token and a text -> the assistant's reply; POST /chat with the private key and the server assistant", async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  const response = await h.turn({ ip: '203.0.113.10', text: '  Aké máte voľné termíny?  ' });
  const answer = await answerOf(response);
  assert.match(answer.conversationId, /^[0-9a-f-]{36}$/);
  assert.deepEqual(
    { ...answer, conversationId: 'x' },
    {
      conversationId: 'x',
      reply: 'Odpoveď 1.',
      turnsLeft: 99,
    },
  );
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  assert.deepEqual(h.vapi.requests, [
    {
      url: `${VAPI_BASE_URL}/chat`,
      method: 'POST',
      authorization: `Bearer ${SECRETS.VAPI_PRIVATE_KEY}`,
      body: { assistantId: SECRETS.VAPI_ASSISTANT_ID, input: 'Aké máte voľné termíny?' },
    },
  ]);
});

Deno.test('chat: the next turn continues from the previous chat (previousChatId), without a new token', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  const ip = '203.0.113.11';
  const first = await answerOf(await h.turn({ ip }));
  const second = await answerOf(
    await h.turn({ ip, conversationId: first.conversationId, text: 'Zajtra o desiatej.' }),
  );
  assert.equal(second.conversationId, first.conversationId);
  assert.equal(second.reply, 'Odpoveď 2.');
  assert.equal(second.turnsLeft, 98);
  assert.deepEqual(h.vapi.requests[1]?.body, {
    assistantId: SECRETS.VAPI_ASSISTANT_ID,
    input: 'Zajtra o desiatej.',
    previousChatId: 'chat-1',
  });
});

Deno.test('chat refuses without a token: 403 verification_failed, nothing sent to Vapi', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  const response = await h.turn({ ip: '203.0.113.12', token: null });
  assert.equal(response.status, 403);
  assert.equal(((await response.json()) as Refusal).error.code, 'verification_failed');
  assert.equal(h.vapi.requests.length, 0);
  assert.equal(h.conversations.turns.size, 0);
});

Deno.test('chat refuses a replayed token and one issued to another network', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  const token = await tokenFor('203.0.113.13', h.clock.now());
  assert.equal((await h.turn({ ip: '203.0.113.13', token })).status, 200);
  assert.equal((await h.turn({ ip: '203.0.113.13', token })).status, 403);
  const foreign = await tokenFor('203.0.113.14', h.clock.now());
  assert.equal((await h.turn({ ip: '203.0.113.15', token: foreign })).status, 403);
  assert.equal(h.vapi.requests.length, 1);
});

Deno.test('chat refuses past the per-address limit: the one 429, nothing sent to Vapi', async () => {
  const h = createChatHarness({ ...ROOMY_CHAT_ENV, CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '2' });
  const ip = '203.0.113.16';
  const first = await answerOf(await h.turn({ ip }));
  await answerOf(await h.turn({ ip, conversationId: first.conversationId }));
  // a minute's limit: go on within the minute, not in ten
  await assertRateLimited(await h.turn({ ip, conversationId: first.conversationId }), 60);
  // a new conversation does not reset it; the wait counts down
  h.clock.advance(20_000);
  await assertRateLimited(await h.turn({ ip }), 40);
  assert.equal(h.vapi.requests.length, 2);
  // another address is not affected
  await answerOf(await h.turn({ ip: '203.0.113.17' }));
});

Deno.test('chat refuses past the per-/64 limit: new addresses of one IPv6 /64 share it', async () => {
  const h = createChatHarness({ ...ROOMY_CHAT_ENV, CHAT_RATE_LIMIT_NETWORK_PER_MINUTE: '2' });
  await assertThirdRefused(h, ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1::3'], 60);
  await answerOf(await h.turn({ ip: '2001:db8:7:2::1' }));
});

Deno.test('chat refuses past the site-wide hourly cap of turns', async () => {
  const h = createChatHarness({ ...ROOMY_CHAT_ENV, CHAT_MAX_PER_HOUR: '2' });
  await assertThirdRefused(h, ['203.0.113.20', '203.0.113.21', '203.0.113.22'], 3_600);
  h.clock.advance(3_600_000);
  await answerOf(await h.turn({ ip: '203.0.113.22' }));
});

Deno.test('chat refuses past the turn cap of a conversation: 409 conversation_ended, nothing sent to Vapi', async () => {
  const h = createChatHarness({ ...ROOMY_CHAT_ENV, CHAT_MAX_TURNS: '2' });
  const ip = '203.0.113.23';
  const first = await answerOf(await h.turn({ ip }));
  assert.equal(first.turnsLeft, 1);
  const second = await answerOf(await h.turn({ ip, conversationId: first.conversationId }));
  assert.equal(second.turnsLeft, 0);
  const third = await h.turn({ ip, conversationId: first.conversationId });
  assert.equal(third.status, 409);
  assert.deepEqual(((await third.json()) as Refusal).error, {
    code: 'conversation_ended',
    message: 'This conversation has reached its length limit',
    maxTurns: 2,
  });
  assert.equal(h.vapi.requests.length, 2);
  assert.equal(h.conversations.turns.get(first.conversationId), 2);
});

Deno.test('chat: another network cannot continue a conversation, nor can an unknown id: 404', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  const first = await answerOf(await h.turn({ ip: '203.0.113.24' }));
  const stolen = await h.turn({ ip: '198.51.100.24', conversationId: first.conversationId });
  assert.equal(stolen.status, 404);
  assert.equal(((await stolen.json()) as Refusal).error.code, 'conversation_not_found');
  const unknown = await h.turn({
    ip: '203.0.113.24',
    conversationId: '00000000-0000-4000-8000-000000000000',
  });
  assert.equal(unknown.status, 404);
  assert.equal(h.vapi.requests.length, 1);
});

Deno.test("chat refuses over the day's spend cap with the one 429", async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV, {
    spendCap: {
      reached: (kind) => Promise.resolve(kind === 'voice'),
      voiceBudgets: () => ({
        total: undefined,
        voice: 0,
        estimatePerMinute: 0.3,
        estimateMaxSeconds: 600,
      }),
      refused: () => Promise.resolve(),
    },
  });
  const response = await h.turn({ ip: '203.0.113.25' });
  assert.equal(response.status, 429);
  // not a limit of the visitor's: the spend cap's refusal names no wait of its own
  assert.deepEqual(((await response.json()) as Refusal).error, {
    code: 'rate_limited',
    message: TOO_MANY_REQUESTS_MESSAGE,
  });
  assert.equal(response.headers.get('Retry-After'), String(VOICE_RETRY_AFTER_SECONDS));
  assert.equal(h.vapi.requests.length, 0);
});

Deno.test('chat: unknown fields, an empty or too long text, a malformed conversation id -> 400', async () => {
  const h = createChatHarness(ROOMY_CHAT_ENV);
  const codes = async (init: Parameters<typeof h.turn>[0]) => {
    const response = await h.turn(init);
    assert.equal(response.status, 400);
    const body = (await response.json()) as { error: { issues: { path: string; code: string }[] } };
    return body.error.issues.map((i) => `${i.path}:${i.code}`);
  };
  assert.deepEqual(await codes({ ip: '203.0.113.26', fields: { assistantId: 'x' } }), [
    'assistantId:unrecognized_keys',
  ]);
  assert.deepEqual(await codes({ ip: '203.0.113.26', text: ' <\u0000> ' }), ['text:too_small']);
  assert.deepEqual(
    await codes({ ip: '203.0.113.26', text: 'a'.repeat(TYPED_TURN_MAX_CHARS + 1) }),
    ['text:too_big'],
  );
  assert.deepEqual(await codes({ ip: '203.0.113.26', conversationId: 'chat-1' }), [
    'conversationId:invalid_format',
  ]);
  assert.equal(h.vapi.requests.length, 0);
});

Deno.test('chat: Vapi fails or answers no assistant text -> 502 vapi_error, no detail to the visitor', async () => {
  const failing = createChatHarness(ROOMY_CHAT_ENV, {}, () =>
    Response.json({ message: 'sk_test_private is invalid' }, { status: 401 }),
  );
  const response = await failing.turn({ ip: '203.0.113.27' });
  assert.equal(response.status, 502);
  const text = await response.text();
  assert.match(text, /vapi_error/);
  assert.doesNotMatch(text, /sk_test_private/);
  const silent = createChatHarness(ROOMY_CHAT_ENV, {}, () =>
    Response.json({ id: 'chat-9', orgId: 'o', createdAt: 'x', updatedAt: 'x', output: [] }),
  );
  assert.equal((await silent.turn({ ip: '203.0.113.28' })).status, 502);
});

Deno.test('chat: without the private key -> 500 config_missing, the missing name only in the log', async () => {
  const h = createChatHarness({ ...ROOMY_CHAT_ENV, VAPI_PRIVATE_KEY: undefined });
  const response = await h.handler(chatRequest('203.0.113.29', '{"text":"Dobrý deň"}'));
  assert.equal(response.status, 500);
  assert.doesNotMatch(await response.text(), /VAPI_PRIVATE_KEY/);
  assert.ok(h.logger.lines.some((line) => line.includes('VAPI_PRIVATE_KEY')));
});
