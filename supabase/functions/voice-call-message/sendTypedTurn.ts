import { typedTurnMessage } from '@hlasovy-asistent/platform-api/voice-socket';
import type { ParsedRequest, voiceCallMessageContract } from '@hlasovy-asistent/validation';
import type { RateLimitRule } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import type { TypedTurnStore } from '../_shared/typed-turn-store.ts';
import { postCallControl } from '../_shared/vapi-call-control.ts';

export interface TypedTurnDeps {
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  typedTurns: TypedTurnStore;
  /** Used for the call's control URL. */
  fetch: typeof fetch;
  logger: Logger;
}

/**
 * Typed turns per call a minute (a visitor types far fewer), per network a minute (its calls
 * together) and of the whole site an hour. Each turn is a paid model response inside a call
 * already capped in length and number; these keep a script from turning one call into many.
 */
export const TYPED_TURN_LIMITS: Readonly<Record<'call' | 'network' | 'site', RateLimitRule>> = {
  call: { max: 12, windowSeconds: 60 },
  network: { max: 20, windowSeconds: 60 },
  site: { max: 1_200, windowSeconds: 3_600 },
};
const RETRY_AFTER_SECONDS = 60;

/**
 * The visitor's typed turn into their live WebSocket call through Vapi's live call control, the
 * channel the live check chose when the socket does not take `add-message`: with the call id
 * and the text as the contract read them (`checkTypedTurn`: sanitised, 1 to 1000 characters),
 * the limits are counted, the call must be live and held by the caller's network (else
 * `call_not_found`, the same for every reason), then `add-message` of role user goes to the
 * call's control URL (`vapi_error` when Vapi does not take it). Returns the text sent.
 */
export async function sendTypedTurn(
  deps: TypedTurnDeps,
  network: string,
  request: ParsedRequest<typeof voiceCallMessageContract>,
): Promise<string> {
  const { callId, text } = request;
  await enforceRateLimits(
    deps.repository,
    [
      { bucket: 'voice_text_call_minute', key: callId, rule: TYPED_TURN_LIMITS.call },
      { bucket: 'voice_text_net_minute', key: network, rule: TYPED_TURN_LIMITS.network },
      { bucket: 'voice_text_global_hour', key: 'all', rule: TYPED_TURN_LIMITS.site },
    ],
    RETRY_AFTER_SECONDS,
  );
  const target = await deps.typedTurns.target(callId, network);
  if (!target) throw new HttpError('call_not_found', 'No live call of yours has this id');
  const sent = await postCallControl(target, typedTurnMessage(text), { fetch: deps.fetch });
  if (!sent.ok) {
    deps.logger.warn(`voice-call-message: the typed turn was not taken: ${sent.error}`);
    throw new HttpError('vapi_error', 'The voice service did not take the message; try again');
  }
  return text;
}
