import { describe, expect, test } from 'vitest';
import { type RecordedRequest, startContractServer } from '../contract/server.ts';
import { callsResource, createFetcher, createVapiClient } from '../src/index.ts';
import { contractServersForFile } from './helpers/contractServers.ts';

const TOTAL = 7;
const page = (r: RecordedRequest) => {
  const current = Number(r.query.page ?? 1);
  const limit = Number(r.query.limit ?? 3);
  const start = (current - 1) * limit;
  const results = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - start)) }, (_, i) => ({
    id: `item-${start + i + 1}`,
  }));
  return {
    body: {
      results,
      metadata: { itemsPerPage: limit, totalItems: TOTAL, currentPage: current },
    },
  };
};

const servers = contractServersForFile({
  latest: { overrides: { 'GET /session': page } },
  extended: { overrides: { 'GET /v2/call': page, 'GET /test-suite/{testSuiteId}/run': page } },
});

describe('async iteration over {results, metadata} lists', () => {
  test('sessions.iterate yields every item across pages, one request per page', async () => {
    const api = createVapiClient({ token: 't', baseUrl: servers.latest.url });
    const before = servers.latest.requests.length;
    const ids: string[] = [];
    for await (const s of api.sessions.iterate({ limit: 3 })) ids.push(s.id);
    expect(ids).toEqual(Array.from({ length: TOTAL }, (_, i) => `item-${i + 1}`));
    expect(servers.latest.requests.slice(before).map((r) => r.query.page)).toEqual([1, 2, 3]);
  });

  test('calls.pages via the tree-shakable callsResource yields whole pages', async () => {
    const calls = callsResource(createFetcher({ token: 't', baseUrl: servers.extended.url }));
    const sizes: number[] = [];
    for await (const p of calls.pages({ limit: 3 })) sizes.push(p.results.length);
    expect(sizes).toEqual([3, 3, 1]);
  });

  test('iteration starts at the given page and stops early on break (no extra request)', async () => {
    const api = createVapiClient({ token: 't', baseUrl: servers.extended.url });
    const before = servers.extended.requests.length;
    for await (const item of api.calls.iterate({ limit: 2, page: 2 })) {
      expect(item.id).toBe('item-3');
      break;
    }
    expect(servers.extended.requests.slice(before).map((r) => r.query.page)).toEqual([2]);
  });

  test('nested lists take their path parameter first', async () => {
    const api = createVapiClient({ token: 't', baseUrl: servers.extended.url });
    const suite = '8f7a4a9e-2b1c-4c55-9d4e-0f6c2d3b1a77';
    const ids: string[] = [];
    for await (const run of api.testSuites.runs.iterate(suite, { limit: 5 })) ids.push(run.id);
    expect(ids).toHaveLength(TOTAL);
    expect(servers.extended.requests.at(-1)?.path).toBe(`/test-suite/${suite}/run`);
  });
});

describe('pagination guards', () => {
  test('a server that ignores the page parameter does not cause an endless loop', async () => {
    const server = await startContractServer({
      document: 'latest',
      overrides: {
        'GET /session': {
          body: { results: [{ id: 'same' }], metadata: { currentPage: 1, hasNextPage: true } },
        },
      },
    });
    try {
      const api = createVapiClient({ token: 't', baseUrl: server.url });
      const ids: string[] = [];
      for await (const s of api.sessions.iterate()) ids.push(s.id);
      expect(ids).toEqual(['same']);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
