import assert from 'node:assert/strict';
import { createHarness, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';
import { createMemoryRepository, type MemoryRepository } from '../_testing/memory-repository.ts';
import { createConsoleLogger, type LogSink } from './logger.ts';

const EMAIL = 'jan.novak@example.sk';
const PHONE = '+421905123456'; // a mobile: the dialling policy lets it through
/** Every way the lead's contact could show up in a log line. */
const LEAKS = [EMAIL, 'jan.novak%40example.sk', PHONE, '421905123456', '905 123 456', '0905123456'];

/** A console stand-in that keeps each line as Deno would print it (every level of nesting). */
function recordingSink() {
  const lines: string[] = [];
  const print = (...args: unknown[]) =>
    lines.push(
      args.map((a) => (typeof a === 'string' ? a : Deno.inspect(a, { depth: 20 }))).join(' '),
    );
  const sink: LogSink = { warn: print, error: print };
  return { sink, lines };
}

function assertNoContact(lines: string[]) {
  assert.ok(lines.length > 0, 'something was logged');
  for (const line of lines) {
    for (const leak of LEAKS) assert.ok(!line.includes(leak), `"${leak}" leaked in: ${line}`);
  }
}

Deno.test('logger: the message, every field and every nested cause are masked', () => {
  const { sink, lines } = recordingSink();
  const logger = createConsoleLogger('test', sink);
  const cause = new AggregateError(
    [new Error(`retry for ${PHONE.replace('+421', '0')}`)],
    `downstream refused ${EMAIL}`,
  );
  logger.error(`lead ${EMAIL} failed`, {
    lead: { email: EMAIL, phone: '+421 905 123 456' },
    url: `https://db.test/rest/v1/demo_requests?email=eq.${encodeURIComponent(EMAIL)}`,
    error: new Error(`Vapi refused ${PHONE}`, { cause }),
  });
  logger.warn('plain', [PHONE], new Map([[EMAIL, 1]]));
  assertNoContact(lines);
  assert.match(lines[0] ?? '', /^\[test\] lead j\*\*\*@\*\*\*\.sk failed/);
  assert.match(lines[0] ?? '', /downstream refused j\*\*\*@\*\*\*\.sk/, 'the cause is still there');
});

/**
 * One request of the lead through the handler, with one repository method failing and the
 * console logger writing to a recorder. Returns the response, the log lines and the webhooks.
 */
async function submitWithFailing(
  failing: Partial<MemoryRepository>,
  env: Record<string, string> = SECRETS,
) {
  const { sink, lines } = recordingSink();
  const repository = Object.assign(createMemoryRepository(), failing);
  const { handler, vapi } = createHarness(
    { env },
    { repository, logger: createConsoleLogger('handle-demo-request', sink) },
  );
  const response = await handler(postJson(validPayload({ email: EMAIL, phone: PHONE })));
  return { response, lines, webhooks: vapi.webhooks, vapi };
}

Deno.test('logger: a failing outcome record with the lead in its error chain is logged masked', async () => {
  const { response, lines } = await submitWithFailing({
    recordOutcome: () =>
      Promise.reject(
        new Error(`insert failed for ${EMAIL}`, { cause: new Error(`phone ${PHONE} is busy`) }),
      ),
  });
  assert.equal(response.status, 200);
  assertNoContact(lines);
  assert.match(lines.join('\n'), /could not record the outcome/);
});

Deno.test('logger: an unexpected error (500) is logged masked', async () => {
  const { response, lines } = await submitWithFailing({
    findOutcome: () =>
      Promise.reject(new TypeError(`cannot read ${EMAIL} / ${PHONE} from the pool`)),
  });
  assert.equal(response.status, 500);
  assertNoContact(lines);
  assert.match(lines.join('\n'), /unhandled error/);
});

Deno.test('logger: an unreadable consent record is logged masked, and nothing is dialled', async () => {
  const { response, lines, vapi } = await submitWithFailing({
    findLeadConsent: () => Promise.reject(new Error(`no row for ${EMAIL}`)),
  });
  assert.equal(response.status, 500);
  assertNoContact(lines);
  assert.equal(vapi.calls.length, 0, 'no call without proof of consent');
});
