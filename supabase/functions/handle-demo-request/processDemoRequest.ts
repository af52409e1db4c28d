import { type DemoNotification, normalizePhone } from '@repo/validation';
import { type FunctionConfig, missingDiallingSecrets } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { notifyTeam } from '../_shared/notify.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository, OutcomeUpdate } from '../_shared/repository.ts';
import { type SchedulePlan, schedulePlanFor } from '../_shared/schedule.ts';
import { createCallPlacer, type OutboundCallBody } from '../_shared/vapi.ts';
import { duplicateBody } from './responseBody.ts';
import { teamSummary } from './teamSummary.ts';

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

type Outcome = Omit<OutcomeUpdate, 'notified'>;

/** Notifies the team (when configured) and stores the outcome; failures are only recorded/logged. */
async function finish(deps: DemoRequestDeps, request: DemoNotification, outcome: Outcome) {
  let { error } = outcome;
  let notified: boolean | null = null;
  if (deps.config.notifyWebhookUrl) {
    const sent = await notifyTeam(deps, await teamSummary(deps, request, outcome));
    notified = sent.status === 'sent';
    if (sent.status === 'failed') error = error ? `${error}; ${sent.error}` : sent.error;
  }
  await deps.repository
    .recordOutcome(request.requestId, { ...outcome, error, notified })
    .catch((cause: unknown) => {
      deps.logger.error('could not record the outcome', { requestId: request.requestId, cause });
    });
}

function planOf(request: DemoNotification, now: Date): SchedulePlan | undefined {
  if (request.callType !== 'scheduled') return undefined;
  if (!request.scheduledDate || !request.scheduledTime) {
    throw new HttpError('invalid_payload', 'Scheduled calls need scheduledDate and scheduledTime');
  }
  return schedulePlanFor(request.scheduledDate, request.scheduledTime, now);
}

/** Validated request -> slot check -> rate limits -> idempotent claim -> Vapi (or record only). */
export async function processDemoRequest(
  deps: DemoRequestDeps,
  request: DemoNotification,
  clientIp: string,
): Promise<ProcessResult> {
  const { config, repository } = deps;
  const { requestId, callType } = request;
  const phone = normalizePhone(request.phone);
  if (!phone) throw new HttpError('invalid_payload', 'The phone number cannot be normalised');

  const previous = await repository.findOutcome(requestId);
  if (previous) return { status: 200, body: duplicateBody(requestId, previous) };

  const plan = planOf(request, deps.now());
  await enforceRateLimits(repository, [
    { bucket: 'demo_ip', key: clientIp, rule: config.rateLimits.ip, subject: 'address' },
    { bucket: 'demo_phone', key: phone, rule: config.rateLimits.phone, subject: 'phone number' },
  ]);

  const scheduledAt = plan?.earliestAt ?? null;
  const claim = await repository.claim({
    requestId,
    callType,
    scheduledAt,
    scheduledUntil: plan?.latestAt ?? null,
  });
  if (!claim.claimed) return { status: 200, body: duplicateBody(requestId, claim.outcome) };

  const missing = missingDiallingSecrets(config);
  if (missing.length > 0) {
    await finish(deps, request, { status: 'dialling_disabled', vapiCallId: null, error: null });
    const message = `Request recorded; outbound calls are disabled here (missing ${missing.join(', ')})`;
    return {
      status: 202,
      body: { status: 'recorded', dialling: 'disabled', requestId, callType, scheduledAt, message },
    };
  }

  const { assistantId = '', phoneNumberId = '', privateKey = '', baseUrl } = config.vapi;
  const body: OutboundCallBody = {
    assistantId,
    phoneNumberId,
    customer: { number: phone, name: request.name },
    ...(plan ? { schedulePlan: plan } : {}),
  };
  try {
    const call = await createCallPlacer({ privateKey, baseUrl, fetch: deps.fetch }).placeCall(body);
    const status = plan ? 'call_scheduled' : 'call_placed';
    await finish(deps, request, { status, vapiCallId: call.id, error: null });
    return {
      status: 200,
      body: {
        status: plan ? 'scheduled' : 'calling',
        requestId,
        callType,
        callId: call.id,
        ...(plan ?? {}),
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Vapi request failed';
    await finish(deps, request, { status: 'failed', vapiCallId: null, error: message });
    throw error;
  }
}
