import type { chatContract, ShownRefusal } from '@hlasovy-asistent/validation';

/**
 * Why a typed message got no answer: a refusal of the `chat` function as its contract shows it,
 * else `failed` (each has its Slovak text in copy/textChat.ts).
 */
export type ChatErrorCode = ShownRefusal<typeof chatContract> | 'failed';

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
