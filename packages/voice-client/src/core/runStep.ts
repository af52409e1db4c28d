import type { StepOptions } from '../transports/Transport.ts';
import { CANCELLED, type CallRun } from './CallRun.ts';
import type { Emitter } from './emitter.ts';
import { VoiceClientError } from './errors.ts';
import type { CallStartStage, VoiceClientEvents } from './events.ts';
import type { ResolvedCoreOptions } from './options.ts';
import { stageError } from './stageError.ts';
import { stageFailure } from './stageFailure.ts';

type Status = 'started' | 'completed' | 'failed';

/**
 * One start stage: progress events, the race against stop(), and the stage's typed error.
 * `work` is called synchronously, so a first stage stays inside the caller's user gesture.
 * After stop() no stage starts, and a stage that completes after it throws the abort reason.
 */
export async function runStep<T>(
  run: CallRun<unknown>,
  emitter: Emitter<VoiceClientEvents>,
  options: ResolvedCoreOptions,
  stage: CallStartStage,
  work: () => Promise<T> | T,
  stepOptions: StepOptions<T> = {},
): Promise<T> {
  const fatal = stepOptions.fatal ?? true;
  if (run.aborted) throw run.abortReason;
  run.stage = stage;
  const { clock } = options;
  const began = clock.now();
  const progress = (status: Status, extra: Record<string, unknown> = {}) =>
    emitter.emit('call-start-progress', {
      stage,
      status,
      timestamp: new Date().toISOString(),
      ...extra,
    });
  progress('started', stepOptions.started ? { metadata: stepOptions.started } : {});
  try {
    const result = await run.guard(Promise.resolve(work()));
    const metadata = stepOptions.completed?.(result);
    progress('completed', { duration: clock.now() - began, ...(metadata ? { metadata } : {}) });
    // A listener of the progress event may have stopped the call: go no further.
    if (run.aborted) throw run.abortReason;
    return result;
  } catch (error) {
    if (run.aborted) {
      // Failed from elsewhere while this stage ran (e.g. Daily's fatal error rejecting the join):
      // the stage failed all the same, as the official client reports it. A stop() is no failure.
      if (run.abortReason !== CANCELLED) {
        const reason = run.abortReason ?? error;
        progress('failed', {
          duration: clock.now() - began,
          metadata: { error: stageFailure(reason) },
        });
      }
      throw run.abortReason;
    }
    progress('failed', { duration: clock.now() - began, metadata: { error: stageFailure(error) } });
    const typed = stageError(stage, error);
    if (fatal) throw typed;
    if (typed instanceof VoiceClientError) emitter.emit('error', typed);
    return undefined as T;
  }
}
