import type { DemoNotification } from '@hlasovy-asistent/validation';
import { withAlertText } from '../_shared/alert-text.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import type { Logger } from '../_shared/logger.ts';
import { notifyTeam } from '../_shared/notify.ts';
import type { DemoRequestRepository, OutcomeUpdate } from '../_shared/repository.ts';
import { teamSummary } from './teamSummary.ts';

export interface NoticeDeps {
  config: Pick<FunctionConfig, 'notifyWebhookUrl' | 'notifyWebhookSecret'>;
  repository: DemoRequestRepository;
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
}

/** What the team webhook receives: a handled request, a failed call, or a budget breach. */
export type TeamNotice =
  | { type: 'demo_request' | 'call_failed'; requestId: string; [field: string]: unknown }
  | {
      type: 'dial_budget_exceeded';
      window: 'hour' | 'day' | 'slot';
      limit: number;
      requestId: string;
    };

/**
 * POSTs one notice to NOTIFY_WEBHOOK_URL (signed, https only: `_shared/notify.ts`); without a
 * webhook an alert goes to the log. Resolves to whether the webhook was reached (null: none
 * configured) and the error text, never throws.
 */
export async function sendNotice(
  deps: NoticeDeps,
  notice: TeamNotice,
): Promise<{ notified: boolean | null; error: string | null }> {
  const sent = await notifyTeam(deps, withAlertText(notice));
  if (sent.status === 'not_configured') {
    if (notice.type !== 'demo_request') deps.logger.warn('team alert (no webhook)', notice.type);
    return { notified: null, error: null };
  }
  if (sent.status === 'failed') deps.logger.warn('team webhook failed', sent.error);
  return sent.status === 'sent'
    ? { notified: true, error: null }
    : { notified: false, error: sent.error };
}

type Outcome = Omit<OutcomeUpdate, 'notified'>;

/**
 * A final outcome: tells the team (the lead with its stored consent, or the failure alert) and
 * stores it. Storage failures are only logged: the lead itself is already in demo_requests.
 */
export async function finishRequest(
  deps: NoticeDeps,
  request: DemoNotification,
  outcome: Outcome,
): Promise<void> {
  const type = outcome.status === 'failed' ? 'call_failed' : 'demo_request';
  // the lead itself only with the lead notice; an alert names the lead by its id
  const sent =
    deps.config.notifyWebhookUrl && type === 'demo_request'
      ? await sendNotice(deps, { type, ...(await teamSummary(deps, request, outcome)) })
      : await sendNotice(deps, {
          type,
          requestId: request.requestId,
          callType: request.callType,
          status: outcome.status,
        });
  const error = [outcome.error, sent.error].filter(Boolean).join('; ') || null;
  await deps.repository
    .recordOutcome(request.requestId, { ...outcome, error, notified: sent.notified })
    .catch((cause: unknown) => {
      deps.logger.error('could not record the outcome', { requestId: request.requestId, cause });
    });
}
