// Watching the live check: on the CI schedule, a run that makes it two failures in a row alerts
// the team through the existing webhook (NOTIFY_WEBHOOK_URL, signed with NOTIFY_WEBHOOK_SECRET,
// the functions' own notifyTeam and alert text), once per run of failures: the third and later
// failures stay in `health` and the CI log. Names of failed parts only, never a value.
import { withAlertText } from '../../supabase/functions/_shared/alert-text.ts';
import { type NotifyResult, notifyTeam } from '../../supabase/functions/_shared/notify.ts';

/** Failures in a row that alert. */
const ALERT_AFTER_FAILURES = 2;

export interface LiveCheckNotice {
  type: 'live_check_failed';
  failures: string[];
  inARow: number;
  lastPassedAt: string | null;
}

export interface AlertDeps {
  notifyWebhookUrl: string | undefined;
  notifyWebhookSecret: string | undefined;
  fetch: typeof fetch;
  now: () => Date;
}

/** The alert, when this run made it exactly ALERT_AFTER_FAILURES in a row; else nothing sent. */
export async function alertOnRepeatedFailure(
  deps: AlertDeps,
  notice: Omit<LiveCheckNotice, 'type'>,
): Promise<NotifyResult | null> {
  if (notice.inARow !== ALERT_AFTER_FAILURES) return null;
  const payload = withAlertText<LiveCheckNotice>({ type: 'live_check_failed', ...notice });
  return notifyTeam(
    {
      config: {
        notifyWebhookUrl: deps.notifyWebhookUrl,
        notifyWebhookSecret: deps.notifyWebhookSecret,
      },
      fetch: deps.fetch,
      now: deps.now,
    },
    payload,
  );
}
