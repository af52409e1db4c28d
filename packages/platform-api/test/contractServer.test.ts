import { describe, expect, test } from 'vitest';
import { type ContractServer, failTimes, startContractServer } from '../contract/server.ts';
import { createVapiClient, type VapiError } from '../src/index.ts';
import { contractServersForFile } from './helpers/contractServers.ts';

const servers = contractServersForFile();

const uuid = '8f7a4a9e-2b1c-4c55-9d4e-0f6c2d3b1a77';

async function raw(server: ContractServer, method: string, path: string, init: RequestInit = {}) {
  const headers = { authorization: 'Bearer tok', ...(init.headers as Record<string, string>) };
  const res = await fetch(server.url + path, { ...init, method, headers });
  return { status: res.status, body: (await res.json()) as { error: string; errors: unknown[] } };
}

const jsonInit = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

describe('the contract server rejects what the document rejects', () => {
  test.each([
    ['an unknown path', 404, 'GET', '/no-such-thing', {}],
    ['a method the path lacks', 405, 'PUT', '/call', {}],
    ['a body field of the wrong type', 400, 'POST', '/call', jsonInit({ assistantId: 42 })],
    [
      'a nested object missing a required field',
      400,
      'POST',
      '/call',
      jsonInit({ schedulePlan: {} }),
    ],
    [
      'a date-time field that is not a date',
      400,
      'POST',
      '/call',
      jsonInit({ schedulePlan: { earliestAt: 'tomorrow' } }),
    ],
    ['an unknown enum value in the query', 400, 'GET', '/chat?sortOrder=SIDEWAYS', {}],
    ['an unknown query parameter', 400, 'GET', '/call?color=blue', {}],
    ['a query parameter of the wrong type', 400, 'GET', '/call?limit=many', {}],
    ['a path id that is not a uuid', 400, 'GET', '/call/not-a-uuid', {}],
    ['a missing required body', 400, 'POST', '/assistant', {}],
    [
      'JSON that does not parse',
      400,
      'POST',
      '/call',
      { body: '{', headers: { 'content-type': 'application/json' } },
    ],
    [
      'a body sent as text/plain',
      400,
      'POST',
      '/call',
      { body: '{}', headers: { 'content-type': 'text/plain' } },
    ],
  ] as const)('%s -> %i', async (_, status, method, path, init) => {
    const res = await raw(servers.latest, method, path, init as RequestInit);
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(expect.any(String));
  });

  test('invalid bodies come back with ajv errors pointing at the field', async () => {
    const res = await raw(servers.latest, 'POST', '/call', jsonInit({ assistantId: 42 }));
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/assistantId', keyword: 'type' }),
    );
  });

  test.each([
    ['no Authorization header', {}],
    ['a non-bearer scheme', { authorization: 'Basic abc' }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
  ])('%s -> 401', async (_, headers) => {
    const res = await fetch(`${servers.latest.url}/call/${uuid}`, { headers });
    expect(res.status).toBe(401);
  });

  test('POST /credential/webhook needs no bearer token, and the client sends none', async () => {
    const api = createVapiClient({ token: 'secret', baseUrl: servers.extended.url });
    const body = {
      type: 'auth' as const,
      operation: 'creation' as const,
      from: 'nango',
      connectionId: 'c',
      authMode: 'OAUTH2' as const,
      providerConfigKey: 'k',
      provider: 'google',
      environment: 'prod',
      success: true,
      endUser: { endUserId: 'u', organizationId: 'o' },
    };
    await api.credentials.webhook(body as never);
    const recorded = servers.extended.requests.at(-1);
    expect(recorded).toMatchObject({ route: '/credential/webhook', status: 201, errors: [] });
    expect(recorded?.headers.authorization).toBeUndefined();
  });

  test('the client surfaces a rejection as VapiError with the server errors in body', async () => {
    const api = createVapiClient({ token: 'tok', baseUrl: servers.latest.url });
    const error = (await api.calls
      .create({ assistantId: 42 } as never)
      .catch((e: unknown) => e)) as VapiError;
    expect(error).toMatchObject({ code: 'http_error', status: 400, method: 'POST', path: '/call' });
    expect(error.requestId).toMatch(/^contract-/);
    expect((error.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});

describe('the outbound-call flow the backend relies on', () => {
  test('POST /call with assistant, phone number, customer and schedulePlan returns an id', async () => {
    const api = createVapiClient({ token: 'tok', baseUrl: servers.latest.url });
    const earliestAt = new Date(Date.now() + 3_600_000).toISOString();
    const latestAt = new Date(Date.now() + 7_200_000).toISOString();
    const call = (await api.calls.create({
      assistantId: uuid,
      phoneNumberId: uuid,
      customer: { number: '+421900123456', name: 'Ján Novák' },
      schedulePlan: { earliestAt, latestAt },
    })) as { id: string };
    expect(call.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(servers.latest.requests.at(-1)?.body).toMatchObject({
      schedulePlan: { earliestAt, latestAt },
    });
  });

  test('overrides replace the example answer per operation', async () => {
    const server = await startContractServer({
      document: 'latest',
      overrides: { 'POST /call': { status: 201, body: { id: 'fixed-id', status: 'queued' } } },
    });
    try {
      const api = createVapiClient({ token: 'tok', baseUrl: server.url });
      await expect(api.calls.create({ assistantId: uuid })).resolves.toEqual({
        id: 'fixed-id',
        status: 'queued',
      });
      server.override('CallController_create', () => ({ status: 500, body: { message: 'down' } }));
      server.override('POST /call', undefined);
      await expect(api.calls.create({ assistantId: uuid })).rejects.toMatchObject({ status: 500 });
    } finally {
      await server.close();
    }
  });

  test('failTimes: the first n valid requests fail, later ones get the example answer', async () => {
    const server = await startContractServer({
      document: 'latest',
      overrides: { 'POST /call': failTimes(2, { status: 503, body: { message: 'busy' } }) },
    });
    try {
      const api = createVapiClient({ token: 'tok', baseUrl: server.url, maxRetries: 0 });
      const create = () => api.calls.create({ assistantId: uuid }, { maxRetries: 0 });
      await expect(create()).rejects.toMatchObject({ status: 503 });
      await expect(create()).rejects.toMatchObject({ status: 503 });
      await expect(create()).resolves.toMatchObject({ id: expect.any(String) });
      await expect(api.calls.create({ assistantId: 7 } as never)).rejects.toMatchObject({
        status: 400,
      });
      expect(server.requests.map((r) => r.status)).toEqual([503, 503, 201, 400]);
    } finally {
      await server.close();
    }
  });

  test('warm: named operations are compiled before it listens and still validate; an unknown one stops the start', async () => {
    await expect(
      startContractServer({ document: 'latest', warm: ['POST /no-such-thing'] }),
    ).rejects.toThrow('warm: no operation for POST /no-such-thing');
    const server = await startContractServer({ document: 'latest', warm: ['POST /call'] });
    try {
      const api = createVapiClient({ token: 'tok', baseUrl: server.url, maxRetries: 0 });
      await expect(api.calls.create({ assistantId: uuid })).resolves.toMatchObject({
        id: expect.any(String),
      });
      await expect(api.calls.create({ assistantId: 7 } as never)).rejects.toMatchObject({
        status: 400,
      });
    } finally {
      await server.close();
    }
  });
});
