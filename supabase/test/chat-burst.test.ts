// The spend cap holds under a burst, through the real local stack: the day's voice budget is
// 0.001 USD from spent, and twelve visitors from twelve addresses start a conversation (or a
// voice call) at the same moment. The chat function in Deno reserves each turn's estimate in
// PostgreSQL before `POST /chat`, and voice-call takes each call's line, in one serialised step
// with the budget check, so the first one fills the budget and the other eleven are refused
// with the one 429.
import { expect, test, vi } from 'vitest';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';
import { stackOfFile } from './stackOfFile.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const VOICE_BUDGET = 5;
const VISITORS = 12;

const local = stackOfFile({
  gatewayPort: 0,
  functionsEnv: { TRUSTED_PROXY_HOPS: '2', VAPI_MAX_SPEND_PER_DAY_VOICE: String(VOICE_BUDGET) },
});

async function spend(): Promise<number> {
  const { rows } = await local.db.query(
    "select public.vapi_spend(kind => 'voice', estimate_per_minute => 0.3) as spent",
  );
  return Number(rows[0]?.spent);
}

/** Today's voice spend set to `amount`: one chat turn recorded earlier today, nothing else. */
async function spentSoFar(amount: number): Promise<void> {
  await local.db.query('delete from private.chat_turns');
  await local.db.query('delete from private.voice_calls');
  await local.db.query(
    `insert into private.vapi_chat_costs (chat_id, cost, estimated) values ('earlier-turn', $1, false)
     on conflict (chat_id) do update set cost = excluded.cost`,
    [amount],
  );
  expect(await spend()).toBeCloseTo(amount, 6);
}

/** The visitors' addresses, and a fresh voice-call token of each. */
async function visitors(prefix: string) {
  const ips = Array.from({ length: VISITORS }, (_, i) => `${prefix}.${i + 1}`);
  return { ips, tokens: await Promise.all(ips.map((ip) => voiceTokenOf(local.stack, ip))) };
}

async function post(name: string, ip: string, body: object) {
  const response = await fetch(`${local.stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: siteHeaders(local.stack, ip),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: answer.error?.code };
}

test('12 first turns at once, 0.001 under the voice budget: at most one is answered', async () => {
  await spentSoFar(VOICE_BUDGET - 0.001);
  const { ips, tokens } = await visitors('10.41.0');
  const answers = await Promise.all(
    ips.map((ip, i) => post('chat', ip, { token: tokens[i], text: 'Dobrý deň' })),
  );
  const answered = answers.filter((a) => a.status === 200);
  expect(answered.length).toBeLessThanOrEqual(1);
  // the one that got the place is answered; every other one gets the one 429 of every limit
  expect(answered).toHaveLength(1);
  expect(answers.filter((a) => a.status === 429 && a.code === 'rate_limited')).toHaveLength(
    VISITORS - 1,
  );
  // the ledger holds what was there plus the one answered turn, nothing of the refused ones
  expect(await spend()).toBeGreaterThanOrEqual(VOICE_BUDGET);
  expect(await spend()).toBeLessThan(VOICE_BUDGET + 0.01);
});

test('12 voice calls at once, 0.001 under the voice budget: at most one is created', async () => {
  await spentSoFar(VOICE_BUDGET - 0.001);
  const { ips, tokens } = await visitors('10.42.0');
  const answers = await Promise.all(
    ips.map((ip, i) => post('voice-call', ip, { token: tokens[i] })),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 429 && a.code === 'rate_limited')).toHaveLength(
    VISITORS - 1,
  );
  // one line taken, counted at one started minute of the estimate
  const { rows } = await local.db.query('select count(*)::int as lines from private.voice_calls');
  expect(rows[0]?.lines).toBe(1);
  expect(await spend()).toBeCloseTo(VOICE_BUDGET - 0.001 + 0.3, 6);
});
