// The gate in front of what a visitor starts from the page and the business pays Vapi for (a
// voice call, a chat turn): the same checks in the same order, so the two cannot drift apart.
import { type ClientLimits, type ClientNetworks, clientLimitChecks } from './client-limits.ts';
import { enforceVoiceToken, type VoiceTokenGate } from './enforce-voice-token.ts';
import type { FunctionConfig } from './env.ts';
import { enforceRateLimits, VOICE_RETRY_AFTER_SECONDS } from './rate-limit.ts';
import { requireVapiSecrets, type VapiSecrets } from './require-vapi-secrets.ts';
import { refuseOverSpend, type SpendCap } from './spend-cap.ts';

export interface PaidStartDeps extends VoiceTokenGate {
  config: FunctionConfig;
  /** VAPI_MAX_SPEND_PER_DAY over the recorded costs; absent = no money cap. */
  spendCap?: SpendCap;
}

export interface PaidStart {
  /** The function, as its log names it when a secret is missing (`voice-call`, `chat`). */
  name: string;
  /** The 500 config_missing message when a secret is missing. */
  unavailable: string;
  /** Whose rate-limit buckets count the start (`voice_addr_minute`, `chat_addr_minute`, ...). */
  kind: 'voice' | 'chat';
  /** The bot check's token, when one is due (a chat's later turns have none to check). */
  token?: { value: unknown; maxAgeSeconds: number };
  limits: ClientLimits;
  /** Retry-After of a refusal by a rate limit (see enforceRateLimits). */
  retryAfterSeconds: number | 'window';
}

/**
 * Configuration (500 config_missing) -> the bot check, when due (403 verification_failed) -> a
 * first look at the day's spend cap (429) -> the limits per address and per network (minute,
 * hour), per IPv6 /56 and /48 (hour) (429). Returns the Vapi secrets the start goes on with.
 */
export async function passPaidStartGate(
  deps: PaidStartDeps,
  caller: ClientNetworks,
  start: PaidStart,
): Promise<VapiSecrets> {
  const secrets = requireVapiSecrets(deps.config, deps.logger, start.name, start.unavailable);
  if (start.token) {
    const { value, maxAgeSeconds } = start.token;
    await enforceVoiceToken(deps, value, secrets.secret, caller.network, maxAgeSeconds);
  }
  await refuseOverSpend(deps.spendCap, VOICE_RETRY_AFTER_SECONDS);
  await enforceRateLimits(
    deps.repository,
    clientLimitChecks(start.kind, caller, start.limits),
    start.retryAfterSeconds,
  );
  return secrets;
}
