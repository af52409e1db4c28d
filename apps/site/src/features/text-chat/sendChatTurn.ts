// One turn of the text conversation: POST to the `chat` function with the anon key, the voice
// call's single-use token when the conversation starts, the conversation's id after that.
import {
  type ChatTurnAnswer,
  chatTurnAnswerSchema,
  readAnswer,
} from '@hlasovy-asistent/validation';
import { SiteError } from '../../lib/SiteError.ts';
import {
  anonHeaders,
  type FunctionRequestOptions,
  functionUrl,
} from '../voice-session/functionRequest.ts';
import { ChatError, chatErrorOfStatus, retryAfterOf } from './chatError.ts';

export type { ChatTurnAnswer };

export interface ChatTurnInput {
  text: string;
  /** Null starts a conversation (then `token` gives the bot check's token). */
  conversationId: string | null;
  token: () => Promise<string>;
}

/**
 * POST `chat` -> its answer as the shared schema reads it (the reply, and the slots offered in the
 * turn); a refusal or failure is a ChatError with the code the panel shows.
 */
export async function sendChatTurn(
  backend: FunctionRequestOptions,
  input: ChatTurnInput,
): Promise<ChatTurnAnswer> {
  const { supabaseUrl, anonKey, fetch: fetchImpl = globalThis.fetch, signal } = backend;
  let token: string | undefined;
  if (input.conversationId === null) {
    try {
      token = await input.token();
    } catch (cause) {
      const limited = cause instanceof SiteError && cause.code === 'voice-call-rate-limited';
      throw new ChatError(limited ? 'chat-rate-limited' : 'chat-failed', 'no chat token', {
        cause,
      });
    }
  }
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(supabaseUrl, 'chat'), {
      method: 'POST',
      headers: anonHeaders(anonKey),
      body: JSON.stringify(
        input.conversationId === null
          ? { token, text: input.text }
          : { conversationId: input.conversationId, text: input.text },
      ),
      signal,
    });
  } catch (cause) {
    throw new ChatError('chat-failed', 'chat request failed', { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ChatError(chatErrorOfStatus(response.status), `chat answered ${response.status}`, {
      retryAfterSeconds: retryAfterOf(body),
    });
  }
  const answer = readAnswer(chatTurnAnswerSchema, body);
  if (!answer.ok) throw new ChatError('chat-failed', `chat answered ${answer.message}`);
  return answer.value;
}
