import assert from 'node:assert/strict';
import type { CallEventsHealth } from '../_shared/call-events.ts';
import { envFromRecord } from '../_shared/env.ts';
import { silentLogger } from '../_shared/logger.ts';
import { type LiveCheckStatus, NO_LIVE_CHECK } from '../_shared/typed-turn-store.ts';
import { SITE_ORIGIN } from '../_testing/fakes.ts';
import { createHandler } from './index.ts';

const COMPLETE = {
  SITE_ORIGINS: 'https://www.example.sk',
  VAPI_PUBLIC_KEY: 'vapi-public-key-value',
  VAPI_ASSISTANT_ID: 'assistant-id-value',
  VAPI_PRIVATE_KEY: 'vapi-private-key-value',
  VAPI_PHONE_NUMBER_ID: 'phone-number-id-value',
  FORM_TOKEN_SECRET: 'form-token-secret-value',
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-value',
};

interface LiveFakes {
  /** What the database answers (a throw: it is down). */
  eventsHealth?: () => Promise<CallEventsHealth>;
  /** Vapi's status for GET /assistant/{id} (a throw: unreachable). */
  vapi?: (url: string, init?: RequestInit) => Promise<Response>;
  /** The live check's status (absent: not wired). */
  liveCheck?: () => Promise<LiveCheckStatus>;
}

const HEARD: CallEventsHealth = { newestEventAt: null, callsPlaced: 0, callsUnheard: 0 };

async function health(env: Record<string, string | undefined>, fakes: LiveFakes = {}) {
  const vapiRequests: { url: string; authorization: string | null }[] = [];
  const handler = createHandler({
    env: envFromRecord(env),
    logger: silentLogger,
    store: { eventsHealth: fakes.eventsHealth ?? (() => Promise.resolve(HEARD)) },
    fetch: (input, init) => {
      const url = String(input);
      vapiRequests.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      return fakes.vapi ? fakes.vapi(url, init) : Promise.resolve(Response.json({ id: 'a' }));
    },
    ...(fakes.liveCheck ? { liveCheck: fakes.liveCheck } : {}),
  });
  const response = await handler(
    new Request('http://localhost/health', { headers: { Origin: SITE_ORIGIN } }),
  );
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text), vapiRequests };
}

const NO_CAP_WARNING = ['VAPI_MAX_SPEND_PER_DAY:unset'];
const warningsOf = (body: { warnings: { setting: string; problem: string }[] }) =>
  body.warnings.map((w) => `${w.setting}:${w.problem}`);

/**
 * A 503 that names exactly `expected` (`setting:problem`): no setting's value in it, nor any of
 * `leaks` (the failure's own text).
 */
function assertNamesOnly(
  { status, body, text }: Awaited<ReturnType<typeof health>>,
  env: Record<string, string | undefined>,
  expected: readonly string[],
  leaks: readonly string[],
) {
  assert.equal(status, 503);
  assert.equal(body.ok, false);
  assert.deepEqual(
    body.problems.map((p: { setting: string; problem: string }) => `${p.setting}:${p.problem}`),
    expected,
  );
  for (const value of Object.values(env)) {
    if (value && value.length > 3) assert.ok(!text.includes(value), 'no value in the answer');
  }
  for (const leak of leaks) assert.ok(!text.includes(leak), `nothing of its own text: ${leak}`);
}

Deno.test('health: everything set -> 200 ok, dialling on, no problems', async () => {
  const { status, body, vapiRequests } = await health(COMPLETE);
  assert.equal(status, 200);
  assert.deepEqual(
    { ...body, warnings: [] },
    { ok: true, dialling: 'on', problems: [], warnings: [] },
  );
  assert.deepEqual(warningsOf(body), NO_CAP_WARNING, 'no spend cap: a warning, not a 503');
  assert.deepEqual(vapiRequests, [
    {
      url: 'https://api.vapi.ai/assistant/assistant-id-value',
      authorization: 'Bearer vapi-private-key-value',
    },
  ]);
});

for (const [what, env, expected, dialling] of [
  [
    'a dialling secret missing',
    { ...COMPLETE, VAPI_PRIVATE_KEY: undefined },
    ['VAPI_PRIVATE_KEY:missing'],
    'off',
  ],
  [
    'an invalid number',
    { ...COMPLETE, DIAL_MAX_PER_DAY: 'lots' },
    ['DIAL_MAX_PER_DAY:invalid'],
    'on',
  ],
  [
    'several at once',
    { ...COMPLETE, SITE_ORIGINS: '', VAPI_TIMEOUT_MS: '0', VOICE_TRANSPORT: 'sip' },
    ['SITE_ORIGINS:missing', 'VOICE_TRANSPORT:invalid', 'VAPI_TIMEOUT_MS:invalid'],
    'on',
  ],
  [
    'the platform settings missing',
    { ...COMPLETE, SUPABASE_URL: '' },
    ['SUPABASE_URL:missing'],
    'on',
  ],
] as const) {
  Deno.test(`health: ${what} -> 503 naming it, no value`, async () => {
    const answer = await health(env);
    assertNamesOnly(answer, env, expected, ['lots']);
    assert.equal(answer.body.dialling, dialling);
  });
}

