import { describe, expect, test } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { createVapiClient } from '../src/index.ts';
import { specEndpoints } from './fixtures/specEndpoints.ts';
import { collectEndpoints, normalize } from './helpers/collectEndpoints.ts';

const client = createVapiClient({ token: 'unused', fetch: () => Promise.reject(new Error('no')) });
const endpoints = collectEndpoints(client);
const covered = new Set(endpoints.map((e) => normalize(e.method, e.path)));

describe('coverage of the Vapi documents and the operations the product requires', () => {
  test('the operation table holds the 225 distinct operations of both documents', () => {
    expect(operations).toHaveLength(225);
    expect(operations.filter((o) => o.inExtended)).toHaveLength(135);
    expect(operations.filter((o) => o.inLatest)).toHaveLength(137);
  });

  test('the product requires 135 distinct operations (test/fixtures/specEndpoints.ts)', () => {
    expect(
      new Set(specEndpoints.map((e) => normalize(...(e.split(' ') as [string, string])))).size,
    ).toBe(135);
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

  test('every method calls a distinct operation (no duplicates, nothing extra)', () => {
    expect(endpoints).toHaveLength(225);
    expect(covered.size).toBe(225);
  });
});
