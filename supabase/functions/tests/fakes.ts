import { envFromRecord, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { silentLogger } from '../_shared/logger.ts';
import { createMemoryRepository, type MemoryRepository } from '../_shared/memory-repository.ts';
import { createHandler, type DemoRequestDeps } from '../handle-demo-request/index.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:5173';
export const VAPI_BASE_URL = 'https://vapi.test';

export const SECRETS: Record<string, string> = {
  VAPI_PUBLIC_KEY: 'pk_test_public',
  VAPI_ASSISTANT_ID: 'asst_test',
  VAPI_PRIVATE_KEY: 'sk_test_private',
  VAPI_PHONE_NUMBER_ID: 'pn_test',
  VAPI_BASE_URL,
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

export interface RecordedCall {
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
export function createFakeVapi(reply?: VapiReply) {
  const calls: RecordedCall[] = [];
  const webhooks: { url: string; body: unknown; headers: Headers }[] = [];
  let webhookStatus = 200;
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
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
    failWebhook(status: number) {
      webhookStatus = status;
    },
  };
}

export interface Harness {
  handler: (req: Request) => Promise<Response>;
  repository: MemoryRepository;
  vapi: ReturnType<typeof createFakeVapi>;
  clock: ReturnType<typeof createClock>;
}

export function createHarness(
  options: { env?: Record<string, string | undefined>; now?: string; reply?: VapiReply } = {},
  overrides: Partial<DemoRequestDeps> = {},
): Harness {
  const clock = createClock(options.now ?? '2026-03-01T10:00:00Z');
  const repository = createMemoryRepository(clock.now);
  const vapi = createFakeVapi(options.reply);
  const handler = createHandler({
    config: testConfig(options.env ?? SECRETS),
    repository,
    fetch: vapi.fetch,
    now: clock.date,
    logger: silentLogger,
    ...overrides,
  });
  return { handler, repository, vapi, clock };
}

let ipCounter = 0;

export function validPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: crypto.randomUUID(),
    name: 'Ján Novák',
    email: 'jan.novak@example.sk',
    phone: '+421900123456',
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
