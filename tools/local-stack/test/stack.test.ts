// The site's exact supabase-js calls and the gateway's key checks, through the real local
// stack (PostgreSQL + PostgREST + Deno + gateway). The function here is a throwaway echo so
// the routing is tested independently of the real functions (tested in functions.test.ts).
import { createHash, createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setDemoInsertLimit } from '../src/demo-insert-limit.ts';
import { LOCAL_NOW_HEADER } from '../src/local-clock.ts';
import { type Stack, signJwt, startStack } from '../src/stack.ts';
import { createEchoFunctionsDir } from './echo-function.ts';
import { leadRow, storedCount } from './leads.ts';

let stack: Stack;
let functionsDir: string;
let site: SupabaseClient;
let backend: SupabaseClient;

beforeAll(async () => {
  functionsDir = createEchoFunctionsDir();
  stack = await startStack({
    functionsDir,
    vapi: 'none',
    siteOrigins: ['http://127.0.0.1:5173'],
    functionsEnv: { CUSTOM_SECRET: 'from-functionsEnv' },
  });
  // Every insert here comes from 127.0.0.1: lift the per-address insert limit (tested in
  // dialling.test.ts) so these tests see the grants and constraints alone.
  await setDemoInsertLimit(stack.dbUrl, { maxHits: 1000 });
  site = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  backend = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(functionsDir, { recursive: true, force: true });
});

describe('the site inserts demo requests with the anon key', () => {
  test('insert without select succeeds (201) and the row is stored', async () => {
    const request = leadRow();
    const { error, status } = await site.from('demo_requests').insert(request);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await storedCount(backend, request.request_id)).toBe(1);
  });

  test('a retried submit with the same request id succeeds and stores once', async () => {
    const request = leadRow();
    for (let i = 0; i < 3; i++) {
      const { error } = await site.from('demo_requests').insert(request);
      expect(error).toBeNull();
    }
    expect(await storedCount(backend, request.request_id)).toBe(1);
  });

  test('20 concurrent submits of one request id all succeed and store once', async () => {
    const request = leadRow();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => site.from('demo_requests').insert(request)),
    );
    expect(results.map((r) => r.error)).toEqual(Array(20).fill(null));
    expect(await storedCount(backend, request.request_id)).toBe(1);
  });

  test('anon cannot read rows back', async () => {
    const { data, error } = await site.from('demo_requests').select('*');
    expect(data ?? []).toEqual([]);
    expect(error?.code).toBe('42501');
  });

  test('insert(row).select() is refused and stores nothing', async () => {
    const request = leadRow();
    const { data, error } = await site.from('demo_requests').insert(request).select();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(await storedCount(backend, request.request_id)).toBe(0);
  });

  test.each([
    ['update', () => site.from('demo_requests').update({ name: 'x' }).neq('name', '')],
    ['delete', () => site.from('demo_requests').delete().neq('name', '')],
  ])('anon %s is denied', async (_title, call) => {
    const { error } = await call();
    expect(error?.code).toBe('42501');
  });

  test.each([
    ['a bad email', { email: 'jan@example' }],
    ['a short phone', { phone: '12345' }],
    ['a blank name', { name: '   ' }],
    ['an industry over 100 characters', { industry: 'i'.repeat(101) }],
  ])('the database rejects %s (CHECK, 23514)', async (_title, overrides) => {
    const { error } = await site.from('demo_requests').insert(leadRow(overrides));
    expect(error?.code).toBe('23514');
  });

  test('anon cannot call the backend RPCs; service_role can', async () => {
    const args = { bucket: 'test', key: crypto.randomUUID(), max_hits: 1, window_seconds: 60 };
    const denied = await site.rpc('check_rate_limit', args);
    expect(denied.error).not.toBeNull();
    const allowed = await backend.rpc('check_rate_limit', args);
    expect(allowed).toMatchObject({ error: null, data: true });
    expect((await backend.rpc('check_rate_limit', args)).data).toBe(false);
  });
});

