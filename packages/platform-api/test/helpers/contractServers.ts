import { afterAll, afterEach, beforeAll } from 'vitest';
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
