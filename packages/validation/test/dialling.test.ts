import maxMetadata from 'libphonenumber-js/max/metadata';
import minMetadata from 'libphonenumber-js/min/metadata';
import { describe, expect, test } from 'vitest';
import {
  checkDialPolicy,
  DEFAULT_DIAL_COUNTRY_CODES,
  type DialPolicy,
  dialPolicyMessages,
  parseDialCountryCodes,
  pickDialMetadata,
} from '../src/index.ts';

const server: DialPolicy = {
  allowedCountryCodes: DEFAULT_DIAL_COUNTRY_CODES,
  metadata: maxMetadata,
  checkType: true,
};
const browser: DialPolicy = {
  allowedCountryCodes: DEFAULT_DIAL_COUNTRY_CODES,
  metadata: pickDialMetadata(minMetadata, DEFAULT_DIAL_COUNTRY_CODES),
};

describe('checkDialPolicy on the server (full metadata, number types)', () => {
  test.each([
    ['Slovak mobile', '+421905123456', 'MOBILE'],
    ['Slovak mobile as typed nationally', '0905 123 456', 'MOBILE'],
    ['Slovak mobile with 00 prefix', '00421 915 123 456', 'MOBILE'],
    ['Bratislava landline', '+421 2 3345 6789', 'FIXED_LINE'],
    ['Košice landline', '+421 55 123 4567', 'FIXED_LINE'],
    ['Czech mobile', '+420 601 123 456', 'MOBILE'],
    ['Prague landline', '+420 212 345 678', 'FIXED_LINE'],
  ])('%s (%s) may be called: %s', (_title, phone, type) => {
    const result = checkDialPolicy(phone, server);
    expect(result).toMatchObject({ ok: true, type });
  });

  test('answers the E.164 form and the calling code', () => {
    expect(checkDialPolicy('0905 123 456', server)).toEqual({
      ok: true,
      e164: '+421905123456',
      countryCallingCode: '421',
      type: 'MOBILE',
    });
  });

  test.each([
    ['US premium rate', '+1 900 555 0123', 'country_not_allowed'],
    ['satellite (Thuraya, +882)', '+882 16 123456', 'country_not_allowed'],
    ['Inmarsat (+870)', '+870 773 111 632', 'country_not_allowed'],
    ['Nigerian mobile', '+234 803 123 4567', 'country_not_allowed'],
    ['Austrian mobile', '+43 699 1234 5678', 'country_not_allowed'],
    ['UK mobile', '+44 7911 123456', 'country_not_allowed'],
    ['Slovak premium rate', '+421 900 123 456', 'type_not_allowed'],
    ['Slovak shared cost', '+421 850 123 456', 'type_not_allowed'],
    ['Slovak toll free', '+421 800 123 456', 'type_not_allowed'],
    ['Slovak UAN', '+421 960 123 456', 'type_not_allowed'],
    ['Slovak VoIP', '+421 650 123 456', 'type_not_allowed'],
    ['Czech premium rate', '+420 906 123 456', 'type_not_allowed'],
    ['Czech shared cost', '+420 840 123 456', 'type_not_allowed'],
    ['Czech personal number', '+420 700 123 456', 'type_not_allowed'],
    ['Czech VoIP', '+420 910 123 456', 'type_not_allowed'],
    ['Slovak number one digit short', '+421 900 12345', 'invalid_number'],
    ['Slovak number in an unassigned range', '+421 500 123 456', 'invalid_number'],
    ['not a phone number', 'call me', 'invalid_number'],
  ])('%s (%s) is refused: %s', (_title, phone, code) => {
    const result = checkDialPolicy(phone, server);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.code).toBe(code);
  });

  test('a refused type is named', () => {
    expect(checkDialPolicy('+421900123456', server)).toMatchObject({
      ok: false,
      code: 'type_not_allowed',
      type: 'PREMIUM_RATE',
      countryCallingCode: '421',
    });
  });

  test('the allow-list is the configuration: +43 allowed, +420 no longer', () => {
    const policy = { ...server, allowedCountryCodes: ['421', '43'] };
    expect(checkDialPolicy('+43 699 1234 5678', policy).ok).toBe(true);
    expect(checkDialPolicy('+420 601 123 456', policy)).toMatchObject({
      ok: false,
      code: 'country_not_allowed',
    });
  });
});

