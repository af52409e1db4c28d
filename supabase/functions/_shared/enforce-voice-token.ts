import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';
import type { DemoRequestRepository } from './repository.ts';
import { checkVoiceToken } from './voice-token.ts';

export interface VoiceTokenGate {
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  now: () => Date;
  logger: Logger;
}

/**
 * The bot check of what a visitor starts from the page (a voice call, a text conversation): the
 * token fetched from voice-call-token by this network, fresh, and used once (its nonce counted
 * in `voice_token`, max 1); else 403 verification_failed.
 */
export async function enforceVoiceToken(
  gate: VoiceTokenGate,
  token: unknown,
  secret: string,
  network: string,
  maxAgeSeconds: number,
): Promise<void> {
  const check = await checkVoiceToken(token, secret, gate.now().getTime(), network, maxAgeSeconds);
  const fresh =
    'nonce' in check &&
    (await gate.repository.hitRateLimit('voice_token', check.nonce, 1, maxAgeSeconds)).allowed;
  if (fresh) return;
  gate.logger.warn('voice bot check failed', 'refusal' in check ? check.refusal : 'token replayed');
  throw new HttpError(
    'verification_failed',
    'The call could not be verified. Reload the page and try again.',
  );
}
