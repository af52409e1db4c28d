import { typedTurnMessage } from '@hlasovy-asistent/platform-api/voice-socket';
import { checkTypedTurn, VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
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

export interface TypedTurnRequest {
  callId: unknown;
  text: unknown;
}

/**
 * The visitor's typed turn into their live WebSocket call through Vapi's live call control, the
 * channel the live check chose when the socket does not take `add-message`: the call id and the
 * text are checked (`checkTypedTurn`: sanitised, 1 to 1000 characters), the limits counted, the
 * call must be live and held by the caller's network (else `call_not_found`, the same for every
 * reason), then `add-message` of role user goes to the call's control URL (`vapi_error` when
 * Vapi does not take it). Returns the text sent.
 */
export async function sendTypedTurn(
  deps: TypedTurnDeps,
  network: string,
  request: TypedTurnRequest,
): Promise<string> {
  const { callId } = request;
  if (typeof callId !== 'string' || !VOICE_CALL_ID_PATTERN.test(callId)) {
    throw new HttpError('invalid_payload', 'The typed turn is invalid', {
      issues: [
        { path: 'callId', message: 'callId is the id of your call', code: 'invalid_format' },
      ],
    });
  }
  const checked = checkTypedTurn(request.text);
  if (!checked.ok) {
    throw new HttpError('invalid_payload', 'The typed turn is invalid', {
      issues: [{ path: 'text', message: checked.message, code: checked.problem }],
    });
  }
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
  const sent = await postCallControl(target, typedTurnMessage(checked.text), { fetch: deps.fetch });
  if (!sent.ok) {
    deps.logger.warn(`voice-call-message: the typed turn was not taken: ${sent.error}`);
    throw new HttpError('vapi_error', 'The voice service did not take the message; try again');
  }
  return checked.text;
}
