import assert from 'node:assert/strict';
import { envFromRecord } from '../_shared/env.ts';
import { silentLogger } from '../_shared/logger.ts';
import { SITE_ORIGIN } from '../_testing/fakes.ts';
import { createHandler } from './index.ts';

const COMPLETE = {
  SITE_ORIGINS: 'https://www.example.sk',
  VAPI_PUBLIC_KEY: 'vapi-public-key-value',
  VAPI_ASSISTANT_ID: 'assistant-id-value',
  VAPI_PRIVATE_KEY: 'vapi-private-key-value',
  VAPI_PHONE_NUMBER_ID: 'phone-number-id-value',
  FORM_TOKEN_SECRET: 'form-token-secret-value',
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-value',
};

async function health(env: Record<string, string | undefined>) {
  const handler = createHandler({ env: envFromRecord(env), logger: silentLogger });
  const response = await handler(
    new Request('http://localhost/health', { headers: { Origin: SITE_ORIGIN } }),
  );
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

Deno.test('health: everything set -> 200 ok, dialling on, no problems', async () => {
  const { status, body } = await health(COMPLETE);
  assert.equal(status, 200);
  assert.deepEqual(body, { ok: true, dialling: 'on', problems: [] });
});

for (const [what, env, expected, dialling] of [
  [
    'a dialling secret missing',
    { ...COMPLETE, VAPI_PRIVATE_KEY: undefined },
    ['VAPI_PRIVATE_KEY:missing'],
    'off',
  ],
  [
    'an invalid number',
    { ...COMPLETE, DIAL_MAX_PER_DAY: 'lots' },
    ['DIAL_MAX_PER_DAY:invalid'],
    'on',
  ],
  [
    'several at once',
    { ...COMPLETE, SITE_ORIGINS: '', VAPI_TIMEOUT_MS: '0', VOICE_TRANSPORT: 'sip' },
    ['SITE_ORIGINS:missing', 'VOICE_TRANSPORT:invalid', 'VAPI_TIMEOUT_MS:invalid'],
    'on',
  ],
  [
    'the platform settings missing',
    { ...COMPLETE, SUPABASE_URL: '' },
    ['SUPABASE_URL:missing'],
    'on',
  ],
] as const) {
  Deno.test(`health: ${what} -> 503 naming it, no value`, async () => {
    const { status, body, text } = await health(env);
    assert.equal(status, 503);
    assert.equal(body.ok, false);
    assert.equal(body.dialling, dialling);
    assert.deepEqual(
      body.problems.map((p: { setting: string; problem: string }) => `${p.setting}:${p.problem}`),
      expected,
    );
    for (const value of Object.values(env)) {
      if (value && value.length > 3) assert.ok(!text.includes(value), 'no value in the answer');
    }
    assert.ok(!text.includes('lots'));
  });
}

Deno.test('health: DIALLING=off needs no phone number and says so', async () => {
  const { status, body } = await health({
    ...COMPLETE,
    DIALLING: 'off',
    VAPI_PHONE_NUMBER_ID: undefined,
  });
  assert.equal(status, 200);
  assert.deepEqual(body, { ok: true, dialling: 'off', problems: [] });
});
