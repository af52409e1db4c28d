import { describe, expect, test } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { createVapiClient } from '../src/index.ts';
import { collectEndpoints } from './helpers/collectEndpoints.ts';
import { contractServersForFile } from './helpers/contractServers.ts';
import { validArgs } from './helpers/validInput.ts';

const servers = contractServersForFile();

const table = collectEndpoints(createVapiClient({ token: 'x' })).map((e) => {
  const row = operations.find((o) => o.method === e.method && o.path === e.path);
  return { ...e, document: row?.inLatest ? ('latest' as const) : ('extended' as const) };
});

describe('every client method against the contract server', () => {
  test.each(table.map((e) => [`${e.name} (${e.method} ${e.path}, ${e.document})`, e] as const))(
    '%s is accepted',
    async (_, e) => {
      const server = servers[e.document];
      const api = createVapiClient({ token: 'contract-token', baseUrl: server.url, maxRetries: 0 });
      const fn = collectEndpoints(api).find((x) => x.name === e.name)?.fn;
      const before = server.requests.length;
      const outcome = await fn?.(...validArgs(server.document, fn)).catch(
        (error: unknown) => error,
      );
      const recorded = server.requests.slice(before);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ method: e.method, route: e.path, errors: [] });
      // The answer is an example the document's response schema accepts.
      expect(recorded[0]?.responseErrors).toEqual([]);
      expect(outcome).not.toBeInstanceOf(Error);
      expect(recorded[0]?.status).toBeGreaterThanOrEqual(200);
      expect(recorded[0]?.status).toBeLessThan(300);
    },
    20_000,
  );
});
