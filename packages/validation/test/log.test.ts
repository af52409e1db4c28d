import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import {
  createSecurityLogger,
  type Logger,
  type SecurityEvent,
  silentLogger,
} from '../src/index.ts';
import { maskSecrets } from '../src/log/maskSecrets.ts';

describe('maskSecrets', () => {
  test.each([
    ['apiKey', { apiKey: 'k1', user: 'jan' }, { apiKey: '***', user: 'jan' }],
    ['SECRET in capitals', { SECRET: 's' }, { SECRET: '***' }],
    ['accessToken (camel case)', { accessToken: 't' }, { accessToken: '***' }],
    ['refresh_token (snake case)', { refresh_token: 't' }, { refresh_token: '***' }],
    ['x-api-key header', { headers: { 'x-api-key': 'k' } }, { headers: { 'x-api-key': '***' } }],
    [
      'nested deeply',
      { a: { b: { c: { privateKey: 'p' } } } },
      { a: { b: { c: { privateKey: '***' } } } },
    ],
    [
      'inside arrays',
      { list: [{ token: 't' }, { ok: 1 }] },
      { list: [{ token: '***' }, { ok: 1 }] },
    ],
    ['a whole object under a secret key', { keys: { a: 1 } }, { keys: '***' }],
    [
      'non-secret keys untouched',
      { name: 'Ján', count: 2, on: true },
      { name: 'Ján', count: 2, on: true },
    ],
    ['primitives pass through', 'plain', 'plain'],
    ['null passes through', null, null],
  ])('masks %s', (_t, input, expected) => {
    expect(maskSecrets(input)).toEqual(expected);
  });

  test('does not modify its input', () => {
    const input = { token: 't', nested: { secret: 's' } };
    maskSecrets(input);
    expect(input).toEqual({ token: 't', nested: { secret: 's' } });
  });

  test('survives cycles and marks them', () => {
    const a: Record<string, unknown> = { name: 'a', apiKey: 'k' };
    a.self = a;
    a.list = [a];
    const out = maskSecrets(a) as Record<string, unknown>;
    expect(out).toEqual({ name: 'a', apiKey: '***', self: '[Circular]', list: ['[Circular]'] });
    expect(() => JSON.stringify(out)).not.toThrow();
  });

  test('copies shared (non-circular) objects instead of calling them circular', () => {
    const shared = { v: 1 };
    expect(maskSecrets({ a: shared, b: shared })).toEqual({ a: { v: 1 }, b: { v: 1 } });
  });

  test('masks inside Maps and Errors', () => {
    const map = maskSecrets(
      new Map([
        ['token', 't'],
        ['x', 'y'],
      ]),
    );
    expect([...map]).toEqual([
      ['token', '***'],
      ['x', 'y'],
    ]);
    const err = Object.assign(new Error('boom'), { authToken: 't' });
    expect(maskSecrets(err)).toEqual({ name: 'Error', message: 'boom', authToken: '***' });
  });

  test('no masked value appears anywhere in the JSON output (property-based)', () => {
    const secretKey = fc
      .tuple(
        fc.constantFrom('', 'x', 'api', 'my_', 'X-'),
        fc.constantFrom('key', 'Key', 'SECRET', 'Token', 'tOkEn'),
        fc.constantFrom('', 's', 'Id', '_value'),
      )
      .map(([a, b, c]) => a + b + c);
    const plainKey = fc.constantFrom('name', 'user', 'id', 'list', 'value', 'data', 'on');
    const secretValue = fc.uuid().map((u) => `SECRET-${u}`);
    const plainValue = fc.oneof(fc.integer(), fc.boolean(), fc.constantFrom('a', 'b', 'Ján'));
    const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        plainValue,
        fc.array(tie('tree'), { maxLength: 3 }),
        fc
          .array(
            fc.oneof(
              fc.tuple(plainKey, tie('tree')),
              fc.tuple(secretKey, fc.oneof(secretValue, tie('tree'))),
            ),
            { maxLength: 4 },
          )
          .map((entries) => Object.fromEntries(entries)),
      ),
    }));
    const secretsIn = (value: unknown, underSecret: boolean, out: string[]): string[] => {
      if (typeof value === 'string' && underSecret && value.startsWith('SECRET-')) out.push(value);
      if (Array.isArray(value)) for (const v of value) secretsIn(v, underSecret, out);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value))
          secretsIn(v, underSecret || /key|secret|token/i.test(k), out);
      }
      return out;
    };
    fc.assert(
      fc.property(tree, (value) => {
        const json = JSON.stringify(maskSecrets(value)) ?? '';
        for (const secret of secretsIn(value, false, [])) expect(json).not.toContain(secret);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('createSecurityLogger', () => {
  const kinds = ['rate_limit_violation', 'invalid_input', 'suspicious_activity'] as const;

  test.each(kinds)('logs a %s event with masked details and an ISO time', (kind) => {
    const events: SecurityEvent[] = [];
    const log = createSecurityLogger({
      sink: (e) => events.push(e),
      now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
    });
    const event = log.log(kind, 'demo_request', { email: 'a@b.sk', apiKey: 'k' });
    expect(event).toEqual({
      kind,
      source: 'demo_request',
      details: { email: 'a@b.sk', apiKey: '***' },
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(events).toEqual([event]);
  });

  test('prints nothing by itself (default sink is a no-op)', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    createSecurityLogger().log('invalid_input', 'form', { token: 't' });
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  test('a throwing sink does not break the caller and is reported to the logger', () => {
    const errors: unknown[] = [];
    const logger: Logger = { ...silentLogger, error: (...args) => errors.push(args) };
    const log = createSecurityLogger({
      sink: () => {
        throw new Error('sink down');
      },
      logger,
    });
    expect(() => log.log('suspicious_activity', 'x')).not.toThrow();
    expect(errors).toHaveLength(1);
  });

  test('silentLogger accepts every level and does nothing', () => {
    expect(() => {
      silentLogger.debug('a');
      silentLogger.info('b', 1);
      silentLogger.warn('c');
      silentLogger.error('d', new Error('e'));
    }).not.toThrow();
  });
});
