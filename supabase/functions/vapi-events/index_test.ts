import assert from 'node:assert/strict';
import { vapiEventsContract } from '@hlasovy-asistent/validation';
import {
  createEventsHarness,
  endOfCallReport,
  eventRequest,
  statusUpdate,
  WEBHOOK_SECRET,
} from '../_testing/vapi-events-fakes.ts';

const codeOf = async (response: Response) =>
  ((await response.json()) as { error?: { code?: string } }).error?.code;

for (const [title, secret, status, code] of [
  ['no secret header', null, 401, 'unauthorized'],
  ['an empty secret header', '', 401, 'unauthorized'],
  ['a wrong secret', 'x'.repeat(WEBHOOK_SECRET.length), 401, 'unauthorized'],
  ['a prefix of the secret', WEBHOOK_SECRET.slice(0, -1), 401, 'unauthorized'],
  ['the secret', WEBHOOK_SECRET, 200, undefined],
] as const) {
  Deno.test(`vapi-events: ${title} -> ${status}`, async () => {
    const h = createEventsHarness();
    const response = await h.handler(eventRequest(statusUpdate('ringing'), { secret }));
    assert.equal(response.status, status);
    assert.equal(await codeOf(response), code);
    assert.equal(h.store.rows.size, status === 200 ? 1 : 0);
  });
}

for (const [title, webhookSecret] of [
  ['no VAPI_WEBHOOK_SECRET', undefined],
  ['a VAPI_WEBHOOK_SECRET under 32 characters', 'short-secret'],
] as const) {
  Deno.test(`vapi-events: ${title} accepts nothing (500 config_missing)`, async () => {
    const h = createEventsHarness({ webhookSecret });
    const response = await h.handler(
      eventRequest(statusUpdate('ringing'), { secret: webhookSecret ?? 'anything' }),
    );
    assert.equal(response.status, 500);
    assert.equal(await codeOf(response), 'config_missing');
    assert.equal(h.store.rows.size, 0);
  });
}

Deno.test('vapi-events: an end-of-call report stores status, reason, outcome, duration, cost', async () => {
  const h = createEventsHarness();
  const response = await h.handler(eventRequest(endOfCallReport()));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    received: true,
    stored: true,
    changed: true,
    callId: 'call-abc-1',
  });
  assert.deepEqual(h.store.rows.get('call-abc-1'), {
    callId: 'call-abc-1',
    status: 'ended',
    callType: 'outboundPhoneCall',
    endedReason: 'customer-ended-call',
    outcome: 'answered',
    startedAt: '2026-11-25T10:00:05.000Z',
    endedAt: '2026-11-25T10:01:35.000Z',
    durationSeconds: 90,
    cost: 0.1234,
    recordingUrl: null,
    reportReceived: true,
  });
});

Deno.test('vapi-events: the recording URL is stored only when recording is on', async () => {
  const on = createEventsHarness({ recordingEnabled: true });
  await on.handler(eventRequest(endOfCallReport()));
  assert.equal(
    on.store.rows.get('call-abc-1')?.recordingUrl,
    'https://storage.vapi.ai/call-abc-1.wav',
  );
  const off = createEventsHarness({ recordingEnabled: false });
  await off.handler(eventRequest(endOfCallReport()));
  assert.equal(off.store.rows.get('call-abc-1')?.recordingUrl, null);
});

Deno.test('vapi-events: a redelivered report changes nothing and is counted once in the spend', async () => {
  const h = createEventsHarness();
  const first = await h.handler(eventRequest(endOfCallReport()));
  const again = await h.handler(eventRequest(endOfCallReport()));
  assert.equal(((await first.json()) as { changed: boolean }).changed, true);
  assert.equal(again.status, 200);
  assert.equal(((await again.json()) as { changed: boolean }).changed, false);
  assert.equal(h.store.rows.size, 1);
  assert.equal(await h.store.spendToday({ estimatePerMinute: 0, estimateMaxSeconds: 600 }), 0.1234);
});

