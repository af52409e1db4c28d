import assert from 'node:assert/strict';
import { FUNNEL_MAX_BODY_BYTES, type FunnelEvent } from '@hlasovy-asistent/validation';
import { envFromRecord } from '../_shared/env.ts';
import type { FunnelCounts } from '../_shared/funnel-counts.ts';
import { silentLogger } from '../_shared/logger.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../_shared/rate-limit.ts';
import { SITE_ORIGIN, testConfig } from '../_testing/fakes.ts';
import { createMemoryRepository } from '../_testing/memory-repository.ts';
import { readFunnelLimits } from './funnelConfig.ts';
import { createHandler, FUNNEL_RETRY_AFTER_SECONDS } from './index.ts';

const conversation = '5b1d3c1e-8f0a-4c55-9d2e-0f4f8f4b9a10';

function harness(env: Record<string, string> = {}) {
  const repository = createMemoryRepository();
  const stored: FunnelEvent[][] = [];
  const counts: FunnelCounts = {
    record(events) {
      stored.push([...events]);
      return Promise.resolve({ counted: events.length, duplicates: 0, unknown: 0 });
    },
  };
  const handler = createHandler({
    config: testConfig(),
    limits: readFunnelLimits(envFromRecord(env)),
    repository,
    counts,
    logger: silentLogger,
  });
  const post = (
    body: unknown,
    init: {
      ip?: string;
      type?: string | null;
      method?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> =>
    handler(
      new Request('http://localhost/functions/v1/funnel', {
        method: init.method ?? 'POST',
        headers: {
          Origin: SITE_ORIGIN,
          'X-Real-IP': init.ip ?? '203.0.113.7',
          ...init.headers,
          ...(init.type === null
            ? {}
            : { 'Content-Type': init.type ?? 'text/plain;charset=UTF-8' }),
        },
        // bytes: the Request then adds no content type of its own
        body:
          init.method === 'GET'
            ? undefined
            : new Blob([
                body instanceof Uint8Array
                  ? new Uint8Array(body)
                  : typeof body === 'string'
                    ? body
                    : JSON.stringify(body),
              ]),
      }),
    );
  return { post, stored, repository };
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

Deno.test('funnel: a beacon body (text/plain) of counted steps is stored as it came, nothing else', async () => {
  const h = harness();
  const events: FunnelEvent[] = [
    { step: 'landing_seen' },
    { step: 'conversation_started', conversation, channel: 'written' },
    { step: 'first_answer', conversation },
  ];
  const response = await h.post({ events });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { counted: 3, duplicates: 0, unknown: 0 });
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.deepEqual(h.stored, [events]);
  // application/json is as good
  assert.equal((await h.post({ events }, { type: 'application/json' })).status, 200);
});

Deno.test('funnel: malformed events are a specific 4xx, never a 5xx, and count nothing', async () => {
  const h = harness();
  const cases: [string, unknown, { type?: string | null; method?: string }, number, string][] = [
    ['not JSON', '{"events": [', {}, 400, 'invalid_json'],
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), {}, 400, 'invalid_json'],
    ['an array', [], {}, 400, 'invalid_payload'],
    ['no events', { events: [] }, {}, 400, 'invalid_payload'],
    ['an unknown step', { events: [{ step: 'purchase' }] }, {}, 400, 'invalid_payload'],
    [
      'a user agent beside the step',
      { events: [{ step: 'landing_seen', userAgent: 'Mozilla/5.0' }] },
      {},
      400,
      'invalid_payload',
    ],
    [
      'an e-mail beside the events',
      { events: [{ step: 'landing_seen' }], email: 'jana@example.sk' },
      {},
      400,
      'invalid_payload',
    ],
    [
      'a forged conversation id',
      { events: [{ step: 'slot_booked', conversation: "1' or 1=1" }] },
      {},
      400,
      'invalid_payload',
    ],
    [
      'eleven events',
      { events: Array(11).fill({ step: 'landing_seen' }) },
      {},
      400,
      'invalid_payload',
    ],
    [
      'too large',
      `{"events":[${' '.repeat(FUNNEL_MAX_BODY_BYTES)}]}`,
      {},
      413,
      'payload_too_large',
    ],
    [
      'a form post',
      'events=1',
      { type: 'application/x-www-form-urlencoded' },
      415,
      'unsupported_media_type',
    ],
    [
      'no content type',
      { events: [{ step: 'landing_seen' }] },
      { type: null },
      415,
      'unsupported_media_type',
    ],
    ['a GET', null, { method: 'GET' }, 405, 'method_not_allowed'],
  ];
  for (const [what, body, init, status, code] of cases) {
    const response = await h.post(body, init);
    assert.equal(response.status, status, what);
    assert.equal(await codeOf(response), code, what);
  }
  assert.deepEqual(h.stored, [], 'nothing was counted');
});

Deno.test('funnel: over the limit per network -> 429 with the one message; another network still counts', async () => {
  const h = harness({ FUNNEL_RATE_LIMIT_NETWORK_PER_MINUTE: '3' });
  const body = { events: [{ step: 'landing_seen' }] };
  for (let i = 0; i < 3; i += 1)
    assert.equal((await h.post(body, { ip: '198.51.100.4' })).status, 200);
  const refused = await h.post(body, { ip: '198.51.100.4' });
  assert.equal(refused.status, 429);
  assert.deepEqual(((await refused.json()) as { error: unknown }).error, {
    code: 'rate_limited',
    message: TOO_MANY_REQUESTS_MESSAGE,
  });
  assert.equal(refused.headers.get('Retry-After'), String(FUNNEL_RETRY_AFTER_SECONDS));
  assert.equal((await h.post(body, { ip: '198.51.100.5' })).status, 200);
  assert.equal(h.stored.length, 4, 'the refused request counted nothing');
});

Deno.test('funnel: IPv6 addresses of one /64 are one network; the site-wide cap holds for everyone', async () => {
  const h = harness({ FUNNEL_RATE_LIMIT_NETWORK_PER_MINUTE: '2', FUNNEL_MAX_PER_HOUR: '4' });
  const body = { events: [{ step: 'landing_seen' }] };
  assert.equal((await h.post(body, { ip: '2001:db8:1:2::1' })).status, 200);
  assert.equal((await h.post(body, { ip: '2001:db8:1:2::ffff' })).status, 200);
  assert.equal((await h.post(body, { ip: '2001:db8:1:2:abcd::9' })).status, 429);
  assert.equal((await h.post(body, { ip: '192.0.2.1' })).status, 200);
  assert.equal((await h.post(body, { ip: '192.0.2.2' })).status, 200);
  assert.equal((await h.post(body, { ip: '192.0.2.3' })).status, 429, 'the fifth of the hour');
});

Deno.test("funnel: another site's page (its Origin not the site's) counts nothing: 403", async () => {
  const h = harness();
  const foreign = await h.post(
    { events: [{ step: 'landing_seen' }] },
    { headers: { Origin: 'https://evil.example' } },
  );
  assert.equal(foreign.status, 403);
  assert.equal(await codeOf(foreign), 'origin_not_allowed');
  assert.deepEqual(h.stored, []);
});

Deno.test('funnel: a limit that does not parse is named by the settings check, not a silent default', () => {
  assert.throws(
    () => readFunnelLimits(envFromRecord({ FUNNEL_MAX_PER_HOUR: 'lots' })),
    /FUNNEL_MAX_PER_HOUR/,
  );
});
