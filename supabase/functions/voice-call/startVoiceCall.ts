import type {
  ParsedRequest,
  VoiceTransportName,
  voiceCallContract,
} from '@hlasovy-asistent/validation';
import type { ClientNetworks } from '../_shared/client-limits.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { passPaidStartGate } from '../_shared/paid-start-gate.ts';
import {
  enforceRateLimits,
  rateLimited,
  VOICE_RETRY_AFTER_SECONDS,
} from '../_shared/rate-limit.ts';
import type { DemoRequestRepository, VoiceCallPlaces } from '../_shared/repository.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import type { TypedTurnStore } from '../_shared/typed-turn-store.ts';
import { type BrowserCallSession, createBrowserCall } from '../_shared/vapi-browser-call.ts';
import type { VoiceCallSettings } from '../_shared/voice-call-settings.ts';
import { withTypedTurns } from './typedTurns.ts';

export interface VoiceCallDeps {
  config: FunctionConfig;
  voice: VoiceCallSettings;
  repository: Pick<DemoRequestRepository, 'hitRateLimit'> & VoiceCallPlaces;
  /** Used for Vapi. */
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
  /** VAPI_MAX_SPEND_PER_DAY over the recorded costs; absent = no money cap. */
  spendCap?: SpendCap;
  /**
   * The live check's decided typed-turn channel and the calls' control URLs (WebSocket calls);
   * absent = the answer names no channel (typed turns go on the socket).
   */
  typedTurns?: TypedTurnStore;
}

/** The request as the contract read it, its transport decided (the site's or the server's). */
export type VoiceCallRequest = ParsedRequest<typeof voiceCallContract> & {
  transport: VoiceTransportName;
};

/** A place under the concurrency cap is held this much longer than the call may last. */
const HOLD_MARGIN_SECONDS = 30;
/**
 * Vapi's own end of a silent call comes this long after VOICE_SILENCE_TIMEOUT_SECONDS, when the
 * assistant's hook (assistant/src/buildAssistant.ts) has said goodbye and ended it: a backstop
 * that never cuts the goodbye short.
 */
const SILENCE_BACKSTOP_SECONDS = 10;

/**
 * Configuration -> bot check (single-use token bound to the caller's network) -> a first look
 * at the day's spend cap -> limits per address and per network (minute, hour), per IPv6 /56
 * and /48 (hour) -> a place under the concurrency cap (overall, per network, per IPv6 /56 and
 * /48), taken in the same serialised step that checks the day's budgets again (the place counts
 * in the spend from then on) -> the site's hourly cap -> the call, created with the private key
 * and the server's caps. A refusal after the place was taken frees it.
 */
export async function startVoiceCall(
  deps: VoiceCallDeps,
  caller: ClientNetworks,
  request: VoiceCallRequest,
): Promise<BrowserCallSession> {
  const { privateKey, assistantId } = await passPaidStartGate(deps, caller, {
    name: 'voice-call',
    unavailable: 'Voice calls are not available on this server',
    kind: 'voice',
    token: { value: request.token, maxAgeSeconds: deps.voice.tokenMaxAgeSeconds },
    limits: deps.voice.rateLimits,
    retryAfterSeconds: VOICE_RETRY_AFTER_SECONDS,
  });
  const { maxDurationSeconds, silenceTimeoutSeconds, maxConcurrent } = deps.voice;
  const taken = await deps.repository.reserveVoiceCall(
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
    deps.spendCap?.voiceBudgets() ?? null,
  );
  if (taken.status === 'spend_cap') {
    // the first look above passed, a call or a chat turn took the rest of the budget meanwhile
    await deps.spendCap?.refused(taken);
    throw rateLimited(VOICE_RETRY_AFTER_SECONDS);
  }
  if (taken.status === 'busy') {
    deps.logger.warn('voice-call: every place (or every place of this network or prefix) is held');
    throw new HttpError('voice_busy', 'All voice lines are busy right now', {
      headers: { 'Retry-After': '60' },
    });
  }
  const { place } = taken;
  try {
    // The site's hourly cap counts created calls only: a refusal for a busy line uses none of it.
    await enforceRateLimits(
      deps.repository,
      [{ bucket: 'voice_global_hour', key: 'all', rule: deps.voice.rateLimits.globalHour }],
      VOICE_RETRY_AFTER_SECONDS,
    );
    const { baseUrl } = deps.config.vapi;
    const created = await createBrowserCall(
      { privateKey, baseUrl, fetch: deps.fetch, logger: deps.logger },
      request.transport,
      assistantId,
      {
        maxDurationSeconds,
        silenceTimeoutSeconds: silenceTimeoutSeconds + SILENCE_BACKSTOP_SECONDS,
      },
    );
    await deps.repository.attachVoiceCall(place, created.session.callId);
    return request.transport === 'websocket'
      ? await withTypedTurns(deps, created)
      : created.session;
  } catch (error) {
    await deps.repository.releaseVoiceCall(place).catch((cause: unknown) => {
      deps.logger.warn('voice-call: could not free a concurrency place', cause);
    });
    throw error;
  }
}
