import type { BotCheck } from '@hlasovy-asistent/validation';
import type { BotCheckConfig } from './dial-config.ts';
import { HttpError } from './errors.ts';
import { checkFormToken, formTokenNonce } from './form-token.ts';
import type { Logger } from './logger.ts';
import type { DemoRequestRepository } from './repository.ts';
import { checkTurnstile } from './turnstile.ts';

export interface BotCheckContext {
  fetch: typeof fetch;
  now: Date;
  clientIp: string;
  logger: Logger;
}

/** Why the request looks automated (for the logs), or null when every configured check passes. */
async function botCheckRefusal(
  input: BotCheck,
  config: BotCheckConfig,
  context: BotCheckContext,
): Promise<string | null> {
  if (input.honeypot) return 'honeypot filled';
  if (config.formTokenSecret) {
    const refusal = await checkFormToken(
      input.formToken,
      config.formTokenSecret,
      context.now.getTime(),
      config,
    );
    if (refusal) return `form token ${refusal}`;
  }
  if (config.turnstileSecretKey) {
    const check = {
      fetch: context.fetch,
      verifyUrl: config.turnstileVerifyUrl,
      secretKey: config.turnstileSecretKey,
    };
    return checkTurnstile(check, input.turnstileToken, context.clientIp);
  }
  return null;
}

/**
 * Honeypot, minimum fill time (form token) and Turnstile. Every failure gets the same answer,
 * so a bot cannot tell which check caught it; the reason goes to the log.
 */
export async function enforceBotCheck(
  input: BotCheck,
  config: BotCheckConfig,
  context: BotCheckContext,
): Promise<void> {
  const refusal = await botCheckRefusal(input, config, context);
  if (refusal === null) return;
  context.logger.warn('bot check failed', refusal);
  throw verificationFailed();
}

const verificationFailed = () =>
  new HttpError(
    'verification_failed',
    'The request could not be verified. Reload the page and send the form again.',
  );

/**
 * A form token (already verified) is used once: by the first request id that sends it. A repeat
 * with that request id passes (a retried submit); the same token with another one is a replay
 * and gets the bot check's one answer.
 */
export async function enforceSingleUseToken(
  input: BotCheck & { requestId: string },
  config: BotCheckConfig,
  repository: Pick<DemoRequestRepository, 'useFormToken'>,
  logger: Logger,
): Promise<void> {
  if (!config.formTokenSecret) return;
  const nonce = formTokenNonce(input.formToken);
  const fresh =
    nonce !== null && (await repository.useFormToken(nonce, input.requestId, config.maxAgeSeconds));
  if (fresh) return;
  logger.warn('bot check failed', 'form token replayed with another request id');
  throw verificationFailed();
}
