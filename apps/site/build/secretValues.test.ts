import { FUNCTION_SETTINGS, isSecretSetting } from '@hlasovy-asistent/validation';
import { describe, expect, test, vi } from 'vitest';
import { runDeployCheck } from './deployCheck.ts';
import { publicSecretProblems, secretShapes, secretValues } from './secretValues.ts';

/** Cloudflare's documented test keys: the site key (24 characters) and the secret key (35). */
const TURNSTILE_SITE_KEY = '1x00000000000000000000AA';
const TURNSTILE_SECRET = '1x0000000000000000000000000000000AA';

describe('which settings are secrets: derived from FUNCTION_SETTINGS and the deploy variables', () => {
  test('every function secret and the deploy credentials, nothing public', () => {
    const names = secretValues(
      Object.fromEntries(
        [
          ...FUNCTION_SETTINGS.map((s) => s.name),
          'SUPABASE_ACCESS_TOKEN',
          'SUPABASE_DB_PASSWORD',
          'SITE_ORIGINS',
        ].map((name) => [name, `value-of-${name}`]),
      ),
    ).map(([name]) => name);
    for (const name of [
      'VAPI_PRIVATE_KEY',
      'FORM_TOKEN_SECRET',
      'VAPI_WEBHOOK_SECRET',
      'TURNSTILE_SECRET_KEY',
      'NOTIFY_WEBHOOK_SECRET',
      'NOTIFY_WEBHOOK_URL',
      'SUPABASE_SERVICE_ROLE_KEY',
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_DB_PASSWORD',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('SITE_ORIGINS');
    expect(names).not.toContain('VAPI_ASSISTANT_ID');
    // a secret added to the table later is covered without touching the scan
    expect(names).toEqual(
      expect.arrayContaining(FUNCTION_SETTINGS.filter(isSecretSetting).map((s) => s.name)),
    );
  });

  test('a Turnstile secret key has its shape, a site key has not', () => {
    expect(secretShapes(`k="${TURNSTILE_SECRET}"`).map((m) => m.kind)).toEqual([
      'Turnstile secret key',
    ]);
    expect(secretShapes(`k="${TURNSTILE_SITE_KEY}"`)).toEqual([]);
  });
});

describe('a secret in a VITE_* setting stops the build', () => {
  test.each([
    [
      'the Turnstile secret as the site key',
      { VITE_TURNSTILE_SITE_KEY: TURNSTILE_SECRET, TURNSTILE_SECRET_KEY: TURNSTILE_SECRET },
      'VITE_TURNSTILE_SITE_KEY holds the value of TURNSTILE_SECRET_KEY',
    ],
    [
      'a Turnstile secret alone (the host knows no function secret)',
      { VITE_TURNSTILE_SITE_KEY: TURNSTILE_SECRET },
      'VITE_TURNSTILE_SITE_KEY looks like a Turnstile secret key',
    ],
    [
      'a Supabase secret key as the anon key',
      { VITE_SUPABASE_ANON_KEY: 'sb_secret_0123456789abcdef' },
      'VITE_SUPABASE_ANON_KEY looks like a secret API key',
    ],
    [
      'the form token secret in any VITE_ setting',
      { VITE_PRODUCT_NAME: 'f'.repeat(40), FORM_TOKEN_SECRET: 'f'.repeat(40) },
      'VITE_PRODUCT_NAME holds the value of FORM_TOKEN_SECRET',
    ],
    [
      'the database password',
      { VITE_AD_PIXEL_ID: 'db-password-value', SUPABASE_DB_PASSWORD: 'db-password-value' },
      'VITE_AD_PIXEL_ID holds the value of SUPABASE_DB_PASSWORD',
    ],
    [
      'a Supabase access token',
      { VITE_AD_PIXEL_ID: `sbp_${'a'.repeat(40)}` },
      'VITE_AD_PIXEL_ID looks like a Supabase access token',
    ],
  ])('%s', async (_title, env, line) => {
    expect(publicSecretProblems(env)).toEqual([expect.stringContaining(line)]);
    const report = await runDeployCheck(
      env,
      vi.fn(async () => null),
    );
    expect(report.problems.join('\n')).toContain(line);
    for (const value of Object.values(env)) expect(report.problems.join('\n')).not.toContain(value);
  });

  test('public values pass', () => {
    expect(
      publicSecretProblems({
        VITE_TURNSTILE_SITE_KEY: TURNSTILE_SITE_KEY,
        TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_0123456789',
        FORM_TOKEN_SECRET: 'f'.repeat(40),
      }),
    ).toEqual([]);
  });
});
