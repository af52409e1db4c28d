import { StackError } from './errors.ts';

export interface WaitOptions {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Called on every round; a thrown error (e.g. "the process exited") ends the wait. */
  abortIf?: () => void;
  /** Extra text for the timeout message (e.g. the tail of a child's output). */
  details?: () => string;
}

/** Polls `check` until it returns true, with a deadline and a clear error. */
export async function waitUntil(
  check: () => Promise<boolean>,
  options: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let delay = options.intervalMs ?? 25;
  for (;;) {
    options.abortIf?.();
    if (await check().catch(() => false)) return;
    if (Date.now() >= deadline) {
      const details = options.details?.();
      throw new StackError(
        'timeout',
        `${options.what} not ready after ${options.timeoutMs} ms${details ? `\n${details}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 250);
  }
}
