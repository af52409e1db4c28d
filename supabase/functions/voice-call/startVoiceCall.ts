import type { VoiceTransportName } from '@hlasovy-asistent/validation';
import { type NetworkPrefixes, networkPrefixesOf, rateLimitKeyOf } from '../_shared/client-ip.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository, VoiceCallPlaces } from '../_shared/repository.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import { type BrowserCallSession, createBrowserCall } from '../_shared/vapi-browser-call.ts';
import type { VoiceConfig } from '../_shared/voice-config.ts';
import { checkVoiceToken } from '../_shared/voice-token.ts';
import { refuseOverSpend } from './refuseOverSpend.ts';

export interface VoiceCallDeps {
  config: FunctionConfig;
  voice: VoiceConfig;
  repository: Pick<DemoRequestRepository, 'hitRateLimit'> & VoiceCallPlaces;
  /** Used for Vapi. */
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
  /** VAPI_MAX_SPEND_PER_DAY over the recorded costs; absent = no money cap. */
  spendCap?: SpendCap;
}

/** Who is calling: the exact address, its network (IPv4 as is, IPv6 /64), its IPv6 /56 and /48. */
export interface VoiceCaller {
  address: string;
  network: string;
  /** Null for IPv4 (its network is the address). */
  prefixes: NetworkPrefixes | null;
}

/** The caller of `address` (what every per-client limit of a voice call counts). */
export function voiceCallerOf(address: string): VoiceCaller {
  return { address, network: rateLimitKeyOf(address), prefixes: networkPrefixesOf(address) };
}

export interface VoiceCallRequest {
  token: unknown;
  transport: VoiceTransportName;
}

/** Retry-After of every voice-call 429, whichever limit refused. */
export const VOICE_RETRY_AFTER_SECONDS = 600;
/** A place under the concurrency cap is held this much longer than the call may last. */
const HOLD_MARGIN_SECONDS = 30;

function requireConfig(deps: VoiceCallDeps): {
  privateKey: string;
  assistantId: string;
  secret: string;
} {
  const { privateKey, assistantId } = deps.config.vapi;
  const secret = deps.config.botCheck.formTokenSecret;
  if (!privateKey || !assistantId || !secret) {
    // The names of missing secrets go to the log, never to the visitor.
    const missing = [
      !privateKey && 'VAPI_PRIVATE_KEY',
      !assistantId && 'VAPI_ASSISTANT_ID',
      !secret && 'FORM_TOKEN_SECRET',
    ];
    deps.logger.error(
      `voice-call is not configured: ${missing.filter(Boolean).join(', ')} missing`,
    );
    throw new HttpError('config_missing', 'Voice calls are not available on this server');
  }
  return { privateKey, assistantId, secret };
}

/** The token fetched from voice-call-token by this network, fresh, and used once. */
async function enforceVoiceToken(
  deps: VoiceCallDeps,
  token: unknown,
  secret: string,
  caller: VoiceCaller,
): Promise<void> {
  const maxAge = deps.voice.tokenMaxAgeSeconds;
  const check = await checkVoiceToken(token, secret, deps.now().getTime(), caller.network, maxAge);
  const fresh =
    'nonce' in check &&
    (await deps.repository.hitRateLimit('voice_token', check.nonce, 1, maxAge)).allowed;
  if (fresh) return;
  deps.logger.warn('voice bot check failed', 'refusal' in check ? check.refusal : 'token replayed');
  throw new HttpError(
    'verification_failed',
    'The call could not be verified. Reload the page and try again.',
  );
}

/**
 * Configuration -> bot check (single-use token bound to the caller's network) -> the day's
 * spend cap -> limits per
 * address and per network (minute, hour), per IPv6 /56 and /48 (hour) -> a place under the
 * concurrency cap (overall, per network, per IPv6 /56 and /48) -> the site's hourly cap -> the call, created with the private key and the server's
 * caps. A refusal after the place was taken frees it.
 */
export async function startVoiceCall(
  deps: VoiceCallDeps,
  caller: VoiceCaller,
  request: VoiceCallRequest,
): Promise<BrowserCallSession> {
  const { privateKey, assistantId, secret } = requireConfig(deps);
  await enforceVoiceToken(deps, request.token, secret, caller);
  await refuseOverSpend(deps.spendCap, VOICE_RETRY_AFTER_SECONDS);
  const limits = deps.voice.rateLimits;
  await enforceRateLimits(
    deps.repository,
    [
      { bucket: 'voice_addr_minute', key: caller.address, rule: limits.addressMinute },
      { bucket: 'voice_addr_hour', key: caller.address, rule: limits.addressHour },
      { bucket: 'voice_net_minute', key: caller.network, rule: limits.networkMinute },
      { bucket: 'voice_net_hour', key: caller.network, rule: limits.networkHour },
      ...(caller.prefixes
        ? [
            { bucket: 'voice_net56_hour', key: caller.prefixes.net56, rule: limits.net56Hour },
            { bucket: 'voice_net48_hour', key: caller.prefixes.net48, rule: limits.net48Hour },
          ]
        : []),
    ],
    VOICE_RETRY_AFTER_SECONDS,
  );
  const { maxDurationSeconds, silenceTimeoutSeconds, maxConcurrent } = deps.voice;
  const place = await deps.repository.reserveVoiceCall(
    maxConcurrent,
    maxDurationSeconds + HOLD_MARGIN_SECONDS,
    caller.network,
    deps.voice.maxConcurrentPerNetwork,
    caller.prefixes
      ? [
          { key: caller.prefixes.net56, max: deps.voice.maxConcurrentPerNet56 },
          { key: caller.prefixes.net48, max: deps.voice.maxConcurrentPerNet48 },
        ]
      : [],
  );
  if (!place) {
    deps.logger.warn('voice-call: every place (or every place of this network or prefix) is held');
    throw new HttpError('voice_busy', 'All voice lines are busy right now', {
      headers: { 'Retry-After': '60' },
    });
  }
  try {
    // The site's hourly cap counts created calls only: a refusal for a busy line uses none of it.
    await enforceRateLimits(
      deps.repository,
      [{ bucket: 'voice_global_hour', key: 'all', rule: limits.globalHour }],
      VOICE_RETRY_AFTER_SECONDS,
    );
    const { baseUrl } = deps.config.vapi;
    const session = await createBrowserCall(
      { privateKey, baseUrl, fetch: deps.fetch, logger: deps.logger },
      request.transport,
      assistantId,
      { maxDurationSeconds, silenceTimeoutSeconds },
    );
    await deps.repository.attachVoiceCall(place, session.callId);
    return session;
  } catch (error) {
    await deps.repository.releaseVoiceCall(place).catch((cause: unknown) => {
      deps.logger.warn('voice-call: could not free a concurrency place', cause);
    });
    throw error;
  }
}
