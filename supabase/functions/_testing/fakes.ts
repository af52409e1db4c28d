import { envFromRecord, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { issueFormToken } from '../_shared/form-token.ts';
import { type Logger, silentLogger } from '../_shared/logger.ts';
import { createHandler, type DemoRequestDeps } from '../handle-demo-request/index.ts';
import { createMemoryRepository, type MemoryRepository } from './memory-repository.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:5173';
export const VAPI_BASE_URL = 'https://vapi.test';
export const TURNSTILE_URL = 'https://turnstile.test/siteverify';
/** Cloudflare's documented test values: this secret accepts exactly the dummy token. */
export const TURNSTILE_PASS_SECRET = '1x0000000000000000000000000000000AA';
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export const SECRETS: Record<string, string> = {
  VAPI_PUBLIC_KEY: 'pk_test_public',
  VAPI_ASSISTANT_ID: 'asst_test',
  VAPI_PRIVATE_KEY: 'sk_test_private',
  VAPI_PHONE_NUMBER_ID: 'pn_test',
  VAPI_BASE_URL,
  FORM_TOKEN_SECRET: 'form-token-secret-for-tests',
};

/** A team webhook the new notify accepts (https, signed with a 32+ character secret). */
export const WEBHOOK_ENV: Record<string, string> = {
  NOTIFY_WEBHOOK_URL: 'https://hooks.test/x',
  NOTIFY_WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-chars',
};

export function testConfig(env: Record<string, string | undefined> = SECRETS): FunctionConfig {
  return readConfig(envFromRecord(env));
}

/** A settable clock shared by the handler and the in-memory repository. */
export function createClock(iso: string) {
  let at = Date.parse(iso);
  return {
    now: () => at,
    date: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

interface RecordedCall {
  url: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

type VapiReply = (call: RecordedCall) => Response | Promise<Response>;

const CALL_KEYS = ['assistantId', 'customer', 'phoneNumberId', 'schedulePlan'];

/** Throws unless the body is exactly the outbound call the function should send. */
function checkCallShape(body: Record<string, unknown>): void {
  const extra = Object.keys(body).filter((key) => !CALL_KEYS.includes(key));
  if (extra.length > 0) throw new Error(`unexpected call fields: ${extra.join(', ')}`);
  if (typeof body.assistantId !== 'string' || typeof body.phoneNumberId !== 'string') {
    throw new Error('assistantId and phoneNumberId must be strings');
  }
  const customer = body.customer as { number?: unknown; name?: unknown } | undefined;
  if (typeof customer?.number !== 'string' || !/^\+[1-9]\d{7,14}$/.test(customer.number)) {
    throw new Error('customer.number must be E.164');
  }
  if (typeof customer.name !== 'string') throw new Error('customer.name must be a string');
  const plan = body.schedulePlan as { earliestAt?: unknown; latestAt?: unknown } | undefined;
  if (plan !== undefined) {
    const keys = Object.keys(plan).sort().join(',');
    if (keys !== 'earliestAt,latestAt') throw new Error(`schedulePlan keys: ${keys}`);
    if (Number.isNaN(Date.parse(String(plan.earliestAt)))) throw new Error('bad earliestAt');
    if (Number.isNaN(Date.parse(String(plan.latestAt)))) throw new Error('bad latestAt');
  }
}

/** fetch for Vapi (and the notify webhook): validates `POST /call` and records every request. */
function createFakeVapi(reply?: VapiReply) {
  const calls: RecordedCall[] = [];
  const webhooks: { url: string; body: unknown; headers: Headers }[] = [];
  const turnstile: Record<string, string>[] = [];
  let webhookStatus = 200;
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url === TURNSTILE_URL) {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      turnstile.push(form);
      const success =
        form.secret === TURNSTILE_PASS_SECRET && form.response === TURNSTILE_DUMMY_TOKEN;
      return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
    }
    if (!request.url.startsWith(VAPI_BASE_URL)) {
      webhooks.push({ url: request.url, body: await request.json(), headers: request.headers });
      return new Response(null, { status: webhookStatus });
    }
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/call') {
      return Response.json({ message: 'not found' }, { status: 404 });
    }
    if (!request.headers.get('content-type')?.includes('application/json')) {
      return Response.json({ message: 'json expected' }, { status: 400 });
    }
    const body = (await request.json()) as Record<string, unknown>;
    const call = { url: request.url, authorization: request.headers.get('authorization'), body };
    try {
      checkCallShape(body);
    } catch (error) {
      return Response.json({ message: (error as Error).message }, { status: 400 });
    }
    calls.push(call);
    if (reply) return reply(call);
    return Response.json({ id: `call_${calls.length}`, status: 'queued' }, { status: 201 });
  };
  return {
    fetch: fetchFn,
    calls,
    webhooks,
    turnstile,
    failWebhook(status: number) {
      webhookStatus = status;
    },
  };
}

export interface Harness {
  /**
   * The function's handler, as the site uses it: before each JSON object body with a requestId
   * it stores that lead (unless one is stored already) and adds a form token issued a minute
   * earlier (unless the body has one). `rawHandler` does neither.
   */
  handler: (req: Request) => Promise<Response>;
  rawHandler: (req: Request) => Promise<Response>;
  repository: MemoryRepository;
  vapi: ReturnType<typeof createFakeVapi>;
  clock: ReturnType<typeof createClock>;
  /** Background work (retries) the handler left running. */
  settled(): Promise<void>;
  /** Backoff waits the handler asked for, in ms (nothing actually waits). */
  sleeps: number[];
  /** Warnings and errors the function logged. */
  logs: string[];
}

/** A logger that keeps what the function logs, so tests can check it. */
function recordingLogger(logs: string[]): Logger {
  const keep = (message: string, ...data: unknown[]) =>
    logs.push(
      [message, ...data.map((d) => (d instanceof Error ? d.message : JSON.stringify(d)))].join(' '),
    );
  return { ...silentLogger, warn: keep, error: keep };
}

export function createHarness(
  options: { env?: Record<string, string | undefined>; now?: string; reply?: VapiReply } = {},
  overrides: Partial<DemoRequestDeps> = {},
): Harness {
  const clock = createClock(options.now ?? '2026-03-01T10:00:00Z');
  const repository = createMemoryRepository(clock.now);
  const vapi = createFakeVapi(options.reply);
  const tasks: Promise<unknown>[] = [];
  const sleeps: number[] = [];
  const logs: string[] = [];
  const config = testConfig(options.env ?? SECRETS);
  const rawHandler = createHandler({
    config,
    repository,
    fetch: vapi.fetch,
    now: clock.date,
    logger: recordingLogger(logs),
    waitUntil: (task) => tasks.push(task),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...overrides,
  });
  // leads go where the handler reads them: an injected memory repository, else the harness's own
  const injected = overrides.repository as Partial<MemoryRepository> | undefined;
  const leads = injected ? injected.leads : repository.leads;
  const consents = injected ? injected.consents : repository.consents;
  const handler = async (req: Request) => {
    const text = await req.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return rawHandler(req);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return rawHandler(req);
    const payload = body as Record<string, unknown>;
    if (leads && typeof payload.requestId === 'string' && !leads.has(payload.requestId)) {
      const field = (name: string) => (typeof payload[name] === 'string' ? payload[name] : '');
      leads.set(payload.requestId, {
        name: field('name'),
        email: field('email'),
        phone: field('phone'),
        industry: field('industry'),
      });
      // the site stores the consent record with every lead (claim_demo_request requires it)
      if (!consents?.has(payload.requestId))
        consents?.set(payload.requestId, {
          givenAt: clock.date().toISOString(),
          textVersion: 'gdpr-0123456789abcdef',
          // the booking card's for an offered slot (a voice call's), else the form's tab
          source: payload.bookingId ? 'voice-booking' : `form-${field('callType') || 'immediate'}`,
          marketingConsent: false,
        });
    }
    const secret = config.botCheck.formTokenSecret;
    if (secret && !('formToken' in payload)) {
      payload.formToken = await issueFormToken(secret, clock.now() - 60_000);
    }
    return rawHandler(new Request(req, { body: JSON.stringify(payload) }));
  };
  return {
    handler,
    rawHandler,
    repository,
    vapi,
    clock,
    sleeps,
    logs,
    async settled() {
      while (tasks.length > 0) await tasks.shift();
    },
  };
}

let ipCounter = 0;

export function validPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: crypto.randomUUID(),
    name: 'Ján Novák',
    email: 'jan.novak@example.sk',
    phone: '+421905123456',
    industry: 'financie',
    callType: 'immediate',
    ...overrides,
  };
}

export function postJson(
  body: unknown,
  init: { ip?: string; headers?: Record<string, string> } = {},
): Request {
  ipCounter += 1;
  return new Request('http://localhost/functions/v1/handle-demo-request', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      'X-Forwarded-For': `203.0.113.66, ${init.ip ?? `198.51.100.${ipCounter % 250}`}`,
      ...init.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function errorOf(response: Response): Promise<{ code: string; issues?: unknown[] }> {
  const body = (await response.json()) as { error: { code: string; issues?: unknown[] } };
  return body.error;
}
