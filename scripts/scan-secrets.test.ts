import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scanDirectory, scanText } from './scan-secrets.ts';

const ANON =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const SERVICE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

describe('secret scanner for the built site', () => {
  test('the anon key is public and allowed', () => {
    expect(scanText(`const k="${ANON}"`)).toEqual([]);
  });

  test.each([
    ['the service-role key', `const k="${SERVICE}"`, 'JWT with role service_role'],
    ['a PEM private key', '-----BEGIN RSA PRIVATE KEY-----\nMIIE', 'PEM private key'],
    ['a Supabase secret key', 'x="sb_secret_abcdefghijklmnop"', 'secret API key'],
  ])('finds %s', (_title, text, kind) => {
    expect(scanText(text).map((f) => f.kind)).toContain(kind);
  });

  test('finds the value of a secret env var that leaked into a bundle', () => {
    const env = { VAPI_PRIVATE_KEY: 'c0ffee00-1234-4abc-9def-0123456789ab' };
    const found = scanText('fetch(u,{headers:{a:"c0ffee00-1234-4abc-9def-0123456789ab"}})', env);
    expect(found.map((f) => f.kind)).toEqual(['value of VAPI_PRIVATE_KEY']);
  });

  test.each([
    ['FORM_TOKEN_SECRET', 'form-token-secret-0123456789abcdef0123456789'],
    ['VAPI_WEBHOOK_SECRET', 'vapi-webhook-secret-0123456789abcdef012345'],
    ['TURNSTILE_SECRET_KEY', '0x4AAAAAAAtheSecretKeyOfTurnstile0'],
    ['SUPABASE_ACCESS_TOKEN', `sbp_${'c'.repeat(40)}`],
    ['SUPABASE_DB_PASSWORD', 'database-password-4f2a'],
  ])('finds the value of %s (every secret of the settings tables)', (name, value) => {
    const found = scanText(`var a="${value}"`, { [name]: value });
    expect(found.map((f) => f.kind)).toContain(`value of ${name}`);
  });

  test('walks nested folders and names the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scan-'));
    writeFileSync(join(dir, 'index.html'), '<p>ok</p>');
    const assets = join(dir, 'assets');
    mkdirSync(assets);
    writeFileSync(join(assets, 'app.js'), `var s="${SERVICE}"`);
    expect(scanDirectory(dir, {}).map((f) => f.file)).toEqual(['assets/app.js']);
  });
});
