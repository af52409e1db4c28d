import { describe, expect, test } from 'vitest';
import { verifyJwt } from '../src/keys.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, signJwt } from '../src/stack.ts';

// The keys every Supabase CLI project prints for `supabase start`.
const WELL_KNOWN = {
  anon: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  service_role:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
};

describe('local keys', () => {
  test.each([
    ['anon', LOCAL_ANON_KEY, WELL_KNOWN.anon],
    ['service_role', LOCAL_SERVICE_ROLE_KEY, WELL_KNOWN.service_role],
  ])('the %s key is the well-known local key', (_role, key, expected) => {
    expect(key).toBe(expected);
  });

  test('a signed token verifies and returns its claims', () => {
    const token = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(verifyJwt(token)).toMatchObject({ ok: true, claims: { role: 'anon' } });
  });

  test.each([
    ['not three parts', 'abc.def', 'malformed'],
    ['garbage base64', 'a.b.c', 'malformed'],
    ['another secret', signJwt({ role: 'anon' }, 'x'.repeat(40)), 'bad_signature'],
    ['expired', signJwt({ role: 'anon', exp: 1000 }), 'expired'],
    [
      'alg none',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
      'unsupported_alg',
    ],
  ])('rejects a token: %s', (_title, token, reason) => {
    expect(verifyJwt(token, LOCAL_JWT_SECRET)).toEqual({ ok: false, reason });
  });
});
