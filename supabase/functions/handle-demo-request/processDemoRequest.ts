import type {
  DemoBooking,
  DemoNotification,
  DemoRequestAnswer,
} from '@hlasovy-asistent/validation';
import type { BookingStore } from '../_shared/booking-store.ts';
import { enforceBotCheck, enforceSingleUseToken } from '../_shared/bot-check.ts';
import { networkPrefixesOf } from '../_shared/client-ip.ts';
import { enforceDialPolicy } from '../_shared/dial-policy.ts';
import { type FunctionConfig, missingDiallingSecrets } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import type { DemoRequestRepository, RecordedOutcome } from '../_shared/repository.ts';
import { type SchedulePlan, schedulePlanFor } from '../_shared/schedule.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import { createCallPlacer } from '../_shared/vapi.ts';
import { deferOverSpend } from './deferOverSpend.ts';
import { callDayOf, enforceRequestLimits, firstBreach, takeDialBudget } from './limits.ts';
import { placeDemoCall } from './placeDemoCall.ts';
import { duplicateBody } from './responseBody.ts';
import { requireConsent, requireStoredLead } from './storedLead.ts';
import { finishRequest, sendNotice } from './teamNotice.ts';
import { checkVoiceBooking, holdVoiceSlot } from './voiceBooking.ts';

export interface DemoRequestDeps {
  config: FunctionConfig;
  repository: DemoRequestRepository;
  /** Used for Vapi, Turnstile and the notify webhook. */
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
  /** Keeps background retries alive after the answer (EdgeRuntime.waitUntil in production). */
  waitUntil: (task: Promise<unknown>) => void;
  /** Backoff waits (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** VAPI_MAX_SPEND_PER_DAY over the recorded costs; absent = no money cap. */
  spendCap?: SpendCap;
  /** Slots offered in voice calls and their bookings (a request with `slotId` needs it). */
  bookings?: BookingStore;
  /** VOICE_BROWSER_CREATED_CALLS=true (see VoiceBookingDeps). */
  browserCreatedCalls?: boolean;
}

/** The HTTP status and the answer the site reads with `demoRequestAnswerSchema`. */
export interface ProcessResult {
  status: number;
  body: DemoRequestAnswer;
}

/** Who is asking: the address (Turnstile's remoteip) and its rate-limit key (IPv6: the /64). */
export interface Client {
  ip: string;
  key: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An earlier claim that is final or in flight: answered as a duplicate, never dialled again. */
const isSettled = (outcome: RecordedOutcome | null): outcome is RecordedOutcome =>
  outcome !== null && outcome.status !== 'failed';

function planOf(request: DemoNotification, config: FunctionConfig, now: Date) {
  if (request.callType !== 'scheduled') return undefined;
  if (!request.scheduledDate || !request.scheduledTime) {
    throw new HttpError('invalid_payload', 'Scheduled calls need scheduledDate and scheduledTime');
  }
  return schedulePlanFor(
    request.scheduledDate,
    request.scheduledTime,
    now,
    config.dialling.scheduleMaxDays,
  );
}

/**
 * Validated request -> dialling policy -> stored lead with its consent, given where the request
 * says (the form's tab, or the booking card for an offered slot) -> repeat? -> bot checks (the
 * form token used once, by this request id) -> slot (a booking: under an id the caller's
 * network holds, offered in that conversation and still free) -> rate limits -> claim (a voice booking: its place under the capacity) -> budget
 * (per hour; per slot and per day of the call) -> Vapi (or: record only / deferred).
 */
export async function processDemoRequest(
  deps: DemoRequestDeps,
  request: DemoNotification,
  booking: DemoBooking | null,
  client: Client,
): Promise<ProcessResult> {
  const { config, repository, logger } = deps;
  const { requestId, callType } = request;
  const now = deps.now();
  const phone = enforceDialPolicy(request.phone, config.dialling.allowedCountryCodes);
  await requireStoredLead(repository, request);
  const consent = await requireConsent(repository, request);

  const previous = await repository.findOutcome(requestId);
  if (isSettled(previous)) return { status: 200, body: duplicateBody(requestId, previous) };

  await enforceBotCheck(request, config.botCheck, { ...deps, now, clientIp: client.ip });
  await enforceSingleUseToken(request, config.botCheck, repository, logger);
  const plan: SchedulePlan | undefined = planOf(request, config, now);
  await checkVoiceBooking(deps, booking, now, { network: client.key, consent });
  await enforceRequestLimits(config, repository, {
    clientKey: client.key,
    clientNet48: networkPrefixesOf(client.ip)?.net48 ?? null,
    phone,
    callDay: callDayOf(request.scheduledDate, now),
    retryOfFailed: previous !== null,
  });

  const scheduledAt = plan?.earliestAt ?? null;
  const claim = await repository.claim({
    requestId,
    callType,
    scheduledAt,
    scheduledUntil: plan?.latestAt ?? null,
  });
  if (!claim.claimed) return { status: 200, body: duplicateBody(requestId, claim.outcome) };
  if (booking) await holdVoiceSlot(deps, requestId, booking, now);

  const missing = missingDiallingSecrets(config);
  if (missing.length > 0) {
    logger.warn('outbound calls disabled; missing', missing.join(', '));
    await finishRequest(deps, request, {
      status: 'dialling_disabled',
      vapiCallId: null,
      error: null,
    });
    const message = 'Request recorded; outbound calls are not enabled on this server';
    return {
      status: 202,
      body: { status: 'recorded', dialling: 'off', requestId, callType, scheduledAt, message },
    };
  }

  const overSpend = await deferOverSpend(deps.spendCap, repository, {
    requestId,
    callType,
    scheduledAt,
  });
  if (overSpend) return overSpend;
  const callDay = callDayOf(request.scheduledDate, now);
  const spent = await takeDialBudget(config, repository, requestId, callDay, booking !== null);
  if (spent) {
    await repository.recordOutcome(requestId, {
      status: 'deferred',
      vapiCallId: null,
      error: `dial budget per ${spent} spent`,
      notified: null,
    });
    if (await firstBreach(repository, spent)) {
      const { perHour, perDay, perSlot } = config.dialling.budget;
      const limit = spent === 'hour' ? perHour : spent === 'slot' ? perSlot : perDay;
      await sendNotice(deps, { type: 'dial_budget_exceeded', window: spent, limit, requestId });
    }
    const message = 'Request recorded; the team will call back';
    return { status: 202, body: { status: 'deferred', requestId, callType, scheduledAt, message } };
  }

  const { privateKey = '', baseUrl } = config.vapi;
  const placer = createCallPlacer({
    privateKey,
    baseUrl,
    fetch: deps.fetch,
    timeoutMs: config.dialling.attemptTimeoutMs,
    retryDelayMs: config.dialling.retryDelayMs,
    sleep: deps.sleep ?? sleep,
  });
  const placement = await placeDemoCall(
    { ...deps, placer, sleep: deps.sleep ?? sleep },
    request,
    phone,
    plan,
  );
  if (placement.state === 'retrying') {
    const message = 'The call could not be placed yet; it is being retried';
    return { status: 202, body: { status: 'retrying', requestId, callType, scheduledAt, message } };
  }
  if (placement.state === 'failed') {
    throw new HttpError(
      'vapi_error',
      'The call could not be placed; the request is kept and the team has been told',
    );
  }
  return {
    status: 200,
    body: {
      status: plan ? 'scheduled' : 'calling',
      requestId,
      callType,
      callId: placement.callId,
      ...(plan ?? {}),
    },
  };
}
