import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  type ContractServer,
  type ContractServerOptions,
  startContractServer,
} from '../../contract/server.ts';
import { createVapiClient } from '../../src/index.ts';

type ServerOptions = Omit<ContractServerOptions, 'document'>;

/**
 * The latest and the extended document's contract servers, started before the calling file's
 * tests and closed after them. Read them inside tests: `servers.latest.url`.
 */
export function contractServersForFile(
  options: { latest?: ServerOptions; extended?: ServerOptions } = {},
) {
  const servers = {} as Record<'latest' | 'extended', ContractServer>;
  beforeAll(async () => {
    servers.latest = await startContractServer({ ...options.latest, document: 'latest' });
    servers.extended = await startContractServer({ ...options.extended, document: 'extended' });
  });
  afterAll(async () => {
    await servers.latest?.close();
    await servers.extended?.close();
  });
  return servers;
}

/**
 * `start(options)`: a latest-document contract server of the calling test and a client of it
 * (no retries); closed after the test.
 */
export function contractServerPerTest() {
  let server: ContractServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return async (options: Partial<ContractServerOptions> = {}) => {
    server = await startContractServer({ document: 'latest', ...options });
    return { server, api: createVapiClient({ token: 'sk', baseUrl: server.url, maxRetries: 0 }) };
  };
}

/**
 * Two calls created with the same `body` on a fresh server of `start`; both requests and both
 * answers must be valid for the document (201, no request or response errors).
 */
export async function twoCallsCreated<Call>(
  start: ReturnType<typeof contractServerPerTest>,
  body: unknown,
) {
  const { server, api } = await start();
  const first = (await api.calls.create(body as never)) as unknown as Call;
  const second = (await api.calls.create(body as never)) as unknown as Call;
  expect(server.requests.map((r) => [r.status, r.errors, r.responseErrors])).toEqual([
    [201, [], []],
    [201, [], []],
  ]);
  return { server, first, second };
}
