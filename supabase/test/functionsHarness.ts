// The local stack with a Vapi contract server the test owns (so it can read what was dialled),
// plus small request helpers for the Edge Function tests and the benchmark.

import {
  type Stack,
  setDemoInsertLimit,
  startStack,
  startTurnstileStandin,
  TURNSTILE_TEST_KEYS,
  type TurnstileStandin,
} from '@hlasovy-asistent/local-stack';
import {
  type ContractServer,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import pg from 'pg';
import { rateLimitKeyOf } from '../functions/_shared/client-ip.ts';
import { issueFormToken } from '../functions/_shared/form-token.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:5173';

/** Signs the test's own form tokens; the functions get the same secret. */
const TEST_FORM_TOKEN_SECRET = 'integration-form-token-secret';

export const TEST_VAPI_SECRETS = {
  VAPI_PRIVATE_KEY: 'test-private-key',
  VAPI_PUBLIC_KEY: 'test-public-key',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-0000000000a1',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000b1',
};

export interface FunctionsHarness {
  stack: Stack;
  vapi: ContractServer;
  /** The Turnstile stand-in, when the harness was started with `turnstile: true`. */
  turnstile: TurnstileStandin | undefined;
  db: pg.Client;
  /** Raw request to a function through the gateway, with the site's anon key. */
  call(name: string, init?: CallInit): Promise<Response>;
  /** The site's insert: POST /rest/v1/demo_requests with the anon key, from `ip`. */
  insert(row: Record<string, unknown>, ip?: string): Promise<Response>;
  /**
   * What the site does on submit: insert the row (unless `insert: false`), then POST the
   * notification with a form token issued a minute ago (and the Turnstile dummy token when
   * Turnstile runs), unless the body carries its own.
   */
  submit(body: Record<string, unknown>, options?: SubmitOptions): Promise<Response>;
  /** A form token issued `ageSeconds` ago. */
  formToken(ageSeconds?: number): Promise<string>;
  /**
   * A browser call `callId` whose line is held by `ip`'s network (what voice-call records when
   * that network creates it): a booking under its id is accepted from that network only.
   */
  holdVoiceCall(callId: string, ip: string): Promise<void>;
  /** POST /call requests the stand-in accepted. */
  placedCalls(): { body: Record<string, unknown>; status: number }[];
  countCalls(requestIds?: readonly string[]): Promise<number>;
  stop(): Promise<void>;
}

interface SubmitOptions {
  ip?: string;
  insert?: boolean;
}

/**
 * The demo_requests row the site stores for a notification body (with its consent record: the
 * voice call's booking card for an offered slot, else the form's tab).
 */
export function rowOf(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId, name, email, phone, industry, callType, bookingId } = body;
  return {
    request_id: requestId,
    name,
    email,
    phone,
    industry,
    consent_text_version: 'gdpr-0123456789abcdef',
    consent_source: bookingId
      ? 'voice-booking'
      : `form-${callType === 'scheduled' ? 'scheduled' : 'immediate'}`,
  };
}

interface CallInit {
  method?: string;
  /** Objects are JSON-encoded; strings and bytes are sent as they are. */
  body?: unknown;
  /** Default application/json; null = no Content-Type header. */
  contentType?: string | null;
  ip?: string;
  origin?: string;
  headers?: Record<string, string>;
}

function encode(body: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
}

export interface HarnessOptions {
  functionsEnv?: Record<string, string>;
  /** Run the Turnstile stand-in and require Turnstile (TURNSTILE_SECRET_KEY). */
  turnstile?: boolean;
}

