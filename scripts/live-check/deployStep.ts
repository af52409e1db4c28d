// The live check as the deploy's last step (scripts/deploy.ts): after publishing, against the
// real accounts (or the dry run's stand-ins); its findings printed and its result recorded; a
// failure leaves the deploy NOT done, naming what failed. Only `--skip-live-check` skips it, and
// every such run says so at its start and at its end.
import { type DeployEnv, DeployError } from '../deploy/deployEnv.ts';
import { query, type Say, type Target } from '../deploy/stages.ts';
import { vapiCostPorts } from './costs.ts';
import { defaultPorts, type LiveCheckTarget } from './runLiveCheck.ts';
import { slovakSentence } from './speech.ts';
import { failedParts, type LiveCheckStageOptions, liveCheckStage } from './stage.ts';

/** Where the check goes once the deploy is done, and what to stop after it. */
export type LiveCheckSetup = (
  env: DeployEnv,
) => Promise<{ target: LiveCheckTarget; close(): Promise<void> }>;

/** The line a run with `--skip-live-check` prints at its start and, repeated, at its end. */
export const LIVE_CHECK_SKIPPED =
  'live check SKIPPED (--skip-live-check): nothing checks this deploy against the real accounts; run `pnpm live-check` before you rely on it';

/** The deploy's last line. */
export function finishedLine(dryRun: boolean, skipped: boolean): string {
  const done = dryRun
    ? 'dry run finished: every step ran against the local stand-ins'
    : 'deploy finished: published';
  return skipped ? `${done}, ${LIVE_CHECK_SKIPPED}` : `${done}, and the live check passed`;
}

export async function liveCheckStep(
  target: Target,
  env: DeployEnv,
  setup: LiveCheckSetup,
  say: Say,
  stage: (options: LiveCheckStageOptions) => ReturnType<typeof liveCheckStage> = liveCheckStage,
): Promise<void> {
  const where = target.dryRun ? 'the local stand-ins (dry run)' : 'the real accounts';
  say(`==> live check against ${where}`);
  let outcome: Awaited<ReturnType<typeof liveCheckStage>>;
  const { target: checkTarget, close } = await setup(env);
  try {
    outcome = await stage({
      target: checkTarget,
      ports: defaultPorts(
        () => slovakSentence(),
        vapiCostPorts({ baseUrl: checkTarget.vapiBaseUrl, privateKey: checkTarget.privateKey }),
      ),
      query: (sql) => query(target, sql, { write: true }),
      source: 'deploy',
      say,
    });
  } catch (error) {
    throw new DeployError(
      'step_failed',
      `the live check could not run: ${(error as Error).message}`,
    );
  } finally {
    await close();
  }
  if (!outcome.passed) {
    throw new DeployError(
      'check_failed',
      `deploy NOT done: the live check failed (${failedParts(outcome)}), see above. Everything ` +
        'before it is published; fix what failed, then run the check alone (pnpm live-check) or deploy again',
    );
  }
}
