// One turn of the text conversation: POST to the `chat` function with the voice call's single-use
// token when the conversation starts, the conversation's id after that.
import type { ChatTurnAnswer } from '@hlasovy-asistent/validation';
import { callFunction } from '../../lib/callFunction.ts';
import type { FunctionBackend } from '../../lib/functionAddress.ts';
import { FunctionError, refusalOf } from '../../lib/functionError.ts';
import { SiteError } from '../../lib/SiteError.ts';
import { ChatError } from './chatError.ts';

export interface ChatTurnInput {
  text: string;
  /** Null starts a conversation (then `takeToken` gives the bot check's token). */
  conversationId: string | null;
  takeToken: () => Promise<string>;
}

/**
 * POST `chat` -> its answer as its contract reads it (the reply, and the slots offered in the
 * turn); a refusal or failure is a ChatError with the code the panel shows.
 */
export async function sendChatTurn(
  { signal, ...backend }: FunctionBackend & { signal?: AbortSignal },
  input: ChatTurnInput,
): Promise<ChatTurnAnswer> {
  const { text, conversationId } = input;
  let token: string | undefined;
  if (conversationId === null) {
    try {
      token = await input.takeToken();
    } catch (cause) {
      const limited = cause instanceof SiteError && cause.code === 'voice-call-rate-limited';
      throw new ChatError(limited ? 'limited' : 'failed', 'no chat token', { cause });
    }
  }
  const body = conversationId === null ? { token, text } : { conversationId, text };
  try {
    return await callFunction(backend, 'chat', body, { signal });
  } catch (error) {
    throw new ChatError(refusalOf(error, 'chat') ?? 'failed', (error as Error).message, {
      cause: error,
      retryAfterSeconds: error instanceof FunctionError ? error.retryAfterSeconds : null,
    });
  }
}
