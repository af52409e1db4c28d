/** Why a typed message got no answer (each has its Slovak text in copy/textChat.ts). */
export type ChatErrorCode =
  | 'chat-rate-limited'
  | 'chat-ended'
  | 'chat-expired'
  | 'chat-verification'
  | 'chat-failed';

export class ChatError extends Error {
  readonly code: ChatErrorCode;
  /** A rate limit's own wait before the next message may pass (seconds), when the server said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    code: ChatErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(message, options);
    this.name = 'ChatError';
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }
}

/** The wait a `rate_limited` answer names in its body (`retryAfterSeconds`), else null. */
export function retryAfterOf(body: unknown): number | null {
  const error = (body as { error?: { retryAfterSeconds?: unknown } } | null)?.error;
  const seconds = error?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}

/** The code of the `chat` function's answer `status` (its error codes: supabase/README.md). */
export function chatErrorOfStatus(status: number): ChatErrorCode {
  if (status === 429 || status === 503) return 'chat-rate-limited';
  if (status === 409) return 'chat-ended';
  if (status === 404) return 'chat-expired';
  if (status === 403) return 'chat-verification';
  return 'chat-failed';
}
