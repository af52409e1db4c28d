import { describe, expect, test } from 'vitest';
import { createVapiClient, VapiError, VapiNetworkError, VapiTimeoutError } from '../src/index.ts';
import { json, type Step, scriptedFetch } from './helpers/scriptedFetch.ts';

const NOW = Date.parse('2026-01-01T00:00:00Z');

function setup(steps: Step[], extra: { maxRetries?: number; timeoutMs?: number } = {}) {
  const script = scriptedFetch(steps);
  const delays: number[] = [];
  const api = createVapiClient({
    token: 'tok',
    fetch: script.fetch,
    now: () => NOW,
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...extra,
  });
  return { api, calls: script.calls, delays };
}

describe('retries', () => {
  test.each([408, 429, 500, 502, 503, 504])(
    'GET is retried after %i and then succeeds',
    async (status) => {
      const { api, calls } = setup([json(status, { message: 'busy' }), json(200, { id: 'c1' })]);
      await expect(api.calls.get('c1')).resolves.toEqual({ id: 'c1' });
      expect(calls).toHaveLength(2);
    },
  );

  test.each([400, 401, 403, 404, 409, 422])('status %i is not retried', async (status) => {
    const { api, calls } = setup([json(status, { message: 'no' }), json(200, {})]);
    await expect(api.calls.get('c1')).rejects.toMatchObject({ code: 'http_error', status });
    expect(calls).toHaveLength(1);
  });

  test.each([
    ['calls.create', (api: ReturnType<typeof setup>['api']) => api.calls.create({})],
    [
      'campaigns.create',
      (api: ReturnType<typeof setup>['api']) => api.campaigns.create({} as never),
    ],
    [
      'phoneNumbers.create',
      (api: ReturnType<typeof setup>['api']) => api.phoneNumbers.create({} as never),
    ],
    ['calls.update (PATCH)', (api: ReturnType<typeof setup>['api']) => api.calls.update('c1', {})],
  ])('%s is never retried by default, even on 503', async (_, run) => {
    const { api, calls } = setup([json(503, {}), json(201, { id: 'dup' })]);
    await expect(run(api)).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  test('POST retries when the caller opts in with idempotent: true', async () => {
    const { api, calls } = setup([json(503, {}), json(201, { id: 'c1' })]);
    await expect(api.calls.create({}, { idempotent: true })).resolves.toEqual({ id: 'c1' });
    expect(calls).toHaveLength(2);
  });

  test('idempotent: false turns retries off for GET', async () => {
    const { api, calls } = setup([json(503, {}), json(200, {})]);
    await expect(api.calls.get('c', { idempotent: false })).rejects.toBeInstanceOf(VapiError);
    expect(calls).toHaveLength(1);
  });

  test.each([
    [0, 1],
    [1, 2],
    [3, 4],
  ])('maxRetries %i means %i attempts in total', async (maxRetries, attempts) => {
    const { api, calls } = setup([json(500, {})]);
    await expect(api.calls.get('c', { maxRetries })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(attempts);
  });

  test('the client-level maxRetries applies when the request sets none', async () => {
    const { api, calls } = setup([json(500, {})], { maxRetries: 1 });
    await expect(api.calls.get('c')).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(2);
  });

  test('backoff grows exponentially with jitter (random 0.5 -> 75% of the step)', async () => {
    const { api, delays } = setup([json(500, {})], { maxRetries: 3 });
    await expect(api.calls.get('c')).rejects.toBeInstanceOf(VapiError);
    expect(delays).toEqual([375, 750, 1500]);
  });

  test.each([
    ['delta seconds', '7', 7000],
    ['an HTTP date', new Date(NOW + 12_000).toUTCString(), 12_000],
    ['a date in the past', new Date(NOW - 5000).toUTCString(), 0],
  ])('Retry-After as %s is honoured', async (_, header, expected) => {
    const { api, delays } = setup([json(429, {}, { 'retry-after': header }), json(200, {})]);
    await api.calls.list();
    expect(delays).toEqual([expected]);
  });

  test('a network error is retried and reported as VapiNetworkError when it persists', async () => {
    const { api, calls } = setup([new TypeError('fetch failed')], { maxRetries: 2 });
    const error = await api.calls.get('c').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VapiNetworkError);
    expect(error).toMatchObject({ code: 'network', method: 'GET', path: '/call/c' });
    expect((error as VapiError).cause).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(3);
  });

  test('a network error on POST is not retried (the call may have been placed)', async () => {
    const { api, calls } = setup([new TypeError('fetch failed'), json(201, {})]);
    await expect(api.calls.create({})).rejects.toBeInstanceOf(VapiNetworkError);
    expect(calls).toHaveLength(1);
  });
});

describe('timeouts and aborts (short real timers)', () => {
  test('timeoutMs aborts a hanging attempt with VapiTimeoutError', async () => {
    const { api, calls } = setup(['hang'], { maxRetries: 0 });
    const started = Date.now();
    const error = await api.calls.get('c', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VapiTimeoutError);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls).toHaveLength(1);
  });

  test('a timed-out GET is retried; the next attempt may succeed', async () => {
    const { api, calls } = setup(['hang', json(200, { ok: true })]);
    await expect(api.calls.get('c', { timeoutMs: 20 })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  test('an aborted signal stops the request with code aborted and no retry', async () => {
    const { api, calls } = setup(['hang', json(200, {})]);
    const controller = new AbortController();
    const pending = api.calls.get('c', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error('user left')), 10);
    const error = await pending;
    expect(error).toBeInstanceOf(VapiError);
    expect(error).not.toBeInstanceOf(VapiTimeoutError);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(1);
  });

  test('an already-aborted signal sends nothing that could complete', async () => {
    const { api, calls } = setup(['hang', json(201, {})]);
    const signal = AbortSignal.abort(new Error('gone'));
    await expect(api.calls.create({}, { signal })).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  test('aborting during the backoff wait ends the retries', async () => {
    const controller = new AbortController();
    const script = scriptedFetch([json(503, {})]);
    const api = createVapiClient({ token: 't', fetch: script.fetch, retryDelayMs: 10_000 });
    const pending = api.calls.get('c', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).resolves.toMatchObject({ code: 'aborted' });
    expect(script.calls).toHaveLength(1);
  });
});

describe('diagnostics', () => {
  test('onRetry and logger.warn hear about each retry; nothing goes to the console', async () => {
    const warnings: string[] = [];
    const attempts: number[] = [];
    const script = scriptedFetch([json(502, {}), json(502, {}), json(200, {})]);
    const api = createVapiClient({
      token: 't',
      fetch: script.fetch,
      sleep: async () => {},
      logger: { warn: (message) => warnings.push(message) },
      onRetry: ({ attempt }) => attempts.push(attempt),
    });
    await api.calls.get('c1');
    expect(attempts).toEqual([1, 2]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^retrying GET \/call\/c1 in \d+ ms$/);
  });
});
