import { createSiteRateLimiter } from '@hlasovy-asistent/validation';
import { vi } from 'vitest';
import { siteDialCheck } from '../dialCheck.ts';
import type { DemoRequestDeps } from '../index.ts';

/** 2026-11-24 10:00 in Bratislava (CET, UTC+1): a Tuesday. */
const TUESDAY_10_00 = Date.UTC(2026, 10, 24, 9, 0);

export const FAKE_CONSENT_TEXT_VERSION = 'gdpr-0123456789abcdef';

/**
 * Deps with spies: inserts and invokes succeed, ids count up, the clock is fixed (mutable), the
 * site's dial policy (default countries) applies; no form token or Turnstile unless overridden.
 */
export function fakeDeps(
  overrides: Partial<
    Pick<DemoRequestDeps, 'insert' | 'invoke' | 'rateLimiter' | 'formToken' | 'turnstileSiteKey'>
  > = {},
) {
  let ids = 0;
  const clock = { now: TUESDAY_10_00 };
  const deps = {
    insert: vi.fn<DemoRequestDeps['insert']>(overrides.insert ?? (async () => ({ error: null }))),
    // the function's usual answer: the call is queued
    invoke: vi.fn<DemoRequestDeps['invoke']>(
      overrides.invoke ??
        (async () => ({ status: 'calling', requestId: 'r1', callType: 'immediate' })),
    ),
    trackContact: vi.fn<DemoRequestDeps['trackContact']>(),
    rateLimiter: overrides.rateLimiter ?? createSiteRateLimiter(() => clock.now),
    securityLog: { log: vi.fn<DemoRequestDeps['securityLog']['log']>() },
    logger: { info: vi.fn(), warn: vi.fn() },
    now: () => clock.now,
    uuid: vi.fn(() => {
      ids += 1;
      return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
    }),
    dialCheck: async () => siteDialCheck,
    ...(overrides.formToken ? { formToken: overrides.formToken } : {}),
    ...(overrides.turnstileSiteKey ? { turnstileSiteKey: overrides.turnstileSiteKey } : {}),
    consentTextVersion: FAKE_CONSENT_TEXT_VERSION,
  } satisfies DemoRequestDeps;
  return { deps, clock };
}

/** A promise with its resolve exposed, to hold the submit in "submitting". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