describe('the gateway checks keys like hosted Supabase', () => {
  const otherSecret = 'another-secret-that-is-at-least-32-characters';
  const future = Math.floor(Date.now() / 1000) + 3600;
  const cases: [string, Record<string, string>, string][] = [
    ['no key at all', {}, 'missing_api_key'],
    ['a garbage apikey', { apikey: 'not-a-jwt' }, 'invalid_api_key'],
    [
      'an apikey signed with another secret',
      { apikey: signJwt({ role: 'anon', exp: future }, otherSecret) },
      'invalid_api_key',
    ],
    ['an expired apikey', { apikey: signJwt({ role: 'anon', exp: 1_000_000 }) }, 'invalid_api_key'],
    [
      'an apikey with role authenticated',
      { apikey: signJwt({ role: 'authenticated', exp: future }) },
      'invalid_api_key',
    ],
    [
      'a bearer token signed with another secret',
      { authorization: `Bearer ${signJwt({ role: 'anon' }, otherSecret)}` },
      'invalid_jwt',
    ],
    [
      'a bearer token with an unknown role',
      { authorization: `Bearer ${signJwt({ role: 'postgres' })}` },
      'invalid_jwt',
    ],
  ];

  test.each(cases)('REST: 401 for %s', async (_title, headers, code) => {
    const res = await fetch(`${stack.url}/rest/v1/demo_requests`, { headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code });
  });

  test.each(cases)('functions: 401 for %s', async (_title, headers, code) => {
    const res = await fetch(`${stack.url}/functions/v1/echo`, { method: 'POST', headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code });
  });

  test('an apikey alone is forwarded to PostgREST as the bearer token', async () => {
    const res = await fetch(`${stack.url}/rest/v1/demo_requests?select=id&limit=1`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    expect(res.status).toBe(200);
  });

  test.each([
    ['/nothing-here', 'not_found'],
    ['/functions/v1/no-such-function', 'function_not_found'],
    ['/functions/v1/_shared', 'function_not_found'],
  ])('404 JSON for %s', async (path, code) => {
    const res = await fetch(`${stack.url}${path}`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code });
  });
});

