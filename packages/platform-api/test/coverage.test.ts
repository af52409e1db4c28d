import { describe, expect, test } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { createVapiClient } from '../src/index.ts';
import { specEndpoints } from './fixtures/specEndpoints.ts';
import { collectEndpoints, normalize } from './helpers/collectEndpoints.ts';

const client = createVapiClient({ token: 'unused', fetch: () => Promise.reject(new Error('no')) });
const endpoints = collectEndpoints(client);
const covered = new Set(endpoints.map((e) => normalize(e.method, e.path)));

describe('coverage of the Vapi documents and the operations the product requires', () => {
  test('the operation table holds distinct operations, each from at least one document', () => {
    const keys = operations.map((o) => normalize(o.method, o.path));
    expect(new Set(keys).size).toBe(keys.length);
    expect(operations.filter((o) => !o.inExtended && !o.inLatest)).toEqual([]);
  });

  test('the operations the product requires are listed once each (test/fixtures/specEndpoints.ts)', () => {
    const required = specEndpoints.map((e) => normalize(...(e.split(' ') as [string, string])));
    expect(new Set(required).size).toBe(required.length);
  });

  test.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    'document operation %s has a client method',
    (_, o) => {
      expect(covered.has(normalize(o.method, o.path))).toBe(true);
    },
  );

  test.each(specEndpoints.map((e) => [e]))('required operation %s has a client method', (e) => {
    const [method, path] = e.split(' ') as [string, string];
    expect(covered.has(normalize(method, path))).toBe(true);
  });

  test('every method calls a distinct operation of the documents (no duplicates, nothing extra)', () => {
    expect(covered.size).toBe(endpoints.length);
    const documented = new Set(operations.map((o) => normalize(o.method, o.path)));
    expect([...covered].filter((key) => !documented.has(key))).toEqual([]);
  });
});