describe('checkDialPolicy in the browser (allow-list metadata, country only)', () => {
  test.each([
    ['+1 900 555 0123', 'country_not_allowed'],
    ['+882 16 123456', 'country_not_allowed'],
    ['+234 803 123 4567', 'country_not_allowed'],
    ['+43 699 1234 5678', 'country_not_allowed'],
    ['+421 900 12345', 'invalid_number'],
  ])('%s -> %s', (phone, code) => {
    expect(checkDialPolicy(phone, browser)).toMatchObject({ ok: false, code });
  });

  test.each(['0905 123 456', '+420 601 123 456', '+421 2 3345 6789'])(
    '%s passes the country check',
    (phone) => {
      expect(checkDialPolicy(phone, browser).ok).toBe(true);
    },
  );

  test('premium numbers of an allowed country pass in the browser: the server checks types', () => {
    expect(checkDialPolicy('+421 900 123 456', browser)).toMatchObject({ ok: true });
  });
});

describe('pickDialMetadata', () => {
  test('keeps only the allowed calling codes and their countries', () => {
    const picked = pickDialMetadata(minMetadata, ['421', '420', '882']);
    expect(picked.country_calling_codes).toEqual({ '421': ['SK'], '420': ['CZ'] });
    expect(Object.keys(picked.countries).sort()).toEqual(['CZ', 'SK']);
    expect(Object.keys(picked.nonGeographic)).toEqual(['882']);
  });

  test('is a small fraction of the min set', () => {
    const size = (m: unknown) => JSON.stringify(m).length;
    const picked = pickDialMetadata(minMetadata, DEFAULT_DIAL_COUNTRY_CODES);
    expect(size(picked)).toBeLessThan(size(minMetadata) / 40);
  });

  test('unknown codes are skipped', () => {
    expect(pickDialMetadata(minMetadata, ['999']).country_calling_codes).toEqual({});
  });
});

describe('parseDialCountryCodes', () => {
  test.each([
    [undefined, ['421', '420']],
    ['', ['421', '420']],
    ['421,420', ['421', '420']],
    [' +421 ; +43 ', ['421', '43']],
    ['421, 421, 1', ['421', '1']],
    ['0421,abc,12345,', ['421', '420']],
    ['44,x', ['44']],
  ])('%j -> %j', (value, expected) => {
    expect(parseDialCountryCodes(value)).toEqual(expected);
  });
});

describe('dialPolicyMessages (Slovak, from the configured list)', () => {
  test('the default list names Slovakia and Czechia', () => {
    expect(dialPolicyMessages(['421', '420'], maxMetadata)).toEqual({
      hint: 'Voláme iba na mobilné a pevné linky s predvoľbou +421 (Slovensko) alebo +420 (Česko).',
      countryNotAllowed:
        'Na toto číslo vám nevieme zavolať. Voláme iba na mobilné a pevné linky s predvoľbou +421 (Slovensko) alebo +420 (Česko).',
    });
  });

  test.each([
    [['421'], 's predvoľbou +421 (Slovensko).'],
    [['421', '420', '43'], '+421 (Slovensko), +420 (Česko) alebo +43 (Rakúsko).'],
    [['1'], '+1 (Spojené štáty).'],
    [['882'], '+882.'],
  ])('%j -> ...%s', (codes, ending) => {
    expect(dialPolicyMessages(codes, maxMetadata).hint.endsWith(ending)).toBe(true);
  });
});
