import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maskPersonalData, maskPersonalText } from '../src/index.ts';
import { maskSecrets } from '../src/log/maskSecrets.ts';

describe('maskPersonalText', () => {
  test.each([
    ['an e-mail', 'from jan.novak@example.sk now', 'from j***@***.sk now'],
    ['an e-mail in capitals with a tag', 'JAN+demo@Firma.COM', 'J***@***.COM'],
    ['an e-mail inside JSON', '{"email":"eva@firma.sk"}', '{"email":"e***@***.sk"}'],
    ['a URL-encoded e-mail', 'email=eq.eva%40firma.sk&select=*', 'email=e***@***.sk&select=*'],
    ['an e-mail in angle brackets', 'To: <eva@firma.sk>', 'To: <e***@***.sk>'],
    ['an e-mail without a dot', 'postgres@localhost', 'p***@***'],
    ['E.164', 'customer +421900123456 busy', 'customer +**********56 busy'],
    ['spaced international', '+421 900 123 456', '+**********56'],
    ['national with a slash', '0905/123 456', '********56'],
    ['00 prefix and brackets', '00421 (905) 123-456', '************56'],
    ['two numbers in a row', '+421900123456 +421911222333', '+**********56 +**********33'],
    ['two numbers glued to words', 'a+421900123456b0911222333', 'a+**********56b********33'],
    ['an IPv4 address', 'client 203.0.113.66', 'client *******66'],
    ['a phone written like a date', '0905-12-34-56', '********56'],
    ['a percent-encoded +', 'phone=%2B421900123456', 'phone=%2B**********56'],
  ])('masks %s', (_title, input, expected) => {
    expect(maskPersonalText(input)).toBe(expected);
  });

  test.each([
    ['an ISO instant', 'at 2026-03-01T10:00:00.000Z'],
    ['a Postgres timestamp', 'window 2026-03-01 10:00:00+00'],
    ['a status and a port', 'answered 429 on port 54321'],
    ['a UUID', 'request 7d3c1e8a-1111-4222-8333-944455556666'],
    ['a rate', '5 per 600 s'],
    ['a slot', '2026-10-25 02:30'],
  ])('keeps %s', (_title, input) => {
    expect(maskPersonalText(input)).toBe(input);
  });
});

describe('maskPersonalData', () => {
  test('masks every field, nested cause, aggregated error, stack and property name', () => {
    const root = new Error('Vapi refused +421900123456', {
      cause: new Error('lead jan@example.sk', {
        cause: new AggregateError([new Error('retry for 0905 123 456')], 'all failed'),
      }),
    });
    const out = maskPersonalData({
      message: 'could not record',
      lead: { email: 'jan@example.sk', phone: '+421 900 123 456', name: 'Ján' },
      list: ['eva@firma.sk', new Map([['peter@example.sk', 1]])],
      'jan@example.sk': true,
      apiKey: 'sk_live_123',
      error: root,
    });
    const json = JSON.stringify(out, (_key, value) =>
      value instanceof Map ? Object.fromEntries(value) : value,
    );
    for (const leaked of [
      'jan@example.sk',
      'eva@firma.sk',
      'peter@example.sk',
      '421900123456',
      '900 123 456',
      '0905 123 456',
      'sk_live_123',
    ]) {
      expect(json).not.toContain(leaked);
    }
    const error = out.error as unknown as Record<string, Record<string, unknown>>;
    expect(error.message).toBe('Vapi refused +**********56');
    expect(error.cause?.message).toBe('lead j***@***.sk');
    expect(JSON.stringify(error.cause)).toContain('retry for ********56');
    expect(typeof error.stack).toBe('string');
    expect(out.lead).toEqual({ email: 'j***@***.sk', phone: '+**********56', name: 'Ján' });
    expect(out.apiKey).toBe('***');
  });

  test('leaves maskSecrets as it was: no stack or cause, strings untouched', () => {
    const error = new Error('jan@example.sk', { cause: new Error('x') });
    expect(maskSecrets(error)).toEqual({ name: 'Error', message: 'jan@example.sk' });
  });

  test('survives cycles', () => {
    const error = new Error('loop') as Error & { self?: unknown };
    error.self = error;
    const cyclic = new Error('outer', { cause: error });
    expect(() => JSON.stringify(maskPersonalData(cyclic))).not.toThrow();
  });

  test('no e-mail address or phone number survives anywhere (property-based)', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9._-]{0,10}$/);
    const email = fc
      .tuple(label, fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), fc.constantFrom('sk', 'cz', 'com'))
      .map(([local, host, tld]) => `${local}@${host}.${tld}`);
    const phone = fc
      .tuple(
        fc.constantFrom('+421', '00421', '0', '+420 '),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
        fc.constantFrom('', ' ', '-'),
      )
      .map(
        ([prefix, digits, sep]) =>
          `${prefix}9${digits.slice(1, 3).join('')}${sep}${digits.slice(3, 6).join('')}${sep}${digits.slice(6).join('')}`,
      );
    const filler = fc.constantFrom('', ' ', 'to ', '"', ': ', '(', ' failed', '\n');
    const text = fc
      .tuple(filler, fc.oneof(email, phone), filler)
      .map(([a, pii, b]) => ({ pii, text: `${a}${pii}${b}` }));
    const nest = (value: string, depth: number): unknown =>
      depth === 0
        ? value
        : depth % 2
          ? new Error('wrapper', { cause: nest(value, depth - 1) })
          : { data: [nest(value, depth - 1)] };
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 4 }), ({ pii, text: value }, depth) => {
        const json = JSON.stringify(maskPersonalData({ at: nest(value, depth) }));
        expect(json).not.toContain(pii);
        if (!pii.includes('@')) expect(json).not.toContain(pii.replace(/\D/g, '').slice(0, 9));
      }),
      { numRuns: 1000 },
    );
  });
});
