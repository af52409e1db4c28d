// How many paid browser calls a script can create, and what a genuine visitor sees meanwhile:
// the local stack on 127.0.0.1 with the production defaults of voice-call (per address and per
// /64 a minute and an hour, 60 an hour for the site, VAPI_CONCURRENCY_LIMIT 10 minus 2 kept for
// demo calls, each place held for the call's maximum duration of 300 s + 30 s). The script does
// what a bot with the anon key can do: fetch a token from voice-call-token, spend it on
// voice-call, as fast as it is let, from each of its addresses. One simulated hour in 60 steps:
// after each minute every rate-limit window and every held place is moved one minute back in
// the database (nothing else is faked; each request is real). A genuine visitor (a fresh
// address each time) tries one call every minute.
//
//   pnpm --filter @hlasovy-asistent/supabase run bench:abuse        (prints the table; ~1-2 min)
//
// Scenarios: one IPv4 address; 6 IPv4 addresses (6 networks); 6 IPv6 addresses in one /64.
// Calls created here are never joined (the agent forgets them after 60 s): the places they hold
// are what a real attack would hold, since no end-of-call event frees them.
import { type Stack, startStack } from '@hlasovy-asistent/local-stack';
import pg from 'pg';

const MINUTES = Number(process.env.ABUSE_MINUTES ?? 60);
/** A bot retries until refused; bounded so the run stays short. */
const MAX_ATTEMPTS_PER_ADDRESS_MINUTE = 10;
/** A place is held for the maximum duration (300 s) + 30 s. */
const HOLD_MINUTES = 6;

interface Outcome {
  created: number;
  refused: Record<string, number>;
}

interface ScenarioResult {
  name: string;
  addresses: number;
  attacker: Outcome;
  visitor: Outcome & { firstRefusalMinute: number | null };
}

const tally = (outcome: Outcome, status: number, code: string) => {
  if (status === 200) outcome.created += 1;
  else outcome.refused[`${status} ${code}`] = (outcome.refused[`${status} ${code}`] ?? 0) + 1;
};

async function attempt(stack: Stack, ip: string): Promise<{ status: number; code: string }> {
  const headers = {
    apikey: stack.anonKey,
    Authorization: `Bearer ${stack.anonKey}`,
    'Content-Type': 'application/json',
    // the bench plays the trusted outer proxy (TRUSTED_PROXY_HOPS=2): this is the client address
    'X-Forwarded-For': ip,
  };
  const tokenResponse = await fetch(`${stack.url}/functions/v1/voice-call-token`, { headers });
  const tokenBody = (await tokenResponse.json()) as { token?: string; error?: { code: string } };
  if (!tokenBody.token)
    return { status: tokenResponse.status, code: `token ${tokenBody.error?.code}` };
  const response = await fetch(`${stack.url}/functions/v1/voice-call`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: tokenBody.token }),
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code ?? 'ok' };
}

/** Every window and every held place one minute older: the next minute begins. */
async function advanceMinute(db: pg.Client): Promise<void> {
  await db.query(
    `update private.rate_limits set window_start = window_start - interval '1 minute'`,
  );
  await db.query(
    `update private.voice_calls set held_until = held_until - interval '1 minute',
       created_at = created_at - interval '1 minute'`,
  );
}

async function resetCounters(db: pg.Client): Promise<void> {
  await db.query('delete from private.rate_limits');
  await db.query('delete from private.voice_calls');
}

async function scenario(
  stack: Stack,
  db: pg.Client,
  name: string,
  addresses: readonly string[],
  visitorIp: (minute: number) => string,
): Promise<ScenarioResult> {
  await resetCounters(db);
  const attacker: Outcome = { created: 0, refused: {} };
  const visitor = { created: 0, refused: {}, firstRefusalMinute: null as number | null };
  // The bot is patient (the worst case): refused over a limit, it waits a minute; refused for a
  // busy line, it waits until its calls' places are free (5.5 minutes), so no attempt of its
  // own wastes its hourly quota.
  const resumeAt = new Map(addresses.map((ip) => [ip, 0]));
  for (let minute = 0; minute < MINUTES; minute += 1) {
    await Promise.all(
      addresses.map(async (ip) => {
        if ((resumeAt.get(ip) ?? 0) > minute) return;
        for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS_MINUTE; i += 1) {
          const { status, code } = await attempt(stack, ip);
          tally(attacker, status, code);
          if (status === 503) resumeAt.set(ip, minute + HOLD_MINUTES);
          if (status !== 200) break;
        }
      }),
    );
    const seen = await attempt(stack, visitorIp(minute));
    tally(visitor, seen.status, seen.code);
    if (seen.status !== 200 && visitor.firstRefusalMinute === null) {
      visitor.firstRefusalMinute = minute;
    }
    await advanceMinute(db);
  }
  return { name, addresses: addresses.length, attacker, visitor };
}

const format = (outcome: Outcome) =>
  Object.entries(outcome.refused)
    .map(([reason, n]) => `${n}x ${reason}`)
    .join(', ') || '-';

const stack = await startStack({
  gatewayPort: 0,
  functionsEnv: { TRUSTED_PROXY_HOPS: '2' },
});
const db = new pg.Client({ connectionString: stack.dbUrl });
await db.connect();
try {
  const results = [
    await scenario(stack, db, 'one IPv4 address', ['198.51.100.7'], (m) => `203.0.113.${m + 1}`),
    await scenario(
      stack,
      db,
      '6 IPv4 addresses',
      Array.from({ length: 6 }, (_, i) => `198.51.${100 + i}.7`),
      (m) => `203.0.113.${m + 1}`,
    ),
    await scenario(
      stack,
      db,
      '6 IPv6 addresses, one /64',
      Array.from({ length: 6 }, (_, i) => `2001:db8:a:b::${i + 1}`),
      (m) => `2001:db8:c:${m + 1}::1`,
    ),
  ];
  console.log(
    `\nvoice-call abuse over ${MINUTES} simulated minutes (defaults of supabase/README.md)`,
  );
  console.log(
    '| attacker | calls created by the script | script refused with | genuine visitor: calls / tries | visitor refused with | first refusal at minute |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const tries = r.visitor.created + Object.values(r.visitor.refused).reduce((a, b) => a + b, 0);
    console.log(
      `| ${r.name} | ${r.attacker.created} | ${format(r.attacker)} | ${r.visitor.created} / ${tries} | ${format(r.visitor)} | ${r.visitor.firstRefusalMinute ?? '-'} |`,
    );
  }
} finally {
  await db.end();
  await stack.stop();
}
