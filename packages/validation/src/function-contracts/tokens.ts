// The single-use tokens a visitor's page fetches before it may start anything paid or stored: the
// demo form's (proof of its minimum fill time) and the voice call's (a call or a written
// conversation), each a GET `{ token }`.
import * as z from 'zod/mini';
import { functionContract } from './functionContract.ts';

const tokenAnswer = z.object({ token: z.string().check(z.minLength(1, 'has no token')) });

/**
 * The single-use token a voice call or a written conversation starts with, as sent: the function
 * checks it, and any wrong one (missing, not a string, expired, used) is refused alike (403).
 */
export const voiceTokenField = z.optional(z.unknown());

/** A signed token for the form (GET `{ token }`): proof of the minimum fill time, used once. */
export const demoFormTokenContract = functionContract({
  name: 'demo-form-token',
  request: null,
  answer: tokenAnswer,
  errors: { rate_limited: false },
});

/** A single-use token (GET `{ token }`), bound to the caller's network. */
export const voiceCallTokenContract = functionContract({
  name: 'voice-call-token',
  request: null,
  answer: tokenAnswer,
  errors: { rate_limited: 'limited' },
});
