import assert from 'node:assert/strict';
import { createHarness, errorOf, postJson, SITE_ORIGIN, validPayload } from '../_testing/fakes.ts';

const URL = 'http://localhost/functions/v1/handle-demo-request';

interface Case {
  title: string;
  request: () => Request;
  status: number;
  code: string;
  issuePath?: string;
}

const invalid = (title: string, overrides: Record<string, unknown>, issuePath?: string): Case => ({
  title,
  request: () => postJson(validPayload(overrides)),
  status: 400,
  code: 'invalid_payload',
  ...(issuePath ? { issuePath } : {}),
});

const cases: Case[] = [
  ...['GET', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
    title: `${method} -> 405`,
    request: () => new Request(URL, { method, headers: { Origin: SITE_ORIGIN } }),
    status: 405,
    code: 'method_not_allowed',
  })),
  {
    title: 'text/plain body -> 415',
    request: () => postJson(validPayload(), { headers: { 'Content-Type': 'text/plain' } }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    title: 'form-encoded body -> 415',
    request: () =>
      postJson('name=x', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    title: 'no content type -> 415',
    request: () => new Request(URL, { method: 'POST', body: new Blob(['{}']) }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    title: 'broken JSON -> 400',
    request: () => postJson('{"name":'),
    status: 400,
    code: 'invalid_json',
  },
  { title: 'empty body -> 400', request: () => postJson(''), status: 400, code: 'invalid_json' },
  {
    title: 'body over 16 KB -> 413',
    request: () => postJson(validPayload({ name: 'x'.repeat(17_000) })),
    status: 413,
    code: 'payload_too_large',
  },
  {
    title: 'JSON null -> 400',
    request: () => postJson('null'),
    status: 400,
    code: 'invalid_payload',
  },
  {
    title: 'JSON array -> 400',
    request: () => postJson('[]'),
    status: 400,
    code: 'invalid_payload',
  },
  {
    title: 'JSON number -> 400',
    request: () => postJson('42'),
    status: 400,
    code: 'invalid_payload',
  },
  invalid('missing email', { email: undefined }, 'email'),
  invalid('missing requestId', { requestId: undefined }, 'requestId'),
  invalid('requestId not a uuid', { requestId: 'abc' }, 'requestId'),
  invalid('name is a number', { name: 42 }, 'name'),
  invalid('email without @', { email: 'jan.example.sk' }, 'email'),
  invalid('phone with letters', { phone: '+421abc' }, 'phone'),
  invalid('phone too short', { phone: '+4219' }, 'phone'),
  invalid('unknown callType', { callType: 'now' }, 'callType'),
  invalid('scheduled without date and time', { callType: 'scheduled' }),
  invalid('scheduled time off the 15-minute grid', {
    callType: 'scheduled',
    scheduledDate: '2026-07-01',
    scheduledTime: '10:07',
  }),
  invalid('scheduled date not a date', {
    callType: 'scheduled',
    scheduledDate: '01.07.2026',
    scheduledTime: '10:00',
  }),
  {
    title: 'scheduled slot in the past -> 422',
    request: () =>
      postJson(
        validPayload({
          callType: 'scheduled',
          scheduledDate: '2026-02-28',
          scheduledTime: '10:00',
        }),
      ),
    status: 422,
    code: 'slot_in_past',
  },
  {
    title: 'slot starting now -> 422',
    request: () =>
      postJson(
        validPayload({
          callType: 'scheduled',
          scheduledDate: '2026-03-01',
          scheduledTime: '11:00',
        }),
      ),
    status: 422,
    code: 'slot_in_past',
  },
  invalid(
    'slot skipped by the spring DST change (2026-03-29 02:30)',
    { callType: 'scheduled', scheduledDate: '2026-03-29', scheduledTime: '02:30' },
    'scheduledTime',
  ),
  invalid('immediate call with a scheduledDate', { scheduledDate: '2026-07-01' }, 'scheduledDate'),
  invalid('unknown extra field', { admin: true }),
];

for (const c of cases) {
  Deno.test(`handle-demo-request rejects: ${c.title}; nothing recorded, nothing dialled`, async () => {
    const { handler, repository, vapi } = createHarness();
    const response = await handler(c.request());
    assert.equal(response.status, c.status);
    assert.match(response.headers.get('Content-Type') ?? '', /application\/json/);
    const error = await errorOf(response);
    assert.equal(error.code, c.code);
    if (c.issuePath) {
      const paths = (error.issues as { path: string }[] | undefined)?.map((i) => i.path) ?? [];
      assert.ok(paths.includes(c.issuePath), `issues name ${c.issuePath}: ${paths.join(',')}`);
    }
    assert.equal(repository.calls.size, 0);
    assert.equal(vapi.calls.length, 0);
  });
}

Deno.test('handle-demo-request: 405 carries Allow and CORS headers', async () => {
  const { handler } = createHarness();
  const response = await handler(new Request(URL, { headers: { Origin: SITE_ORIGIN } }));
  assert.equal(response.headers.get('Allow'), 'POST, OPTIONS');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
});

Deno.test('handle-demo-request: preflight from the site origin -> 204', async () => {
  const { handler } = createHarness();
  const response = await handler(
    new Request(URL, {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    }),
  );
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  assert.match(response.headers.get('Access-Control-Allow-Methods') ?? '', /POST/);
});

Deno.test('handle-demo-request: preflight from a foreign origin -> 403', async () => {
  const { handler } = createHarness();
  const response = await handler(
    new Request(URL, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
  );
  assert.equal(response.status, 403);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), null);
});

Deno.test('handle-demo-request: a failing database is a JSON 500 internal_error', async () => {
  const down = () => Promise.reject(new Error('db down'));
  const repository = {
    hitRateLimit: down,
    findLead: down,
    findOutcome: down,
    claim: down,
    recordOutcome: down,
    findLeadConsent: down,
    useFormToken: down,
    reserveCallCapacity: down,
  };
  const { handler, vapi } = createHarness({}, { repository });
  const response = await handler(postJson(validPayload()));
  assert.equal(response.status, 500);
  assert.equal((await errorOf(response)).code, 'internal_error');
  assert.equal(vapi.calls.length, 0);
});
