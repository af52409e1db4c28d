import assert from 'node:assert/strict';
import { healthContract } from '@hlasovy-asistent/validation';
import { SITE_ORIGIN } from '../_testing/fakes.ts';
import { acceptedApiKeys } from './api-key.ts';
import { envFromRecord, readConfig } from './env.ts';
import { silentLogger } from './logger.ts';
import { serveFunction } from './serve.ts';

const PUBLISHABLE = 'sb_publishable_test-key-0123456789';
const ANON_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.legacy-signature';
const SECRET = 'sb_secret_test-key-0123456789';
const PLATFORM_ENV = {
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
  SUPABASE_ANON_KEY: ANON_JWT,
  SITE_ORIGINS: SITE_ORIGIN,
};

function served(env: Record<string, string | undefined> = PLATFORM_ENV, build = okHandler) {
  return serveFunction(healthContract, {
    env: envFromRecord(env),
    logger: silentLogger,
    build,
  });
}

function okHandler() {
  return () => Promise.resolve(Response.json({ reached: true }));
}

Deno.test('api key: the platform keys are read from the JSON lists and the legacy names', () => {
  assert.deepEqual(
    acceptedApiKeys(envFromRecord(PLATFORM_ENV)).sort(),
    [ANON_JWT, PUBLISHABLE, SECRET].sort(),
  );
  assert.deepEqual(acceptedApiKeys(envFromRecord({ SUPABASE_PUBLISHABLE_KEYS: '{oops' })), []);
});

for (const [what, headers, status] of [
  ['the publishable key in apikey', { apikey: PUBLISHABLE }, 200],
  ['the legacy anon JWT in apikey', { apikey: ANON_JWT }, 200],
  ['the anon JWT as a Bearer token only', { Authorization: `Bearer ${ANON_JWT}` }, 200],
  ['a secret key (server callers)', { apikey: SECRET }, 200],
  ['a wrong key', { apikey: 'sb_publishable_someone-elses-key' }, 401],
  ['a prefix of the right key', { apikey: PUBLISHABLE.slice(0, -1) }, 401],
  ['no key', {}, 401],
] as const) {
  Deno.test(`api key: ${what} -> ${status}`, async () => {
    const response = await served()(
      new Request('http://localhost/fn', { headers: { ...headers, Origin: SITE_ORIGIN } }),
    );
    assert.equal(response.status, status);
    const body = await response.json();
    if (status === 200) assert.deepEqual(body, { reached: true });
    else {
      assert.match(body.error.code, /^(missing|invalid)_api_key$/);
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN, 'readable');
    }
  });
}

Deno.test('api key: a refused key never reaches the handler; a preflight needs none', async () => {
  let built = 0;
  const handler = served(PLATFORM_ENV, () => {
    built++;
    return okHandler();
  });
  await handler(new Request('http://localhost/fn', { headers: { apikey: 'wrong' } }));
  assert.equal(built, 0);
  const preflight = await handler(new Request('http://localhost/fn', { method: 'OPTIONS' }));
  assert.equal(preflight.status, 200);
  assert.equal(built, 1);
});

Deno.test('api key: no keys in the environment -> 500 config_missing (fails closed)', async () => {
  const response = await served({})(
    new Request('http://localhost/fn', { headers: { apikey: PUBLISHABLE } }),
  );
  assert.equal(response.status, 500);
  assert.equal((await response.json()).error.code, 'config_missing');
});

Deno.test('serve: a setting that does not parse -> 500 config_invalid, the log names it', async () => {
  const logs: string[] = [];
  const env = envFromRecord({ ...PLATFORM_ENV, DIAL_MAX_PER_DAY: 'lots' });
  const handler = serveFunction(healthContract, {
    env,
    logger: { ...silentLogger, error: (message: string) => logs.push(message) },
    build: () => {
      readConfig(env); // what every function's build does first
      return okHandler();
    },
  });
  const response = await handler(
    new Request('http://localhost/fn', { headers: { apikey: PUBLISHABLE } }),
  );
  assert.equal(response.status, 500);
  const text = await response.text();
  assert.equal(JSON.parse(text).error.code, 'config_invalid');
  assert.doesNotMatch(text, /DIAL_MAX_PER_DAY|lots/);
  assert.match(logs.join('\n'), /DIAL_MAX_PER_DAY is not a whole number/);
});
