import { describe, expect, test } from 'vitest';
import {
  createRateLimiter,
  createSiteRateLimiter,
  RATE_LIMIT_KEYS,
  ValidationError,
} from '../src/index.ts';

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('createRateLimiter', () => {
  test('defaults to 10 attempts per 60000 ms', () => {
    const c = clock();
    const limiter = createRateLimiter({ now: c.now });
    const results = Array.from({ length: 11 }, () => limiter.attempt('k'));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results[10]).toEqual({ allowed: false, remaining: 0, retryAfterMs: 60_000 });
    c.advance(59_999);
    expect(limiter.attempt('k').allowed).toBe(false);
    c.advance(1);
    expect(limiter.attempt('k').allowed).toBe(true);
  });

  test.each([
    [1, { allowed: true, remaining: 2, retryAfterMs: 0 }],
    [2, { allowed: true, remaining: 1, retryAfterMs: 0 }],
    [3, { allowed: true, remaining: 0, retryAfterMs: 1000 }],
    [4, { allowed: false, remaining: 0, retryAfterMs: 1000 }],
  ])('attempt %d of a 3-per-second limiter reports %j', (n, expected) => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: clock().now });
    let last = limiter.attempt('k');
    for (let i = 1; i < n; i++) last = limiter.attempt('k');
    expect(last).toEqual(expected);
  });

  test('retryAfterMs counts down to the moment the oldest attempt leaves the window', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: c.now });
    limiter.attempt('k');
    c.advance(300);
    limiter.attempt('k');
    c.advance(200);
    expect(limiter.attempt('k')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 500 });
    c.advance(500);
    expect(limiter.attempt('k')).toEqual({ allowed: true, remaining: 0, retryAfterMs: 300 });
  });

  test('refused attempts are not recorded (no lock-out by hammering)', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now });
    limiter.attempt('k');
    for (let i = 0; i < 50; i++) {
      c.advance(10);
      limiter.attempt('k');
    }
    c.advance(500);
    expect(limiter.attempt('k').allowed).toBe(true);
  });

  test('keys are independent', () => {
    const limiter = createRateLimiter({ limit: 1, now: clock().now });
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('a').allowed).toBe(false);
    expect(limiter.attempt('b').allowed).toBe(true);
  });

  test('peek reports without recording', () => {
    const limiter = createRateLimiter({ limit: 2, now: clock().now });
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    limiter.attempt('k');
    limiter.peek('k');
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  });

  test('reset(key) clears one key, reset() clears all', () => {
    const limiter = createRateLimiter({ limit: 1, now: clock().now });
    limiter.attempt('a');
    limiter.attempt('b');
    limiter.reset('a');
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('b').allowed).toBe(false);
    limiter.reset();
    expect(limiter.attempt('b').allowed).toBe(true);
  });

  test.each([
    ['limit 0', { limit: 0 }],
    ['limit 1.5', { limit: 1.5 }],
    ['windowMs 0', { windowMs: 0 }],
    ['windowMs NaN', { windowMs: Number.NaN }],
  ])('rejects %s with ValidationError invalid_option', (_t, options) => {
    expect(() => createRateLimiter(options)).toThrow(ValidationError);
    try {
      createRateLimiter(options);
    } catch (error) {
      expect((error as ValidationError).code).toBe('invalid_option');
    }
  });
});

describe('createSiteRateLimiter', () => {
  test('keys are voice_call and demo_request', () => {
    expect(RATE_LIMIT_KEYS).toEqual({ voiceCall: 'voice_call', demoRequest: 'demo_request' });
  });

  test.each(Object.values(RATE_LIMIT_KEYS))('allows 5 %s attempts per 60 s', (key) => {
    const c = clock();
    const limiter = createSiteRateLimiter(c.now);
    const allowed = Array.from({ length: 6 }, () => limiter.attempt(key).allowed);
    expect(allowed).toEqual([true, true, true, true, true, false]);
    expect(limiter.peek(key).retryAfterMs).toBe(60_000);
    c.advance(60_000);
    expect(limiter.attempt(key).allowed).toBe(true);
  });

  test('works with the real clock', () => {
    expect(createSiteRateLimiter().attempt('voice_call')).toEqual({
      allowed: true,
      remaining: 4,
      retryAfterMs: 0,
    });
  });
});
