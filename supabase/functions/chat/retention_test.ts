import assert from 'node:assert/strict';
import type { ChatDeletionQueue } from '../_shared/chat-deletions.ts';
import {
  CHAT_TURN_COST,
  createChatHarness,
  ROOMY_CHAT_ENV,
  vapiChat,
} from '../_testing/chat-fakes.ts';
import { SECRETS, VAPI_BASE_URL } from '../_testing/fakes.ts';

/** private.vapi_chat_deletions in memory: what is queued, and what became of each chat. */
function memoryQueue(ids: string[]) {
  const queued = [...ids];
  const finished: [string, boolean, string | null][] = [];
  const queue: ChatDeletionQueue = {
    take: (max) => Promise.resolve(queued.splice(0, max)),
    finish(chatId, deleted, error) {
      finished.push([chatId, deleted, error]);
      if (!deleted) queued.push(chatId);
      return Promise.resolve();
    },
  };
  return { queue, queued, finished };
}

Deno.test('chat: after a turn, chats that retention or erasure queued are deleted at Vapi (DELETE /chat/{id}) in the background', async () => {
  const { queue, queued, finished } = memoryQueue([
    'chat-old-1',
    'chat-gone',
    'chat-flaky',
    'chat-old-2',
    'chat-old-3',
    'chat-old-4',
  ]);
  const tasks: Promise<unknown>[] = [];
  const h = createChatHarness(
    ROOMY_CHAT_ENV,
    { chatDeletions: queue, waitUntil: (task) => tasks.push(task) },
    (record, n) => {
      if (record.method === 'POST') return vapiChat(n, { cost: CHAT_TURN_COST });
      if (record.url.endsWith('/chat-gone')) return Response.json({}, { status: 404 });
      if (record.url.endsWith('/chat-flaky')) return Response.json({}, { status: 500 });
      return Response.json({ id: record.url.split('/').at(-1) }, { status: 200 });
    },
  );
  const response = await h.turn({ ip: '203.0.113.60' });
  assert.equal(response.status, 200, 'the visitor is answered first');
  await Promise.all(tasks);
  const deletes = h.vapi.requests.filter((r) => r.method === 'DELETE');
  assert.deepEqual(
    [...new Set(deletes.map((r) => r.url))],
    ['chat-old-1', 'chat-gone', 'chat-flaky', 'chat-old-2', 'chat-old-3'].map(
      (id) => `${VAPI_BASE_URL}/chat/${id}`,
    ),
    'five per turn, oldest first',
  );
  assert.ok(deletes.every((r) => r.authorization === `Bearer ${SECRETS.VAPI_PRIVATE_KEY}`));
  assert.deepEqual(finished, [
    ['chat-old-1', true, null],
    ['chat-gone', true, null],
    ['chat-flaky', false, 'Vapi answered 500'],
    ['chat-old-2', true, null],
    ['chat-old-3', true, null],
  ]);
  // what was not reached, and the failed one, wait for the next turn
  assert.deepEqual(queued, ['chat-old-4', 'chat-flaky']);
});

Deno.test('chat: a turn Vapi did not answer deletes nothing', async () => {
  const { queue, finished } = memoryQueue(['chat-old-1']);
  const tasks: Promise<unknown>[] = [];
  const h = createChatHarness(
    ROOMY_CHAT_ENV,
    { chatDeletions: queue, waitUntil: (task) => tasks.push(task) },
    () => Response.json({ message: 'down' }, { status: 503 }),
  );
  assert.equal((await h.turn({ ip: '203.0.113.61' })).status, 502);
  await Promise.all(tasks);
  assert.deepEqual(finished, []);
});
