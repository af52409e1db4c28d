import type { DemoNotification } from '@repo/validation';
import type { Logger } from '../_shared/logger.ts';
import { notifyTeam } from '../_shared/notify.ts';
import type { DemoRequestRepository, OutcomeUpdate } from '../_shared/repository.ts';

export interface NoticeDeps {
  repository: DemoRequestRepository;
  fetch: typeof fetch;
  logger: Logger;
  notifyWebhookUrl: string | undefined;
}

/** What the team webhook receives: a handled request, a failed call, or a budget breach. */
export type TeamNotice =
  | { type: 'demo_request' | 'call_failed'; requestId: string; [field: string]: unknown }
  | { type: 'dial_budget_exceeded'; window: 'hour' | 'day'; limit: number; requestId: string };

/**
 * POSTs one notice to NOTIFY_WEBHOOK_URL; without a webhook the notice goes to the log. Resolves
 * to whether the webhook was reached (null: none configured) and the error text, never throws.
 */
export async function sendNotice(
  deps: NoticeDeps,
  notice: TeamNotice,
): Promise<{ notified: boolean | null; error: string | null }> {
  if (!deps.notifyWebhookUrl) {
    if (notice.type !== 'demo_request') deps.logger.warn('team alert (no webhook)', notice.type);
    return { notified: null, error: null };
  }
  const error = await notifyTeam(deps.fetch, deps.notifyWebhookUrl, notice);
  if (error) deps.logger.warn('team webhook failed', error);
  return { notified: error === null, error };
}

type Outcome = Omit<OutcomeUpdate, 'notified'>;

/**
 * A final outcome: tells the team (the summary of the lead, or the failure alert) and stores it.
 * Storage failures are only logged: the lead itself is already in demo_requests.
 */
export async function finishRequest(
  deps: NoticeDeps,
  request: DemoNotification,
  phone: string,
  outcome: Outcome,
): Promise<void> {
  const { requestId, name, email, industry, callType } = request;
  const type = outcome.status === 'failed' ? 'call_failed' : 'demo_request';
  const notice = { type, requestId, name, email, phone, industry, callType, ...outcome } as const;
  const sent = await sendNotice(deps, notice);
  const error = [outcome.error, sent.error].filter(Boolean).join('; ') || null;
  await deps.repository
    .recordOutcome(requestId, { ...outcome, error, notified: sent.notified })
    .catch((cause: unknown) => {
      deps.logger.error('could not record the outcome', { requestId, cause });
    });
}
