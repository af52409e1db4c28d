// What the page's token endpoints share (demo-form-token, voice-call-token): a token signed with
// FORM_TOKEN_SECRET, handed out only under a limit per client network.
import { clientRateLimitKey } from './client-ip.ts';
import type { FunctionConfig, RateLimitRule } from './env.ts';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';
import { enforceRateLimits } from './rate-limit.ts';
import type { DemoRequestRepository } from './repository.ts';

export interface LimitedTokenDeps {
  config: Pick<FunctionConfig, 'botCheck' | 'trustedProxyHops'>;
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  now: () => Date;
  logger: Logger;
}

export interface LimitedToken {
  /** What the log says is missing without the secret (`form tokens`). */
  name: string;
  /** The 500 config_missing message without the secret. */
  unavailable: string;
  /** The bucket counting the client network's tokens, its rule and its Retry-After. */
  bucket: string;
  rule: RateLimitRule;
  retryAfterSeconds: number;
  sign: (secret: string, nowMs: number, network: string) => Promise<string>;
}

/** The caller's token, or 500 config_missing (no secret) or 429 (over the network's limit). */
export async function issueLimitedToken(
  deps: LimitedTokenDeps,
  req: Request,
  token: LimitedToken,
): Promise<string> {
  const secret = deps.config.botCheck.formTokenSecret;
  if (!secret) {
    deps.logger.warn(`FORM_TOKEN_SECRET is not set: no ${token.name}`);
    throw new HttpError('config_missing', token.unavailable);
  }
  const network = clientRateLimitKey(req, deps.config.trustedProxyHops);
  await enforceRateLimits(
    deps.repository,
    [{ bucket: token.bucket, key: network, rule: token.rule }],
    token.retryAfterSeconds,
  );
  return token.sign(secret, deps.now().getTime(), network);
}