describe('the gateway routes /functions/v1/<name> to the function', () => {
  test('functions.invoke reaches it with the hosted path, keys, client IP and env', async () => {
    const { data, error } = await site.functions.invoke('echo/sub?x=1', {
      body: { hello: 'svet' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo/sub?x=1',
      body: '{"hello":"svet"}',
      headers: { authorization: `Bearer ${stack.anonKey}`, 'x-forwarded-for': '127.0.0.1' },
      env: {
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.anonKey,
        SITE_ORIGINS: 'http://127.0.0.1:5173',
        CUSTOM_SECRET: 'from-functionsEnv',
      },
      waitUntil: 'function',
    });
  });

  test('a client-sent x-forwarded-for is kept and the real client IP appended', async () => {
    const res = await fetch(`${stack.url}/functions/v1/echo`, {
      headers: { apikey: stack.anonKey, 'x-forwarded-for': '203.0.113.7' },
    });
    const body = (await res.json()) as { headers: Record<string, string> };
    expect(body.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(body.headers['x-real-ip']).toBe('127.0.0.1');
  });

  test('a CORS preflight passes without a key and the function answers it', async () => {
    const res = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-echo')).toBe('preflight'); // the function answered
    // the gateway grants the site's origin, never `*`
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  test('x-local-stack-now sets the clock of that request only, and travels with its own fetches', async () => {
    const seen: (string | undefined)[] = [];
    const relay = createServer((req, res) => {
      seen.push(req.headers[LOCAL_NOW_HEADER] as string | undefined);
      res.end('ok');
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
    try {
      const echo = async (headers: Record<string, string>) => {
        const res = await fetch(
          `${stack.url}/functions/v1/echo?relay=${encodeURIComponent(relayUrl)}`,
          { headers: { apikey: stack.anonKey, ...headers } },
        );
        return (await res.json()) as { now: string; dateNow: number; relayed: number };
      };
      // a Sunday night, a week ahead: the function's Date is there, also after an await
      const sunday = Date.parse('2026-12-06T01:15:00Z');
      const shifted = await echo({ [LOCAL_NOW_HEADER]: new Date(sunday).toISOString() });
      expect(Math.abs(Date.parse(shifted.now) - sunday)).toBeLessThan(30_000);
      expect(Math.abs(shifted.dateNow - sunday)).toBeLessThan(30_000);
      expect(shifted.relayed).toBe(200);
      expect(Math.abs(Date.parse(seen[0] ?? '') - sunday)).toBeLessThan(30_000);
      // the next request without it runs on the real clock, and says nothing of one
      const real = await echo({});
      expect(Math.abs(Date.parse(real.now) - Date.now())).toBeLessThan(30_000);
      expect(seen[1]).toBeUndefined();
    } finally {
      await new Promise((resolve) => relay.close(resolve));
    }
  });

  test('only folders with an index.ts, not _shared, are served', () => {
    expect([...stack.functions.keys()]).toEqual(['echo']);
  });
});

/** A raw HTTP/1.1 request, so the test can send any Host header (fetch may not). */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers, setHost: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the gateway answers only the site and only on loopback (CORS, DNS rebinding)', () => {
  const siteOrigin = 'http://127.0.0.1:5173';
  const port = () => new URL(stack.url).port;

  test.each([
    ['127.0.0.1', () => `127.0.0.1:${port()}`],
    ['localhost', () => `localhost:${port()}`],
    ['[::1]', () => `[::1]:${port()}`],
  ])('Host %s is served', async (_title, host) => {
    const res = await rawRequest('/rest/v1/', { host: host(), apikey: stack.anonKey });
    expect(res.status).toBe(200);
  });

  test.each([
    ['a rebinding domain', () => `attacker.example:${port()}`],
    ['a domain ending in an IP', () => `127.0.0.1.attacker.example:${port()}`],
    ['the LAN address', () => `192.168.1.20:${port()}`],
  ])('Host of %s -> 403 host_not_allowed, nothing served', async (_title, host) => {
    const res = await rawRequest('/rest/v1/demo_requests?select=email', {
      host: host(),
      apikey: stack.serviceRoleKey,
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'host_not_allowed' });
  });

  test('no Host header at all -> refused (400 from node:http), nothing served', async () => {
    await site.from('demo_requests').insert(leadRow({ email: 'host-check@example.sk' }));
    const res = await rawRequest('/rest/v1/demo_requests?select=email', {
      apikey: stack.serviceRoleKey,
    });
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('host-check@example.sk');
  });

  test('a foreign page cannot read the leads even with the service key (403, no CORS grant)', async () => {
    const res = await fetch(`${stack.url}/rest/v1/demo_requests?select=email`, {
      headers: {
        origin: 'https://evil.example',
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toMatchObject({ code: 'origin_not_allowed' });
  });

  test.each([
    ['REST', '/rest/v1/demo_requests'],
    ['functions', '/functions/v1/echo'],
  ])('%s: a foreign preflight is refused without a grant', async (_title, path) => {
    const res = await fetch(`${stack.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the site origin gets its own origin back from PostgREST (not *), with Vary: Origin', async () => {
    const preflight = await fetch(`${stack.url}/rest/v1/demo_requests`, {
      method: 'OPTIONS',
      headers: {
        origin: siteOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('vary')).toMatch(/origin/i);
    const insert = await fetch(`${stack.url}/rest/v1/demo_requests`, {
      method: 'POST',
      headers: { origin: siteOrigin, apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(leadRow()),
    });
    expect(insert.status).toBe(201);
    expect(insert.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  test('gateway errors carry the grant for the site, so it can read them', async () => {
    const res = await fetch(`${stack.url}/rest/v1/demo_requests`, {
      headers: { origin: siteOrigin },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  test('requests without an Origin (servers, tests) get no CORS grant at all', async () => {
    const res = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("rate-limit keys are peppered with this stack's own secret", () => {
  test('the stored key is HMAC-SHA256(pepper, key), recomputed here with node:crypto', async () => {
    expect(stack.rateLimitPepper).toMatch(/^[0-9a-f]{64}$/);
    const key = `+4219${String(Date.now()).slice(-8)}`;
    const hit = await backend.rpc('check_rate_limit', {
      bucket: 'demo_phone',
      key,
      max_hits: 3,
      window_seconds: 60,
    });
    expect(hit).toMatchObject({ error: null, data: true });
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ key_hash: string }>(
        "select key_hash from private.rate_limits where bucket = 'demo_phone'",
      );
      const hashes = rows.map((r) => r.key_hash);
      expect(hashes).toContain(
        createHmac('sha256', stack.rateLimitPepper).update(key).digest('hex'),
      );
      expect(hashes).not.toContain(createHash('sha256').update(key).digest('hex'));
    } finally {
      await db.end();
    }
  });
});
