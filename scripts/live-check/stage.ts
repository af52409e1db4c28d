// The live check as a step: run it, print what it found (one line each; failures named by part),
// record the result in the project's database, and on the CI schedule alert the team when it
// made two failures in a row. Used by scripts/deploy.ts after publishing (and in its dry run,
// against the local stand-ins) and by `pnpm live-check` (scripts/live-check.ts).
import { type AlertDeps, alertOnRepeatedFailure } from './alert.ts';
import {
  type LiveCheckSource,
  lastPassedAt,
  offerRecorded,
  recordLiveCheck,
  type WriteQuery,
} from './record.ts';
import {
  type LiveCheckPorts,
  type LiveCheckResult,
  type LiveCheckTarget,
  runLiveCheck,
} from './runLiveCheck.ts';

export interface LiveCheckStageOptions {
  target: LiveCheckTarget;
  ports: LiveCheckPorts;
  /** The project's database (write access): the result is recorded there. */
  query: WriteQuery;
  source: LiveCheckSource;
  say: (line: string) => void;
  /** The team webhook: a second failure in a row alerts (the CI schedule). */
  alert?: AlertDeps;
}

export interface LiveCheckOutcome extends LiveCheckResult {
  /** Failures in a row, this run included (0 when it passed); null when it was not recorded. */
  inARow: number | null;
}

/** The one line that names what failed (for the deploy's refusal and the CI log). */
export function failedParts(result: LiveCheckResult): string {
  return [...new Set(result.failures.map((f) => f.part))].join(', ');
}

export async function liveCheckStage(options: LiveCheckStageOptions): Promise<LiveCheckOutcome> {
  const { say } = options;
  const result = await runLiveCheck(options.target, {
    // the written offer's record is read from the same database the result goes to
    offerRecorded: (chatId, slotId) =>
      offerRecorded(options.query, chatId, slotId).catch(() => null),
    ...options.ports,
  });
  for (const line of result.findings) say(`    ${line}`);
  for (const failure of result.failures) say(`    FAILED ${failure.part}: ${failure.message}`);
  let inARow: number | null = null;
  try {
    inARow = await recordLiveCheck(options.query, options.source, result);
    say(
      `    recorded (${options.source}): ${result.passed ? 'passed' : `failed, ${inARow} run(s) in a row`}` +
        (result.typedTurns ? `; typed turns: ${result.typedTurns}` : ''),
    );
  } catch (error) {
    say(`    NOT recorded in the database: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!result.passed && options.alert && inARow !== null) {
    const sent = await alertOnRepeatedFailure(options.alert, {
      failures: [...new Set(result.failures.map((f) => f.part))],
      inARow,
      lastPassedAt: await lastPassedAt(options.query).catch(() => null),
    });
    if (sent) {
      say(
        sent.status === 'sent'
          ? `    alert sent to the team webhook (${inARow} failures in a row)`
          : `    ALERT NOT SENT (${inARow} failures in a row): ${sent.status === 'failed' ? sent.error : 'NOTIFY_WEBHOOK_URL is not set'}`,
      );
    }
  }
  say(`    live check: ${result.passed ? 'PASSED' : `FAILED (${failedParts(result)})`}`);
  return { ...result, inARow };
}
