import { describe, expect, test } from 'vitest';
import { createVapiClient, isVapiError, type VapiError } from '../src/index.ts';
import { scriptedFetch } from './helpers/scriptedFetch.ts';

async function failWith(response: Response): Promise<VapiError> {
  const { fetch } = scriptedFetch([response]);
  const api = createVapiClient({ token: 't', fetch, maxRetries: 0 });
  const error = await api.assistants.get('a1').catch((e: unknown) => e);
  if (!isVapiError(error)) throw new Error('expected a VapiError');
  return error;
}

describe('error parsing', () => {
  test.each([
    [
      'a JSON body',
      '{"message":["name must be a string"],"statusCode":400}',
      'application/json',
      { message: ['name must be a string'], statusCode: 400 },
    ],
    ['a text body', 'Bad Gateway from upstream', 'text/plain', 'Bad Gateway from upstream'],
    ['an HTML body', '<html><body>502</body></html>', 'text/html', '<html><body>502</body></html>'],
    ['broken JSON', '{"message":', 'application/json', '{"message":'],
    ['an empty body', '', 'application/json', ''],
  ])('%s is parsed without crashing', async (_, text, type, expected) => {
    const error = await failWith(
      new Response(text, { status: 400, headers: { 'content-type': type } }),
    );
    expect(error).toMatchObject({
      code: 'http_error',
      status: 400,
      method: 'GET',
      path: '/assistant/a1',
    });
    expect(error.body).toEqual(expected);
    expect(error.message).toContain('400');
  });

  test.each([
    ['x-request-id', 'req-123'],
    ['cf-ray', '8a1b2c3d4e-VIE'],
  ])('the request id comes from %s', async (header, value) => {
    const error = await failWith(new Response('{}', { status: 404, headers: { [header]: value } }));
    expect(error.requestId).toBe(value);
  });

  test('without a request id header requestId is undefined', async () => {
    const error = await failWith(new Response(null, { status: 404 }));
    expect(error.requestId).toBeUndefined();
    expect(error.body).toBe('');
  });

  test('a 204 success resolves to undefined', async () => {
    const { fetch } = scriptedFetch([new Response(null, { status: 204 })]);
    const api = createVapiClient({ token: 't', fetch });
    await expect(api.tools.delete('x')).resolves.toBeUndefined();
  });

  test('a binary success (recording download) resolves to a Blob', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const { fetch } = scriptedFetch([
      new Response(bytes, { headers: { 'content-type': 'audio/wav' } }),
    ]);
    const api = createVapiClient({ token: 't', fetch });
    const blob = (await api.calls.monoRecording('c1')) as unknown as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});

describe('input checks before any request', () => {
  test.each([
    ['an empty id', ''],
    ['an undefined id', undefined],
  ])('%s rejects with invalid_input and sends nothing', async (_, id) => {
    const script = scriptedFetch([new Response('{}')]);
    const api = createVapiClient({ token: 't', fetch: script.fetch });
    await expect(api.calls.get(id as string)).rejects.toMatchObject({
      code: 'invalid_input',
      path: '/call/{id}',
    });
    expect(script.calls).toHaveLength(0);
  });

  test('path parameters are URL-encoded', async () => {
    const script = scriptedFetch([new Response('{}')]);
    const api = createVapiClient({
      token: 't',
      fetch: script.fetch,
      baseUrl: 'https://example.test/',
    });
    await api.calls.get('a/b?c');
    expect(script.calls[0]?.url).toBe('https://example.test/call/a%2Fb%3Fc');
  });

  test('query arrays repeat the key and undefined values are dropped', async () => {
    const script = scriptedFetch([new Response('{}')]);
    const api = createVapiClient({ token: 't', fetch: script.fetch });
    await api.squads.list({ idAny: ['a', 'b'], limit: 5, createdAtGt: undefined });
    expect(script.calls[0]?.url).toBe('https://api.vapi.ai/squad?idAny=a&idAny=b&limit=5');
  });
});
