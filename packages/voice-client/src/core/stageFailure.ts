import { errorMessage, VoiceClientError } from './errors.ts';

/**
 * `metadata.error` of a failed start stage (`call-start-progress`), as the official client reports
 * it (the `message` of its serialised error): an Error's message, of an object its `message`, else
 * its `error` (Daily's `{ type, msg }` when a fatal error rejects the join), else its text. A fatal
 * Daily error that failed the stage from elsewhere counts as Daily's own.
 */
export function stageFailure(failure: unknown): unknown {
  const error = failure instanceof VoiceClientError && failure.fatalType ? failure.cause : failure;
  if (error instanceof Error) return error.message;
  const record = typeof error === 'object' ? (error as Record<string, unknown> | null) : null;
  return record?.message || record?.error || errorMessage(error);
}
