import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ContractServer, startContractServer } from '../contract/server.ts';
import { createVapiClient } from '../src/index.ts';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({ document: 'latest' });
});
afterAll(() => server.close());

describe('two clients', () => {
  test('concurrent requests of two clients carry their own tokens and headers', async () => {
    const a = createVapiClient({
      token: 'token-A',
      baseUrl: server.url,
      headers: { 'x-tenant': 'a' },
    });
    const b = createVapiClient({
      token: 'token-B',
      baseUrl: server.url,
      headers: { 'x-tenant': 'b' },
    });
    const before = server.requests.length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).tools.list({ limit: i + 1 })),
    );
    const recorded = server.requests.slice(before);
    expect(recorded).toHaveLength(20);
    for (const r of recorded) {
      const limit = Number(r.query.limit);
      const tenant = (limit - 1) % 2 ? 'b' : 'a';
      expect(r.headers.authorization).toBe(`Bearer token-${tenant.toUpperCase()}`);
      expect(r.headers['x-tenant']).toBe(tenant);
    }
  });

  test('namespaces are per client and built once', () => {
    const a = createVapiClient({ token: 'a' });
    const b = createVapiClient({ token: 'b' });
    expect(a.calls).toBe(a.calls);
    expect(a.calls).not.toBe(b.calls);
  });

  test('per-request headers add to, and may override, the client headers', async () => {
    const api = createVapiClient({ token: 't', baseUrl: server.url, headers: { 'x-app': 'site' } });
    await api.squads.list(undefined, { headers: { 'x-trace': 'abc', 'x-app': 'edge' } });
    expect(server.requests.at(-1)?.headers).toMatchObject({ 'x-trace': 'abc', 'x-app': 'edge' });
  });
});
