import type { DemoNotification } from '@hlasovy-asistent/validation';
import type { FunctionConfig } from '../_shared/env.ts';
import type { Logger } from '../_shared/logger.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import type { SchedulePlan } from '../_shared/schedule.ts';
import { type CallPlacer, type OutboundCallBody, vapiCustomerName } from '../_shared/vapi.ts';
import { finishRequest, type NoticeDeps } from './teamNotice.ts';

export interface PlacementDeps extends NoticeDeps {
  config: FunctionConfig;
  repository: DemoRequestRepository;
  placer: CallPlacer;
  logger: Logger;
  /** Keeps a task running after the answer (EdgeRuntime.waitUntil). */
  waitUntil: (task: Promise<unknown>) => void;
  sleep: (ms: number) => Promise<void>;
}

export type Placement =
  | { state: 'placed'; callId: string }
  | { state: 'retrying' }
  | { state: 'failed' };

/**
 * POST /call for a claimed request: the first attempt while the caller waits; when it fails
 * retryably, the remaining VAPI_MAX_ATTEMPTS - 1 in the background (outcome `retrying` until
 * then). A call that still fails is recorded `failed` and the team alerted once; the request id
 * may then be claimed again, it is never stuck as a duplicate.
 */
export async function placeDemoCall(
  deps: PlacementDeps,
  request: DemoNotification,
  phone: string,
  plan: SchedulePlan | undefined,
): Promise<Placement> {
  const { assistantId = '', phoneNumberId = '' } = deps.config.vapi;
  const { maxAttempts, retryDelayMs } = deps.config.dialling;
  const body: OutboundCallBody = {
    assistantId,
    phoneNumberId,
    customer: { number: phone, name: vapiCustomerName(request.name) },
    ...(plan ? { schedulePlan: plan } : {}),
  };
  const placedStatus = plan ? 'call_scheduled' : 'call_placed';
  const first = await deps.placer.placeCall(body, 1);
  if (first.ok) {
    await finishRequest(deps, request, {
      status: placedStatus,
      vapiCallId: first.id,
      error: null,
      attempts: 1,
    });
    return { state: 'placed', callId: first.id };
  }
  deps.logger.warn('POST /call failed', first.reason);
  if (!first.retryable || maxAttempts <= 1) {
    await finishRequest(deps, request, {
      status: 'failed',
      vapiCallId: null,
      error: first.reason,
      attempts: 1,
    });
    return { state: 'failed' };
  }
  await deps.repository.recordOutcome(request.requestId, {
    status: 'retrying',
    vapiCallId: null,
    error: first.reason,
    notified: null,
    attempts: 1,
  });
  const retries = (async () => {
    await deps.sleep(retryDelayMs);
    const rest = await deps.placer.placeCall(body, maxAttempts - 1);
    const attempts = 1 + rest.attempts;
    await finishRequest(
      deps,
      request,
      rest.ok
        ? { status: placedStatus, vapiCallId: rest.id, error: null, attempts }
        : { status: 'failed', vapiCallId: null, error: rest.reason, attempts },
    );
  })().catch((cause: unknown) => {
    deps.logger.error('background retry crashed', { requestId: request.requestId, cause });
  });
  deps.waitUntil(retries);
  return { state: 'retrying' };
}