Deno.test('vapi-events: statuses only move forward (a late ringing after the report)', async () => {
  const h = createEventsHarness();
  for (const body of [statusUpdate('queued'), endOfCallReport(), statusUpdate('ringing')]) {
    assert.equal((await h.handler(eventRequest(body))).status, 200);
  }
  assert.equal(h.store.rows.get('call-abc-1')?.status, 'ended');
});

for (const [endedReason, outcome] of [
  ['customer-ended-call', 'answered'],
  ['silence-timed-out', 'answered'],
  ['exceeded-max-duration', 'answered'],
  ['voicemail', 'voicemail'],
  ['customer-did-not-answer', 'no_answer'],
  ['customer-busy', 'busy'],
  ['pipeline-error-openai-llm-failed', 'failed'],
  ['twilio-failed-to-connect-call', 'failed'],
] as const) {
  Deno.test(`vapi-events: ended reason ${endedReason} -> outcome ${outcome}`, async () => {
    const h = createEventsHarness();
    await h.handler(eventRequest(endOfCallReport({ endedReason })));
    assert.equal(h.store.rows.get('call-abc-1')?.outcome, outcome);
  });
}

Deno.test('vapi-events: other message types and statuses are acknowledged, not stored', async () => {
  const h = createEventsHarness();
  for (const body of [
    { message: { type: 'transcript', role: 'user', transcript: 'ahoj' } },
    statusUpdate('not-found'),
  ]) {
    const response = await h.handler(eventRequest(body));
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as { stored: boolean }).stored, false);
  }
  assert.equal(h.store.rows.size, 0);
});

const report = endOfCallReport().message;
for (const [title, body, status, code] of [
  ['not JSON', '{"message":', 400, 'invalid_json'],
  ['a JSON array', '[]', 400, 'invalid_payload'],
  ['no message', {}, 400, 'invalid_payload'],
  ['a message without a type', { message: {} }, 400, 'invalid_payload'],
  [
    'a status-update without a call',
    { message: { type: 'status-update', status: 'ended' } },
    400,
    'invalid_payload',
  ],
  [
    'a call id with SQL in it',
    statusUpdate('ended', { call: { id: "x'); drop table x;--" } }),
    400,
    'invalid_payload',
  ],
  [
    'a call id of 300 characters',
    statusUpdate('ended', { call: { id: 'a'.repeat(300) } }),
    400,
    'invalid_payload',
  ],
  ['a negative cost', { message: { ...report, cost: -5 } }, 400, 'invalid_payload'],
  ['a cost as text', { message: { ...report, cost: '1e9' } }, 400, 'invalid_payload'],
  ['an absurd cost', { message: { ...report, cost: 1e12 } }, 400, 'invalid_payload'],
  [
    'a javascript: recording URL',
    { message: { ...report, artifact: { recordingUrl: 'javascript:alert(1)' } } },
    400,
    'invalid_payload',
  ],
  [
    'an ended reason with markup',
    { message: { ...report, endedReason: '<script>' } },
    400,
    'invalid_payload',
  ],
  [
    'a date that is not a date',
    { message: { ...report, endedAt: 'yesterday' } },
    400,
    'invalid_payload',
  ],
  [
    'an end before the start',
    { message: { ...report, endedAt: '2026-11-25T09:00:00.000Z' } },
    400,
    'invalid_payload',
  ],
  [
    'an unknown call type',
    statusUpdate('ended', { call: { id: 'c1', type: 'fax' } }),
    400,
    'invalid_payload',
  ],
] as const) {
  Deno.test(`vapi-events: hostile payload (${title}) -> ${status} ${code}`, async () => {
    const h = createEventsHarness();
    const response = await h.handler(eventRequest(body));
    assert.equal(response.status, status);
    assert.equal(await codeOf(response), code);
    assert.equal(h.store.rows.size, 0);
  });
}

