import { describe, expect, test } from 'vitest';
import {
  checkSettings,
  DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS,
  FUNCTION_SETTINGS,
  integerSetting,
  publicUrlProblem,
  ValidationError,
} from '../src/index.ts';

const COMPLETE = {
  SITE_ORIGINS: 'https://www.firma.sk',
  VAPI_PUBLIC_KEY: 'pk',
  VAPI_ASSISTANT_ID: 'assistant',
  VAPI_PRIVATE_KEY: 'sk',
  VAPI_PHONE_NUMBER_ID: 'number',
  FORM_TOKEN_SECRET: 'f'.repeat(64),
};

const names = (env: Record<string, string | undefined>, mode: 'runtime' | 'deploy') =>
  checkSettings(env, mode).map((p) => `${p.setting}:${p.problem}`);

describe('checkSettings', () => {
  test('a complete production set passes the deploy check', () => {
    expect(names(COMPLETE, 'deploy')).toEqual([]);
  });

  test.each([
    ['dialling secrets missing', { VAPI_PRIVATE_KEY: '' }, ['VAPI_PRIVATE_KEY:missing']],
    [
      'DIALLING=off excuses the phone number, not the keys browser calls need too',
      { DIALLING: 'off', VAPI_PHONE_NUMBER_ID: '', VAPI_PRIVATE_KEY: '', FORM_TOKEN_SECRET: '' },
      ['VAPI_PRIVATE_KEY:missing', 'FORM_TOKEN_SECRET:missing'],
    ],
    ['DIALLING=OFF in capitals', { DIALLING: 'OFF', VAPI_PHONE_NUMBER_ID: '' }, []],
    ['DIALLING must be on/off', { DIALLING: 'no' }, ['DIALLING:invalid']],
    ['an http origin', { SITE_ORIGINS: 'http://www.firma.sk' }, ['SITE_ORIGINS:invalid']],
    ['a loopback origin', { SITE_ORIGINS: 'https://127.0.0.1:5173' }, ['SITE_ORIGINS:invalid']],
    [
      'localhost second',
      { SITE_ORIGINS: 'https://a.sk,https://localhost' },
      ['SITE_ORIGINS:invalid'],
    ],
    ['a wildcard origin', { SITE_ORIGINS: '*' }, ['SITE_ORIGINS:invalid']],
    ['a short form secret', { FORM_TOKEN_SECRET: 'short' }, ['FORM_TOKEN_SECRET:invalid']],
    ['a decimal number', { DIAL_MAX_PER_DAY: '2.5' }, ['DIAL_MAX_PER_DAY:invalid']],
    ['a word for a number', { RATE_LIMIT_IP_MAX: 'five' }, ['RATE_LIMIT_IP_MAX:invalid']],
    ['a number over its maximum', { VAPI_MAX_ATTEMPTS: '11' }, ['VAPI_MAX_ATTEMPTS:invalid']],
    ['zero where 0 is allowed', { SCHEDULE_MAX_DAYS: '0' }, []],
    ['a spend cap with cents', { VAPI_MAX_SPEND_PER_DAY: '12.50' }, []],
    ['a spend cap in words', { VAPI_MAX_SPEND_PER_DAY: 'ten' }, ['VAPI_MAX_SPEND_PER_DAY:invalid']],
    ['a negative spend cap', { VAPI_MAX_SPEND_PER_DAY: '-1' }, ['VAPI_MAX_SPEND_PER_DAY:invalid']],
    ['no recording (0 days)', { RECORDING_RETENTION_DAYS: '0' }, []],
    [
      'recording days as a word',
      { RECORDING_RETENTION_DAYS: 'x' },
      ['RECORDING_RETENTION_DAYS:invalid'],
    ],
    ['a short events secret', { VAPI_WEBHOOK_SECRET: 'short' }, ['VAPI_WEBHOOK_SECRET:invalid']],
    ['booking hours with a lunch break', { BOOKING_HOURS: 'Mo-Fr 9:00-12:00,13:00-17:00' }, []],
    ['booking hours in words', { BOOKING_HOURS: 'weekdays 9-5' }, ['BOOKING_HOURS:invalid']],
    [
      'country codes as letters',
      { DIAL_ALLOWED_COUNTRY_CODES: 'SK' },
      ['DIAL_ALLOWED_COUNTRY_CODES:invalid'],
    ],
    [
      'a webhook without its secret',
      { NOTIFY_WEBHOOK_URL: 'https://hooks.firma.sk/x' },
      ['NOTIFY_WEBHOOK_SECRET:missing'],
    ],
    [
      'an http webhook',
      { NOTIFY_WEBHOOK_URL: 'http://hooks.firma.sk', NOTIFY_WEBHOOK_SECRET: 'w'.repeat(40) },
      ['NOTIFY_WEBHOOK_URL:invalid'],
    ],
  ])('deploy: %s', (_what, change, expected) => {
    expect(names({ ...COMPLETE, ...change }, 'deploy')).toEqual(expected);
  });

  test('runtime: loopback http URLs are fine (the local stack), platform settings are needed', () => {
    const local = {
      ...COMPLETE,
      SITE_ORIGINS: 'http://127.0.0.1:5173',
      VAPI_BASE_URL: 'http://127.0.0.1:9',
    };
    expect(names(local, 'runtime')).toEqual([
      'SUPABASE_URL:missing',
      'SUPABASE_SERVICE_ROLE_KEY:missing',
    ]);
  });

  test('messages name the setting and the rule, never the value', () => {
    const problems = checkSettings({ ...COMPLETE, DIAL_MAX_PER_DAY: 'secret-ish-value' }, 'deploy');
    expect(problems).toEqual([
      {
        setting: 'DIAL_MAX_PER_DAY',
        problem: 'invalid',
        message: 'DIAL_MAX_PER_DAY is not a whole number',
      },
    ]);
  });

  test('every setting has a purpose and a unique name', () => {
    const all = FUNCTION_SETTINGS.map((s) => s.name);
    expect(new Set(all).size).toBe(all.length);
    for (const spec of FUNCTION_SETTINGS) expect(spec.purpose.length).toBeGreaterThan(5);
  });
});

