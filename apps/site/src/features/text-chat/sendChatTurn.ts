// One turn of the text conversation: POST to the `chat` function with the anon key, the voice
// call's single-use token when the conversation starts, the conversation's id after that.
import { SiteError } from '../../lib/SiteError.ts';
import {
  anonHeaders,
  type FunctionRequestOptions,
  functionUrl,
} from '../voice-session/functionRequest.ts';
import { ChatError, chatErrorOfStatus } from './chatError.ts';

export interface ChatTurnAnswer {
  conversationId: string;
  reply: string;
  turnsLeft: number;
}

export interface ChatTurnInput {
  text: string;
  /** Null starts a conversation (then `token` gives the bot check's token). */
  conversationId: string | null;
  token: () => Promise<string>;
}

/** POST `chat`; a refusal or failure is a ChatError with the code the panel shows. */
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
  const body = (await response.json().catch(() => null)) as Partial<ChatTurnAnswer> | null;
  if (!response.ok) {
    throw new ChatError(chatErrorOfStatus(response.status), `chat answered ${response.status}`);
  }
  if (
    typeof body?.conversationId !== 'string' ||
    typeof body.reply !== 'string' ||
    typeof body.turnsLeft !== 'number'
  ) {
    throw new ChatError('chat-failed', 'chat answered an unexpected body');
  }
  return { conversationId: body.conversationId, reply: body.reply, turnsLeft: body.turnsLeft };
}