Deno.test('health: DIALLING=off needs no phone number and says so', async () => {
  const { status, body } = await health({
    ...COMPLETE,
    DIALLING: 'off',
    VAPI_PHONE_NUMBER_ID: undefined,
  });
  assert.equal(status, 200);
  assert.deepEqual(
    { ...body, warnings: [] },
    { ok: true, dialling: 'off', problems: [], warnings: [] },
  );
});

const WEBHOOK_SECRET = 'a-vapi-webhook-secret-of-32-chars-or-more';
const CAPPED = { ...COMPLETE, VAPI_MAX_SPEND_PER_DAY: '20', VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET };

Deno.test('health: a spend cap and its webhook secret -> 200 without the warning', async () => {
  const { status, body } = await health(CAPPED);
  assert.equal(status, 200);
  assert.deepEqual(body.warnings, []);
});

for (const [what, env, fakes, expected] of [
  [
    'the database down',
    CAPPED,
    { eventsHealth: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) },
    ['database:unreachable'],
  ],
  [
    'the Vapi key refused',
    CAPPED,
    { vapi: () => Promise.resolve(Response.json({ message: 'Invalid Key' }, { status: 401 })) },
    ['VAPI_PRIVATE_KEY:refused'],
  ],
  [
    'the assistant unknown to Vapi',
    CAPPED,
    { vapi: () => Promise.resolve(new Response('{}', { status: 404 })) },
    ['VAPI_ASSISTANT_ID:not_found'],
  ],
  [
    'Vapi unreachable',
    CAPPED,
    { vapi: () => Promise.reject(new TypeError('dns error: api.vapi.ai')) },
    ['VAPI_BASE_URL:unreachable'],
  ],
  [
    'the webhook secret missing with a cap',
    { ...CAPPED, VAPI_WEBHOOK_SECRET: undefined },
    {},
    ['VAPI_WEBHOOK_SECRET:missing'],
  ],
  [
    'the webhook secret missing with a voice budget only',
    { ...COMPLETE, VAPI_MAX_SPEND_PER_DAY_VOICE: '5' },
    {},
    ['VAPI_WEBHOOK_SECRET:missing'],
  ],
  [
    'no events for hours while calls were placed',
    CAPPED,
    {
      eventsHealth: () =>
        Promise.resolve({
          newestEventAt: '2026-11-25T04:00:00Z',
          callsPlaced: 7,
          callsUnheard: 7,
        }),
    },
    ['call_events:stale'],
  ],
] as const) {
  Deno.test(`health: ${what} -> 503 naming it, no value`, async () => {
    const answer = await health(env, fakes as LiveFakes);
    assertNamesOnly(answer, env, expected, [
      'ECONNREFUSED',
      '10.0.0.5',
      'Invalid Key',
      'dns error',
    ]);
  });
}

Deno.test('health: calls placed and heard of -> 200', async () => {
  const { status } = await health(CAPPED, {
    eventsHealth: () =>
      Promise.resolve({ newestEventAt: '2026-11-25T09:59:00Z', callsPlaced: 7, callsUnheard: 0 }),
  });
  assert.equal(status, 200);
});

/** The live check passed at 08:00 (its last run). */
const PASSED: LiveCheckStatus = {
  lastRunAt: '2026-11-29T08:00:00Z',
  lastPassed: true,
  lastPassedAt: '2026-11-29T08:00:00Z',
  consecutiveFailures: 0,
  failures: [],
  typedTurns: 'control',
};

Deno.test('health: when the live check last passed, and its channel, are reported; a pass warns of nothing', async () => {
  const { status, body } = await health(COMPLETE, { liveCheck: () => Promise.resolve(PASSED) });
  assert.equal(status, 200);
  assert.deepEqual(body.liveCheck, PASSED);
  assert.deepEqual(warningsOf(body), NO_CAP_WARNING);
});

Deno.test('health: a failing live check is a warning naming what failed and since when, never a 503', async () => {
  // two runs failed since the pass at 08:00, the last at 12:00
  const failing: LiveCheckStatus = {
    ...PASSED,
    lastRunAt: '2026-11-29T12:00:00Z',
    lastPassed: false,
    consecutiveFailures: 2,
    failures: ['typed_turn', 'offer'],
    typedTurns: 'socket',
  };
  const { status, body } = await health(COMPLETE, { liveCheck: () => Promise.resolve(failing) });
  assert.equal(status, 200);
  assert.deepEqual(warningsOf(body), [...NO_CAP_WARNING, 'live_check:failing']);
  const warning = body.warnings.find((w: { setting: string }) => w.setting === 'live_check');
  assert.match(
    warning.message,
    /typed_turn, offer\), 2 run\(s\) in a row; last passed 2026-11-29T08:00:00Z/,
  );
});

Deno.test('health: a live check that never ran is a warning; an unreadable status is null', async () => {
  const never = await health(COMPLETE, { liveCheck: () => Promise.resolve(NO_LIVE_CHECK) });
  assert.deepEqual(warningsOf(never.body), [...NO_CAP_WARNING, 'live_check:never_run']);
  const down = await health(COMPLETE, { liveCheck: () => Promise.reject(new Error('down')) });
  assert.equal(down.body.liveCheck, null);
  assert.deepEqual(warningsOf(down.body), NO_CAP_WARNING);
});
