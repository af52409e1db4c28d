import { describe, expect, test } from 'vitest';
import { checkAuth } from '../src/gateway-auth.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  signJwt,
} from '../src/stack.ts';

const user = signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' });
const forged = signJwt({ role: 'service_role' }, 'a-different-secret-of-at-least-32-chars!');

describe('checkAuth (the gateway key check)', () => {
  test.each([
    ['anon apikey only', { apikey: LOCAL_ANON_KEY }, 'anon', LOCAL_ANON_KEY],
    [
      'service_role apikey only',
      { apikey: LOCAL_SERVICE_ROLE_KEY },
      'service_role',
      LOCAL_SERVICE_ROLE_KEY,
    ],
    ['anon bearer only', { authorization: `Bearer ${LOCAL_ANON_KEY}` }, 'anon', LOCAL_ANON_KEY],
    [
      'anon apikey with a user token',
      { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${user}` },
      'authenticated',
      user,
    ],
    [
      'lower-case bearer scheme',
      { authorization: `bearer ${LOCAL_SERVICE_ROLE_KEY}` },
      'service_role',
      LOCAL_SERVICE_ROLE_KEY,
    ],
    // new projects' opaque keys become their role's JWT for PostgREST, as on hosted Supabase
    ['the publishable key as apikey', { apikey: LOCAL_PUBLISHABLE_KEY }, 'anon', LOCAL_ANON_KEY],
    [
      'the publishable key as apikey and bearer (supabase-js)',
      { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
      'anon',
      LOCAL_ANON_KEY,
    ],
    ['the secret key', { apikey: LOCAL_SECRET_KEY }, 'service_role', LOCAL_SERVICE_ROLE_KEY],
  ])('accepts %s', (_title, headers, role, token) => {
    expect(checkAuth(headers, LOCAL_JWT_SECRET)).toEqual({ ok: true, role, token });
  });

  test.each([
    ['no headers', {}, 'missing_api_key'],
    ['an empty apikey', { apikey: '' }, 'missing_api_key'],
    ['a non-bearer authorization', { authorization: `Basic ${LOCAL_ANON_KEY}` }, 'missing_api_key'],
    ['a forged service_role apikey', { apikey: forged }, 'invalid_api_key'],
    ['a user token as apikey', { apikey: user }, 'invalid_api_key'],
    ['a publishable key of another project', { apikey: 'sb_publishable_other' }, 'invalid_api_key'],
    [
      'a good apikey with a forged bearer',
      { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${forged}` },
      'invalid_jwt',
    ],
    [
      'a bad apikey with a good bearer',
      { apikey: 'x.y.z', authorization: `Bearer ${LOCAL_ANON_KEY}` },
      'invalid_api_key',
    ],
  ])('rejects %s', (_title, headers, code) => {
    expect(checkAuth(headers, LOCAL_JWT_SECRET)).toMatchObject({ ok: false, code });
  });
});