/** `body` streamed in 1 MB chunks, without a Content-Length (as a chunked upload arrives). */
function streamedRequest(body: string): Request {
  const bytes = new TextEncoder().encode(body);
  const chunk = 1024 * 1024;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
  const request = eventRequest(null, { method: 'GET' });
  return new Request(request.url, { method: 'POST', headers: request.headers, body: stream });
}

Deno.test('vapi-events: a 3 MB end-of-call report is stored and its cost counts', async () => {
  const h = createEventsHarness();
  const transcript = 'Dobrý deň, tu je asistent. '.repeat(120_000);
  const body = JSON.stringify(endOfCallReport({ cost: 4.5, artifact: { transcript } }));
  assert.ok(body.length > 3 * 1024 * 1024, `the report is ${body.length} bytes`);
  const response = await h.handler(streamedRequest(body));
  assert.equal(response.status, 200);
  assert.equal(h.store.rows.get('call-abc-1')?.cost, 4.5);
  assert.equal(await h.store.spendToday({ estimatePerMinute: 0, estimateMaxSeconds: 600 }), 4.5);
});

Deno.test('vapi-events: a body over the limit is 413, a non-JSON content type 415, GET 405', async () => {
  const h = createEventsHarness();
  const huge = JSON.stringify({
    message: {
      type: 'end-of-call-report',
      padding: 'x'.repeat(vapiEventsContract.maxBodyBytes + 10),
    },
  });
  assert.equal((await h.handler(streamedRequest(huge))).status, 413);
  assert.equal(
    (await h.handler(eventRequest(endOfCallReport(), { contentType: 'text/plain' }))).status,
    415,
  );
  assert.equal((await h.handler(eventRequest(null, { method: 'GET' }))).status, 405);
  assert.equal(h.store.rows.size, 0);
});

Deno.test('vapi-events: a second report with a lower cost does not replace the first', async () => {
  const h = createEventsHarness();
  assert.equal((await h.handler(eventRequest(endOfCallReport({ cost: 3 })))).status, 200);
  const lower = await h.handler(eventRequest(endOfCallReport({ cost: 0 })));
  assert.equal(lower.status, 200);
  assert.equal(h.store.rows.get('call-abc-1')?.cost, 3);
  assert.equal(await h.store.spendToday({ estimatePerMinute: 0, estimateMaxSeconds: 600 }), 3);
});

Deno.test('vapi-events: a report for a call id this backend never created changes nothing', async () => {
  const h = createEventsHarness({}, { known: (id) => id === 'call-of-ours' });
  const response = await h.handler(eventRequest(endOfCallReport({ cost: 0 })));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    received: true,
    stored: false,
    type: 'end-of-call-report',
  });
  assert.equal(h.store.rows.size, 0);
});

for (const [title, endedAt, status] of [
  ['a call of 25 hours', '2026-11-26T11:00:05.000Z', 400],
  ['a call that ends before it starts', '2026-11-25T09:00:00.000Z', 400],
  ['a call of exactly a day', '2026-11-26T10:00:05.000Z', 200],
] as const) {
  Deno.test(`vapi-events: ${title} -> ${status}, never a 500`, async () => {
    const h = createEventsHarness();
    const response = await h.handler(eventRequest(endOfCallReport({ endedAt })));
    assert.equal(response.status, status);
    if (status === 400) {
      const body = (await response.json()) as {
        error: { code: string; issues: { path: string }[] };
      };
      assert.equal(body.error.code, 'invalid_payload');
      assert.deepEqual(
        body.error.issues.map((i) => i.path),
        ['endedAt'],
      );
      assert.equal(h.store.rows.size, 0);
    }
  });
}

Deno.test('vapi-events: a refused message is logged with the customer number masked', async () => {
  const h = createEventsHarness();
  const response = await h.handler(eventRequest({ message: { ...report, cost: -1 } }));
  assert.equal(response.status, 400);
  const log = h.lines.join('\n');
  assert.match(log, /refused a server message \(cost\)/);
  assert.doesNotMatch(log, /901234567|\+421901/);
  assert.match(log, /"customer":"\+\*+67"/);
});
