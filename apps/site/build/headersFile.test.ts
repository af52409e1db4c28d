import { describe, expect, test } from 'vitest';
import { buildCsp } from './csp.ts';
import { headerRules, headersForPath, parseHeadersFile, renderHeadersFile } from './headersFile.ts';

const input = { supabaseUrl: 'https://abc.supabase.co/', adPixel: true, https: true };

describe('CSP', () => {
  test('is strict: no unsafe-eval, no inline scripts, frame-ancestors none', () => {
    const csp = buildCsp(input);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/connect\.facebook\.net/);
  });

  test('connect-src names the Supabase project, the Vapi API and Daily', () => {
    const connect = buildCsp(input)
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toContain('https://abc.supabase.co');
    expect(connect).toContain('https://api.vapi.ai');
    expect(connect).toContain('wss://*.daily.co');
  });

  test.each([
    ['https://abc.supabase.co', 'wss://abc.supabase.co'],
    ['http://127.0.0.1:54321', 'ws://127.0.0.1:54321'],
  ])('connect-src allows the WebSocket transport: Vapi and the socket origin of %s', (url, ws) => {
    const connect = buildCsp({ ...input, supabaseUrl: url })
      .split('; ')
      .find((d) => d.startsWith('connect-src'))
      ?.split(' ');
    expect(connect).toContain('wss://api.vapi.ai');
    expect(connect).toContain(ws);
  });

  test('without a pixel the ad network is not allowed anywhere', () => {
    expect(buildCsp({ ...input, adPixel: false })).not.toContain('facebook');
  });

  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `));

  test('without Turnstile: no Cloudflare anywhere, no frames at all', () => {
    const csp = buildCsp(input);
    expect(csp).not.toContain('cloudflare');
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  test('with Turnstile: its script and its challenge frame, nothing more', () => {
    const csp = buildCsp({ ...input, turnstile: true });
    expect(directive(csp, 'script-src')).toContain('https://challenges.cloudflare.com');
    expect(directive(csp, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com');
    expect(directive(csp, 'connect-src')).not.toContain('cloudflare');
  });
});

describe('_headers file', () => {
  const rules = parseHeadersFile(renderHeadersFile(headerRules(input)));

  test('round-trips through render and parse', () => {
    expect(rules).toEqual(headerRules(input));
  });

  test.each([
    ['/', 'public, max-age=0, must-revalidate'],
    ['/gdpr', 'public, max-age=0, must-revalidate'],
    ['/gdpr/', 'public, max-age=0, must-revalidate'],
    ['/gdpr/index.html', 'public, max-age=0, must-revalidate'],
    ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
  ])('%s gets Cache-Control %s and every security header', (path, cache) => {
    const headers = headersForPath(rules, path);
    expect(headers.get('cache-control')).toBe(cache);
    expect(headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
