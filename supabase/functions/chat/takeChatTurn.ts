import type { ChatTurnAnswer } from '@hlasovy-asistent/validation';
import type { ChatConfig } from '../_shared/chat-config.ts';
import type { ChatConversations } from '../_shared/chat-conversations.ts';
import type { ChatCostRecorder } from '../_shared/chat-costs.ts';
import { clientLimitChecks } from '../_shared/client-limits.ts';
import { enforceVoiceToken } from '../_shared/enforce-voice-token.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import { requireVapiSecrets } from '../_shared/require-vapi-secrets.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import { sendChatTurn } from '../_shared/vapi-chat.ts';
import { refuseOverSpend } from '../voice-call/refuseOverSpend.ts';
import { VOICE_RETRY_AFTER_SECONDS, type VoiceCaller } from '../voice-call/startVoiceCall.ts';

export interface ChatDeps {
  config: FunctionConfig;
  chat: ChatConfig;
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  conversations: ChatConversations;
  /** Used for Vapi. */
  fetch: typeof fetch;
  now: () => Date;
  logger: Logger;
  /** VAPI_MAX_SPEND_PER_DAY over the recorded costs (the voice budget); absent = no money cap. */
  spendCap?: SpendCap;
  /** Adds each answered turn's cost to the day's spend (the ledger the spend cap reads). */
  chatCosts: ChatCostRecorder;
}

export interface ChatTurnRequest {
  /** The voice-call token: required to start a conversation, ignored when continuing one. */
  token: unknown;
  /** Null starts a conversation. */
  conversationId: string | null;
  /** The visitor's message, sanitised and within CHAT_INPUT_MAX_CHARS. */
  text: string;
}

/** The answer of a turn (the shared chatTurnAnswerSchema's shape). */
export type ChatTurnResult = ChatTurnAnswer;

/**
 * Configuration -> a new conversation needs the bot check (the single-use voice-call token,
 * bound to the caller's network) -> the day's spend cap (the voice budget) -> turns per address
 * and per network (minute, hour), per IPv6 /56 and /48 (hour) -> the turn, taken in the database
 * (an unknown or another network's conversation: 404; past CHAT_MAX_TURNS: 409) -> the site's
 * hourly cap of turns -> `POST /chat` at Vapi with the private key and the server's assistant,
 * continuing from the previous turn's chat. Every 429 is the one message of every limit; a rate
 * limit's names its own wait (`Retry-After` and `retryAfterSeconds`).
 */
export async function takeChatTurn(
  deps: ChatDeps,
  caller: VoiceCaller,
  request: ChatTurnRequest,
): Promise<ChatTurnResult> {
  const { privateKey, assistantId, secret } = requireVapiSecrets(
    deps.config,
    deps.logger,
    'chat',
    'Text conversations are not available on this server',
  );
  if (request.conversationId === null) {
    await enforceVoiceToken(
      deps,
      request.token,
      secret,
      caller.network,
      deps.chat.tokenMaxAgeSeconds,
    );
  }
  await refuseOverSpend(deps.spendCap, VOICE_RETRY_AFTER_SECONDS);
  const limits = deps.chat.rateLimits;
  // a refusal names the refusing limit's own wait (a quick writer waits a minute, not ten)
  await enforceRateLimits(deps.repository, clientLimitChecks('chat', caller, limits), 'window');
  const { maxTurns } = deps.chat;
  const claim = await deps.conversations.claimTurn(
    request.conversationId,
    caller.network,
    maxTurns,
  );
  if (claim.status === 'unknown') {
    throw new HttpError(
      'conversation_not_found',
      'This conversation does not exist or has expired',
    );
  }
  if (claim.status === 'turn_cap') {
    deps.logger.warn('chat: a conversation reached its turn cap');
    throw new HttpError('conversation_ended', 'This conversation has reached its length limit', {
      details: { maxTurns },
    });
  }
  // The site's hourly cap counts turns that reach Vapi only.
  await enforceRateLimits(
    deps.repository,
    [{ bucket: 'chat_global_hour', key: 'all', rule: limits.globalHour }],
    'window',
  );
  const answer = await sendChatTurn(
    { privateKey, baseUrl: deps.config.vapi.baseUrl, fetch: deps.fetch, logger: deps.logger },
    { assistantId, input: request.text, previousChatId: claim.previousChatId },
  );
  await deps.chatCosts.record(answer);
  await deps.conversations.recordReply(claim.conversationId, answer.chatId);
  return {
    conversationId: claim.conversationId,
    reply: answer.reply,
    turnsLeft: Math.max(0, maxTurns - claim.turn),
    // offered slots are booked under the chat their tool call ran in (vapi-tools keyed them so)
    ...(answer.slots.length > 0
      ? { slotOffer: { bookingId: answer.chatId, slots: answer.slots } }
      : {}),
    // a slot the visitor wrote (select_demo_slot accepted it): the card opens its confirmation
    ...(answer.selected ? { selectedSlot: answer.selected } : {}),
  };
}
