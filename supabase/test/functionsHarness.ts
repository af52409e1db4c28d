// The local stack with a Vapi contract server the test owns (so it can read what was dialled),
// plus small request helpers for the Edge Function tests and the benchmark.
import { type ContractServer, startContractServer } from '@repo/platform-api/contract-server';
import pg from 'pg';
import { type Stack, startStack } from '../local/stack.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:5173';

export const TEST_VAPI_SECRETS = {
  VAPI_PRIVATE_KEY: 'test-private-key',
  VAPI_PUBLIC_KEY: 'test-public-key',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-0000000000a1',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000b1',
};

export interface FunctionsHarness {
  stack: Stack;
  vapi: ContractServer;
  db: pg.Client;
  /** Raw request to a function through the gateway, with the site's anon key. */
  call(name: string, init?: CallInit): Promise<Response>;
  /** POST /call requests the stand-in accepted. */
  placedCalls(): { body: Record<string, unknown>; status: number }[];
  countCalls(requestIds?: readonly string[]): Promise<number>;
  stop(): Promise<void>;
}

export interface CallInit {
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

export async function startFunctionsHarness(
  functionsEnv: Record<string, string> = {},
): Promise<FunctionsHarness> {
  const vapi = await startContractServer({ document: 'extended', port: 0, host: '127.0.0.1' });
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
        ...functionsEnv,
      },
    });
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    const running = stack;
    return {
      stack: running,
      vapi,
      db,
      call(name, init = {}) {
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
      },
    };
  } catch (error) {
    await stack?.stop();
    await vapi.close();
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
