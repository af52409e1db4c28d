import type { HealthProblem } from '@hlasovy-asistent/validation';
import type { LiveCheckStatus } from '../_shared/typed-turn-store.ts';

/**
 * What `health` says of the live check against the real accounts (scripts/live-check, run after
 * every deploy and on the CI schedule): its status as recorded (when it last ran and last passed,
 * failures in a row, what failed, the typed-turn channel it decided), null when the database
 * did not answer (named among the problems already), and a warning, never a 503, when it has
 * never run or its last run failed.
 */
export async function liveCheckReport(
  read: () => Promise<LiveCheckStatus>,
): Promise<{ liveCheck: LiveCheckStatus | null; warnings: HealthProblem[] }> {
  let status: LiveCheckStatus;
  try {
    status = await read();
  } catch {
    return { liveCheck: null, warnings: [] };
  }
  if (status.lastRunAt === null) {
    return {
      liveCheck: status,
      warnings: [
        {
          setting: 'live_check',
          problem: 'never_run',
          message:
            'the live check has never run against this project (bash scripts/deploy.sh runs it; pnpm live-check alone)',
        },
      ],
    };
  }
  if (status.lastPassed === false) {
    const what = status.failures.length > 0 ? status.failures.join(', ') : 'see its output';
    return {
      liveCheck: status,
      warnings: [
        {
          setting: 'live_check',
          problem: 'failing',
          message: `the last live check failed (${what}), ${status.consecutiveFailures} run(s) in a row; last passed ${status.lastPassedAt ?? 'never'}`,
        },
      ],
    };
  }
  return { liveCheck: status, warnings: [] };
}
