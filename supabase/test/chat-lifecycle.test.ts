// Written conversations inside retention and erasure, through the real stack and Vapi's contract
// server on the latest document: a visitor's text conversation (the chat function, its turns in
// private.chat_turns), then
// - retention: past LEAD_RETENTION_DAYS `privacy -- purge` deletes its turns here and its chats
//   at Vapi (`DELETE /chat/{id}`, validated against the document);
// - the chat function itself deletes queued chats after its next turn;
// - erasure: `dsr -- erase --yes` of the e-mail of a lead booked under a chat of a conversation
//   erases every chat of that conversation here and at Vapi.
import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@hlasovy-asistent/local-stack';
import {
  type ContractServer,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { dsr } from '../ops/dsr.ts';
import { privacy } from '../ops/privacy.ts';
import { type ServiceRpc, serviceRpc } from '../ops/serviceRpc.ts';
import { TEST_VAPI_SECRETS } from './functionsHarness.ts';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let vapi: ContractServer;
let stack: Stack;
let db: pg.Client;
let rpc: ServiceRpc;

/** A conversation of `turns` answered turns from `ip`; its chat ids, in order. */
async function conversation(ip: string, turns: number): Promise<string[]> {
  const token = await voiceTokenOf(stack, ip);
  let conversationId: string | undefined;
  for (let i = 0; i < turns; i += 1) {
    const response = await fetch(`${stack.url}/functions/v1/chat`, {
      method: 'POST',
      headers: siteHeaders(stack, ip),
      body: JSON.stringify(
        conversationId ? { conversationId, text: 'Ďalej' } : { token, text: 'Dobrý deň' },
      ),
    });
    expect(response.status).toBe(200);
    conversationId = ((await response.json()) as { conversationId: string }).conversationId;
  }
  const { rows } = await db.query<{ chat_id: string }>(
    'select chat_id from private.chat_turns where conversation_id = $1 order by turn',
    [conversationId],
  );
  return rows.map((r) => r.chat_id);
}

/** The chats deleted at the contract server so far (valid requests of its chat delete). */
const deletedAtVapi = () =>
  vapi.requests
    .filter((r) => r.method === 'DELETE' && r.route === '/chat/{id}')
    .map((r) => {
      expect(r.errors).toEqual([]);
      return r.path.split('/').at(-1) as string;
    });

const vapiEnv = () => ({ privateKey: TEST_VAPI_SECRETS.VAPI_PRIVATE_KEY, baseUrl: vapi.url });

beforeAll(async () => {
  vapi = await startContractServer({ document: 'latest', port: 0, host: '127.0.0.1' });
  // Vapi's Chat for every turn: a new id, the assistant's answer, its cost
  vapi.override('POST /chat', () => ({
    status: 201,
    body: {
      id: randomUUID(),
      orgId: randomUUID(),
      output: [{ role: 'assistant', content: 'Dobrý deň, ako vám pomôžem?' }],
      cost: 0.002,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    },
  }));
  stack = await startStack({
    gatewayPort: 0,
    functionsEnv: { ...TEST_VAPI_SECRETS, VAPI_BASE_URL: vapi.url, TRUSTED_PROXY_HOPS: '2' },
  });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  rpc = serviceRpc(stack.url, stack.serviceRoleKey);
}, 180_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  await vapi?.close();
});

describe('written conversations inside retention and erasure', () => {
  test('retention: past LEAD_RETENTION_DAYS, privacy purge deletes the turns here and the chats at Vapi', async () => {
    const chats = await conversation('10.38.0.1', 2);
    const kept = await conversation('10.38.0.2', 1);
    expect(chats).toHaveLength(2);
    // the first conversation ended 181 days ago (retention 180 days)
    await db.query(
      "update private.chat_turns set created_at = now() - interval '181 days' where chat_id = any($1)",
      [chats],
    );
    const result = (await privacy(['purge'], rpc, {
      VAPI_PRIVATE_KEY: TEST_VAPI_SECRETS.VAPI_PRIVATE_KEY,
      VAPI_BASE_URL: vapi.url,
    })) as { chats: { chats: number; turns: number }; vapi_chats: unknown };
    expect(result.chats).toMatchObject({ chats: 2, turns: 2 });
    expect(result.vapi_chats).toEqual({ deleted: 2, failed: 0, pending: 0 });
    expect(deletedAtVapi().sort()).toEqual([...chats].sort());
    const { rows } = await db.query<{ chat_id: string }>(
      'select chat_id from private.chat_turns where chat_id is not null',
    );
    expect(rows.map((r) => r.chat_id)).toEqual(kept);
  });

  test('the chat function deletes queued chats after its next turn; without a key the purge only says they wait', async () => {
    const before = deletedAtVapi().length;
    const old = await conversation('10.38.0.3', 1);
    await db.query(
      "update private.chat_turns set created_at = now() - interval '181 days' where chat_id = any($1)",
      [old],
    );
    const waiting = (await privacy(['purge'], rpc, {})) as { vapi_chats: { pending: number } };
    expect(waiting.vapi_chats).toMatchObject({ pending: 1 });
    expect(deletedAtVapi()).toHaveLength(before);
    // any visitor's next turn deletes it, after the answer
    await conversation('10.38.0.4', 1);
    await expect.poll(() => deletedAtVapi().slice(before), { timeout: 30_000 }).toEqual(old);
    await expect
      .poll(
        async () => (await rpc.call<{ pending: number }>('vapi_chat_deletions_pending')).pending,
      )
      .toBe(0);
  });

  test('erasure: dsr erase of the e-mail deletes every chat of the conversation the lead was booked in, here and at Vapi', async () => {
    const chats = await conversation('10.38.0.5', 3);
    const other = await conversation('10.38.0.6', 1);
    const requestId = randomUUID();
    const lead = await fetch(`${stack.url}/rest/v1/demo_requests`, {
      method: 'POST',
      headers: siteHeaders(stack, '10.38.0.5'),
      body: JSON.stringify({
        request_id: requestId,
        name: 'Jana Písaná',
        email: 'jana.pisana@example.sk',
        phone: '+421905123999',
        industry: 'reality',
        consent_text_version: 'gdpr-0123456789abcdef',
        consent_source: 'chat-booking',
      }),
    });
    expect(lead.status).toBe(201);
    // the card booked the slot offered in the second turn's chat
    await db.query(
      `insert into private.demo_slot_bookings (request_id, vapi_call_id, slot_id) values ($1, $2, '2026-12-01T10:00')`,
      [requestId, chats[1]],
    );
    const exported = (await dsr(['export', '--email', 'jana.pisana@example.sk'], rpc)) as {
      chats: { chat_id: string }[];
    };
    expect(exported.chats.map((c) => c.chat_id).sort()).toEqual([...chats].sort());
    expect(await dsr(['erase', '--email', 'jana.pisana@example.sk'], rpc)).toMatchObject({
      dry_run: true,
      would_erase: { leads: 1, chats: 3 },
    });
    const before = deletedAtVapi().length;
    expect(
      await dsr(['erase', '--email', 'jana.pisana@example.sk', '--yes'], rpc, vapiEnv()),
    ).toEqual({
      erased: { leads: 1, call_records: 1, rate_limits: 0, chats: 3 },
      vapi_chats: { deleted: 3, failed: 0, pending: 0 },
    });
    expect(deletedAtVapi().slice(before).sort()).toEqual([...chats].sort());
    const { rows } = await db.query<{ chat_id: string }>(
      'select chat_id from private.chat_turns where chat_id = any($1)',
      [[...chats, ...other]],
    );
    expect(rows.map((r) => r.chat_id)).toEqual(other);
  });
});