export async function startFunctionsHarness(
  options: HarnessOptions = {},
): Promise<FunctionsHarness> {
  const vapi = await startContractServer({ document: 'extended', port: 0, host: '127.0.0.1' });
  const turnstile = options.turnstile ? await startTurnstileStandin() : undefined;
  let stack: Stack | undefined;
  try {
    stack = await startStack({
      gatewayPort: 0,
      // The tests play a trusted outer proxy: the `ip` they send in X-Forwarded-For is the
      // client address, one hop before the local gateway's own entry.
      functionsEnv: {
        ...TEST_VAPI_SECRETS,
        VAPI_BASE_URL: vapi.url,
        TRUSTED_PROXY_HOPS: '2',
        FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
        // tokens are issued a minute back, so 30 s leaves a wide margin both ways
        FORM_MIN_FILL_SECONDS: '30',
        VAPI_RETRY_DELAY_MS: '20',
        ...(turnstile
          ? {
              TURNSTILE_SECRET_KEY: TURNSTILE_TEST_KEYS.passSecret,
              TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
            }
          : {}),
        ...options.functionsEnv,
      },
    });
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    // the database's insert limit trusts the same proxy chain as the functions
    await setDemoInsertLimit(stack.dbUrl, { trustedProxyHops: 2 });
    const running = stack;
    const call: FunctionsHarness['call'] = (name, init = {}) => {
      const contentType = init.contentType === undefined ? 'application/json' : init.contentType;
      const headers: Record<string, string> = {
        apikey: running.anonKey,
        Authorization: `Bearer ${running.anonKey}`,
        Origin: init.origin ?? SITE_ORIGIN,
        ...(contentType ? { 'Content-Type': contentType } : {}),
        ...(init.ip ? { 'X-Forwarded-For': init.ip } : {}),
        ...init.headers,
      };
      return fetch(`${running.url}/functions/v1/${name}`, {
        method: init.method ?? 'POST',
        headers,
        body: encode(init.body),
      });
    };
    const insert: FunctionsHarness['insert'] = (row, ip) =>
      fetch(`${running.url}/rest/v1/demo_requests`, {
        method: 'POST',
        headers: {
          apikey: running.anonKey,
          Authorization: `Bearer ${running.anonKey}`,
          'Content-Type': 'application/json',
          ...(ip ? { 'X-Forwarded-For': ip } : {}),
        },
        body: JSON.stringify(row),
      });
    const formToken = (ageSeconds = 60) =>
      issueFormToken(TEST_FORM_TOKEN_SECRET, Date.now() - ageSeconds * 1000);
    return {
      stack: running,
      vapi,
      turnstile,
      db,
      call,
      insert,
      formToken,
      async submit(body, submitOptions = {}) {
        if (submitOptions.insert !== false) {
          const stored = await insert(rowOf(body), submitOptions.ip);
          if (stored.status !== 201) {
            throw new Error(`insert failed: ${stored.status} ${await stored.text()}`);
          }
        }
        const extras = {
          formToken: await formToken(),
          ...(turnstile ? { turnstileToken: TURNSTILE_TEST_KEYS.dummyToken } : {}),
        };
        return call('handle-demo-request', { body: { ...extras, ...body }, ip: submitOptions.ip });
      },
      async holdVoiceCall(callId, ip) {
        await db.query(
          'select public.attach_voice_call(public.reserve_voice_call(100, 3600, $1, 100), $2)',
          [rateLimitKeyOf(ip), callId],
        );
      },
      placedCalls: () =>
        vapi.requests
          .filter((r) => r.method === 'POST' && r.path === '/call')
          .map((r) => ({ body: r.body as Record<string, unknown>, status: r.status })),
      async countCalls(requestIds) {
        const result = requestIds
          ? await db.query<{ n: number }>(
              'select count(*)::int as n from private.demo_calls where request_id = any($1::uuid[])',
              [requestIds],
            )
          : await db.query<{ n: number }>('select count(*)::int as n from private.demo_calls');
        return result.rows[0]?.n ?? 0;
      },
      async stop() {
        await db.end().catch(() => {});
        await running.stop();
        await vapi.close();
        await turnstile?.close();
      },
    };
  } catch (error) {
    await stack?.stop();
    await vapi.close();
    await turnstile?.close();
    throw error;
  }
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

let phoneSeq = 0;

/** A fresh valid immediate payload with a unique request id and (by default) phone number. */
export function demoPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  phoneSeq += 1;
  return {
    requestId: crypto.randomUUID(),
    name: 'Ján Novák',
    email: 'jan.novak@example.sk',
    phone: `+42191${String(phoneSeq).padStart(7, '0')}`,
    industry: 'financie',
    callType: 'immediate',
    ...overrides,
  };
}