describe('integerSetting', () => {
  test('the default when unset, the value when valid', () => {
    expect(integerSetting({}, 'DIAL_MAX_PER_HOUR')).toBe(20);
    expect(integerSetting({ DIAL_MAX_PER_HOUR: ' 7 ' }, 'DIAL_MAX_PER_HOUR')).toBe(7);
    expect(integerSetting({}, 'TRUSTED_PROXY_HOPS')).toBeUndefined();
  });

  test("the voice token's max age defaults to the constant the site keeps its tokens below", () => {
    expect(integerSetting({}, 'VOICE_TOKEN_MAX_AGE_SECONDS')).toBe(
      DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS,
    );
    expect(DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS).toBe(600);
  });

  test.each(['0', '-1', 'x', '1e3', '3.0'])('%s is an error naming the setting', (value) => {
    expect(() => integerSetting({ DIAL_MAX_PER_HOUR: value }, 'DIAL_MAX_PER_HOUR')).toThrow(
      expect.objectContaining({
        code: 'invalid_setting',
        message: expect.stringContaining('DIAL_MAX_PER_HOUR'),
      }),
    );
    expect(() => integerSetting({ DIAL_MAX_PER_HOUR: value }, 'DIAL_MAX_PER_HOUR')).toThrow(
      ValidationError,
    );
  });
});

describe('publicUrlProblem', () => {
  test.each([
    ['https://www.firma.sk', null],
    ['http://www.firma.sk', 'must use https'],
    ['https://localhost:4173', 'must not point at localhost or 127.0.0.1'],
    ['https://127.0.0.1', 'must not point at localhost or 127.0.0.1'],
    ['https://[::1]/', 'must not point at localhost or 127.0.0.1'],
    ['www.firma.sk', 'is not a URL'],
  ])('%s -> %s', (url, problem) => {
    expect(publicUrlProblem(url)).toBe(problem);
  });
});
