import { type DemoNotification, normalizePhone } from '@repo/validation';
import { type FunctionConfig, missingDiallingSecrets } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { notifyTeam } from '../_shared/notify.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository, RecordedOutcome } from '../_shared/repository.ts';
import { type SchedulePlan, schedulePlanFor } from '../_shared/schedule.ts';
import { createCallPlacer, type OutboundCallBody } from '../_shared/vapi.ts';

export interface DemoRequestDeps {
  config: FunctionConfig;
  repository: DemoRequestRepository;
  /** Used for Vapi and the notify webhook. */
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
}

export interface ProcessResult {
  status: number;
  body: Record<string, unknown>;
}

function outcomeBody(requestId: string, outcome: RecordedOutcome): Record<string, unknown> {
  return {
    status: outcome.status,
    requestId,
    callType: outcome.callType,
    scheduledAt: outcome.scheduledAt,
    callId: outcome.vapiCallId,
    ...(outcome.error ? { error: outcome.error } : {}),
  };
}

async function record(deps: DemoRequestDeps, requestId: string, outcome: RecordedOutcome) {
  if (deps.config.notifyWebhookUrl) {
    const payload = { requestId, ...outcome };
    outcome.notifyError = await notifyTeam(deps.fetch, deps.config.notifyWebhookUrl, payload);
  }
  await deps.repository.recordOutcome(requestId, outcome).catch((error: unknown) => {
    deps.logger.error('could not record the outcome', { requestId, error });
  });
}

/** Validated request -> rate limit -> idempotent claim -> Vapi call (or recorded only) -> outcome. */
export async function processDemoRequest(
  deps: DemoRequestDeps,
  request: DemoNotification,
  clientIp: string,
): Promise<ProcessResult> {
  const { config, repository } = deps;
  const { requestId } = request;
  const phone = normalizePhone(request.phone);
  if (!phone) throw new HttpError('invalid_payload', 'The phone number cannot be normalised');

  const previous = await repository.findOutcome(requestId);
  if (previous)
    return { status: 200, body: { ...outcomeBody(requestId, previous), duplicate: true } };

  let plan: SchedulePlan | undefined;
  if (request.callType === 'scheduled') {
    if (!request.scheduledDate || !request.scheduledTime) {
      throw new HttpError(
        'invalid_payload',
        'Scheduled calls need scheduledDate and scheduledTime',
      );
    }
    plan = schedulePlanFor(request.scheduledDate, request.scheduledTime, deps.now());
  }

  await enforceRateLimits(repository, [
    { key: `ip:${clientIp}`, rule: config.rateLimits.ip, subject: 'address' },
    { key: `phone:${phone}`, rule: config.rateLimits.phone, subject: 'phone number' },
  ]);

  const scheduledAt = plan?.earliestAt ?? null;
  const claim = await repository.claim({
    requestId,
    name: request.name,
    email: request.email,
    phone,
    industry: request.industry,
    callType: request.callType,
    scheduledAt,
    clientIp,
  });
  if (!claim.claimed) {
    return { status: 200, body: { ...outcomeBody(requestId, claim.outcome), duplicate: true } };
  }

  const base = { callType: request.callType, scheduledAt, vapiCallId: null, error: null };
  const missing = missingDiallingSecrets(config);
  if (missing.length > 0) {
    await record(deps, requestId, { ...base, status: 'recorded' });
    return {
      status: 202,
      body: {
        status: 'recorded',
        dialling: 'disabled',
        requestId,
        callType: request.callType,
        scheduledAt,
        message: `Request recorded; outbound calls are disabled here (missing ${missing.join(', ')})`,
      },
    };
  }

  const { assistantId = '', phoneNumberId = '', privateKey = '', baseUrl } = config.vapi;
  const body: OutboundCallBody = {
    assistantId,
    phoneNumberId,
    customer: { number: phone, name: request.name },
    ...(plan ? { schedulePlan: plan } : {}),
  };
  const placer = createCallPlacer({ privateKey, baseUrl, fetch: deps.fetch });
  try {
    const call = await placer.placeCall(body);
    const status = plan ? 'scheduled' : 'calling';
    await record(deps, requestId, { ...base, status, vapiCallId: call.id });
    return {
      status: 200,
      body: { status, requestId, callType: request.callType, callId: call.id, ...(plan ?? {}) },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Vapi request failed';
    await record(deps, requestId, { ...base, status: 'failed', error: message });
    throw error;
  }
}
