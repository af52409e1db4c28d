/** Why a typed message got no answer (each has its Slovak text in copy/textChat.ts). */
export type ChatErrorCode =
  | 'chat-rate-limited'
  | 'chat-ended'
  | 'chat-expired'
  | 'chat-verification'
  | 'chat-failed';

export class ChatError extends Error {
  readonly code: ChatErrorCode;

  constructor(code: ChatErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChatError';
    this.code = code;
  }
}

/** The code of the `chat` function's answer `status` (its error codes: supabase/README.md). */
export function chatErrorOfStatus(status: number): ChatErrorCode {
  if (status === 429 || status === 503) return 'chat-rate-limited';
  if (status === 409) return 'chat-ended';
  if (status === 404) return 'chat-expired';
  if (status === 403) return 'chat-verification';
  return 'chat-failed';
}
