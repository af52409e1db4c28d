// What the site sends to the local stack's functions, for the tests that call them as a visitor
// from a given address (the tests play a trusted outer proxy: TRUSTED_PROXY_HOPS=2).
import type { Stack } from '@hlasovy-asistent/local-stack';
import { expect } from 'vitest';
import { SITE_ORIGIN } from './functionsHarness.ts';

/** The site's headers (the anon key, its origin, JSON) from the visitor at `ip`. */
export const siteHeaders = (stack: Pick<Stack, 'anonKey'>, ip: string) => ({
  apikey: stack.anonKey,
  Authorization: `Bearer ${stack.anonKey}`,
  Origin: SITE_ORIGIN,
  'Content-Type': 'application/json',
  'X-Forwarded-For': ip,
});

/** A fresh single-use voice-call token of `ip`'s network (what a call or a new chat needs). */
export async function voiceTokenOf(stack: Pick<Stack, 'anonKey' | 'url'>, ip: string) {
  const response = await fetch(`${stack.url}/functions/v1/voice-call-token`, {
    headers: siteHeaders(stack, ip),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
