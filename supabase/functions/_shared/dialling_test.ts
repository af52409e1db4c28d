import assert from 'node:assert/strict';
import { DEFAULT_BOOKING_HOURS, parseBookingHours } from '@hlasovy-asistent/validation';
import { clientRateLimitKey, rateLimitKeyOf } from './client-ip.ts';
import { envFromRecord, readConfig } from './env.ts';
import { vapiCustomerName } from './vapi.ts';

const keys: [string, string][] = [
  ['203.0.113.9', '203.0.113.9'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:DB8:0:0:1::9', '2001:db8::/64'],
  ['2001:0:0:1:2::', '2001:0:0:1::/64'],
  ['0:0:1:0::', '0:0:1::/64'],
  ['::1', '::/64'],
  ['fe80::1:2:3:4', 'fe80::/64'],
  ['2001:db8:aa:1:ffff:ffff:ffff:fffe', '2001:db8:aa:1::/64'],
  ['::ffff:198.51.100.7', '198.51.100.7'],
  ['64:ff9b::198.51.100.7', '64:ff9b::/64'],
  ['not-an-ip', 'not-an-ip'],
  ['1::2::3', '1::2::3'],
  ['', 'unknown'],
];
for (const [ip, key] of keys) {
  Deno.test(`rateLimitKeyOf(${JSON.stringify(ip)}) = ${key}`, () => {
    assert.equal(rateLimitKeyOf(ip), key);
  });
}

Deno.test('clientRateLimitKey: the trusted address, reduced to its /64', () => {
  const req = new Request('http://localhost/', {
    headers: { 'X-Forwarded-For': '1.2.3.4, 2001:db8:5:6::77', 'X-Real-IP': '10.0.0.1' },
  });
  assert.equal(clientRateLimitKey(req, 1), '2001:db8:5:6::/64');
  assert.equal(clientRateLimitKey(req), '10.0.0.1');
});

const names: [string, string, string][] = [
  ['short names stay', 'Ján Novák', 'Ján Novák'],
  ['40 characters stay', 'A'.repeat(40), 'A'.repeat(40)],
  [
    '41 characters: cut at the last space',
    'Alexandra Kristína Novotná-Šimončičová Bb',
    'Alexandra Kristína Novotná-Šimončičová',
  ],
  [
    'no space late enough: cut at 40',
    `${'x'.repeat(15)} ${'y'.repeat(30)}`,
    `${'x'.repeat(15)} ${'y'.repeat(24)}`,
  ],
  ['decomposed diacritics are composed first', 'Ja\u0301n', 'J\u00e1n'],
  ['100 characters', 'Ď'.repeat(100), 'Ď'.repeat(40)],
];
for (const [title, name, expected] of names) {
  Deno.test(`vapiCustomerName: ${title}`, () => {
    const sent = vapiCustomerName(name);
    assert.equal(sent, expected);
    assert.ok(Array.from(sent).length <= 40);
  });
}

Deno.test('config: dialling defaults (documented in supabase/README.md)', () => {
  const { dialling, botCheck } = readConfig(envFromRecord({}));
  assert.deepEqual(dialling, {
    allowedCountryCodes: ['421', '420'],
    scheduleMaxDays: 30,
    bookingHours: parseBookingHours(DEFAULT_BOOKING_HOURS),
    perNumberPerDay: 1,
    budget: { perHour: 20, perDay: 100, perSlot: 2 },
    maxAttempts: 3,
    attemptTimeoutMs: 10_000,
    retryDelayMs: 1_000,
  });
  assert.deepEqual(botCheck, {
    formTokenSecret: undefined,
    minFillSeconds: 3,
    maxAgeSeconds: 7_200,
    turnstileSecretKey: undefined,
    turnstileVerifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  });
});

Deno.test('config: dialling settings come from the environment', () => {
  const config = readConfig(
    envFromRecord({
      DIAL_ALLOWED_COUNTRY_CODES: '+43, 421',
      SCHEDULE_MAX_DAYS: '0',
      DIAL_MAX_PER_DAY: '500',
      VAPI_MAX_ATTEMPTS: '10',
      FORM_MIN_FILL_SECONDS: '0',
      BOOKING_HOURS: 'Sa 10:00-12:00',
    }),
  );
  assert.deepEqual(config.dialling.bookingHours.days[6], [{ from: 600, to: 720 }]);
  assert.deepEqual(config.dialling.bookingHours.days[1], []);
  assert.deepEqual(config.dialling.allowedCountryCodes, ['43', '421']);
  assert.equal(config.dialling.scheduleMaxDays, 0);
  assert.deepEqual(config.dialling.budget, { perHour: 20, perDay: 500, perSlot: 2 });
  assert.equal(config.dialling.maxAttempts, 10);
  assert.equal(config.botCheck.minFillSeconds, 0);
});

for (const [name, value] of [
  ['DIAL_MAX_PER_HOUR', '-1'],
  ['VAPI_MAX_ATTEMPTS', '99'],
  ['FORM_MIN_FILL_SECONDS', 'abc'],
  ['DIAL_ALLOWED_COUNTRY_CODES', 'SK, CZ'],
  ['DIALLING', 'maybe'],
  ['BOOKING_HOURS', 'Mo-Fr 9-5'],
] as const) {
  Deno.test(`config: ${name}=${JSON.stringify(value)} is an error naming it, not a default`, () => {
    assert.throws(() => readConfig(envFromRecord({ [name]: value })), new RegExp(name));
  });
}
