import type { ChatTurnAnswer, chatContract, ParsedRequest } from '@hlasovy-asistent/validation';
import type { ChatConfig } from '../_shared/chat-config.ts';
import type { ChatConversations } from '../_shared/chat-conversations.ts';
import type { ChatDeletionQueue } from '../_shared/chat-deletions.ts';
import type { ClientNetworks } from '../_shared/client-limits.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { passPaidStartGate } from '../_shared/paid-start-gate.ts';
import {
  enforceRateLimits,
  rateLimited,
  VOICE_RETRY_AFTER_SECONDS,
} from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import { askVapiChat } from '../_shared/vapi-chat.ts';
import { deleteSomeExpiredChats, releaseTurn, settleTurn } from './turnLedger.ts';

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
  /** What a turn reserves in the day's spend until Vapi reports its cost (chatTurnEstimate). */
  turnEstimate: number;
  /** How long `POST /chat` may take (default 20 s); tests shorten it. */
  vapiTimeoutMs?: number;
  /**
   * Chats that retention or erasure queued for deletion at Vapi: a few are deleted after each
   * answered turn, in the background (`waitUntil`). Absent: none are.
   */
  chatDeletions?: ChatDeletionQueue;
  /** Keeps a background task running after the answer (EdgeRuntime.waitUntil). */
  waitUntil?: (task: Promise<unknown>) => void;
}

/**
 * Configuration -> a new conversation needs the bot check (the single-use voice-call token,
 * bound to the caller's network) -> a first look at the day's spend cap (the voice budget) ->
 * turns per address and per network (minute, hour), per IPv6 /56 and /48 (hour) -> the turn,
 * taken in the database with its estimate reserved in the day's spend in one serialised step
 * that checks the budgets again (an unknown or another network's conversation: 404; past
 * CHAT_MAX_TURNS: 409; a budget spent meanwhile: 429) -> the site's hourly cap of turns ->
 * `POST /chat` at Vapi with the private key and the server's assistant, continuing from the
 * previous turn's chat -> the reservation settled with what Vapi said (kept when the answer
 * never came). Every 429 is the one message of every limit; a rate
 * limit's names its own wait (`Retry-After` and `retryAfterSeconds`).
 */
export async function takeChatTurn(
  deps: ChatDeps,
  caller: ClientNetworks,
  request: ParsedRequest<typeof chatContract>,
): Promise<ChatTurnAnswer> {
  const conversationId = request.conversationId ?? null;
  const { privateKey, assistantId } = await passPaidStartGate(deps, caller, {
    name: 'chat',
    unavailable: 'Text conversations are not available on this server',
    kind: 'chat',
    // only a new conversation shows the bot check's token
    ...(conversationId === null
      ? { token: { value: request.token, maxAgeSeconds: deps.chat.tokenMaxAgeSeconds } }
      : {}),
    limits: deps.chat.rateLimits,
    // a refusal names the refusing limit's own wait (a quick writer waits a minute, not ten)
    retryAfterSeconds: 'window',
  });
  const { maxTurns } = deps.chat;
  const claim = await deps.conversations.reserveTurn(conversationId, caller.network, maxTurns, {
    estimate: deps.turnEstimate,
    budgets: deps.spendCap?.voiceBudgets() ?? null,
  });
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
  if (claim.status === 'spend_cap') {
    await deps.spendCap?.refused(claim);
    throw rateLimited(VOICE_RETRY_AFTER_SECONDS);
  }
  const { reservation } = claim;
  try {
    // The site's hourly cap counts turns that reach Vapi only.
    await enforceRateLimits(
      deps.repository,
      [{ bucket: 'chat_global_hour', key: 'all', rule: deps.chat.rateLimits.globalHour }],
      'window',
    );
  } catch (error) {
    await releaseTurn(deps, reservation);
    throw error;
  }
  const outcome = await askVapiChat(
    {
      privateKey,
      baseUrl: deps.config.vapi.baseUrl,
      fetch: deps.fetch,
      logger: deps.logger,
      ...(deps.vapiTimeoutMs ? { timeoutMs: deps.vapiTimeoutMs } : {}),
    },
    { assistantId, input: request.text, previousChatId: claim.previousChatId },
  );
  if (!outcome.answered) {
    // refused before it ran: nothing billed; anything else may have been: the ledger keeps it
    if (outcome.ranAtVapi) await settleTurn(deps, reservation, { ...outcome, answered: false });
    else await releaseTurn(deps, reservation);
    throw outcome.error;
  }
  await settleTurn(deps, reservation, outcome);
  deleteSomeExpiredChats(deps, privateKey);
  return {
    conversationId: claim.conversationId,
    reply: outcome.reply,
    turnsLeft: Math.max(0, maxTurns - claim.turn),
    // offered slots are booked under the chat their tool call ran in (vapi-tools keyed them so)
    ...(outcome.offeredSlots.length > 0
      ? { slotOffer: { bookingId: outcome.chatId, slots: outcome.offeredSlots } }
      : {}),
    // a slot the visitor wrote (select_demo_slot accepted it): the card opens its confirmation
    ...(outcome.selectedSlot ? { selectedSlot: outcome.selectedSlot } : {}),
  };
}
