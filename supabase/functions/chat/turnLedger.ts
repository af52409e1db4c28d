// A reserved chat turn after `POST /chat` (takeChatTurn.ts): settled with what Vapi said,
// released when it never ran, and the queued chats of retention and erasure deleted at Vapi in
// the background after an answered turn.
import type { ChatTurnSettlement } from '../_shared/chat-conversations.ts';
import { deleteQueuedChats } from '../_shared/chat-deletions.ts';
import type { ChatDeps } from './takeChatTurn.ts';

/**
 * The reservation becomes what Vapi said. A failed write is logged as an error and not the
 * visitor's problem: the reservation itself stays in the ledger at the estimate (fails closed).
 */
export async function settleTurn(
  deps: ChatDeps,
  reservation: string,
  settlement: ChatTurnSettlement,
): Promise<void> {
  try {
    await deps.conversations.settleTurn(reservation, {
      chatId: settlement.chatId,
      cost: settlement.cost,
      answered: settlement.answered,
    });
  } catch (cause) {
    deps.logger.error(
      "chat turn not settled: its reservation stays in the day's spend at the estimate",
      cause instanceof Error ? cause.message : String(cause),
    );
  }
}

/** Chats deleted at Vapi per answered turn (retention and erasure: the queue drains with use). */
const CHAT_DELETIONS_PER_TURN = 5;

/** In the background: a few queued chats deleted at Vapi (failures stay queued, logged). */
export function deleteSomeExpiredChats(deps: ChatDeps, privateKey: string): void {
  const { chatDeletions: queue, waitUntil } = deps;
  if (!queue || !waitUntil) return;
  const vapi = { privateKey, baseUrl: deps.config.vapi.baseUrl, fetch: deps.fetch };
  waitUntil(
    deleteQueuedChats(queue, vapi, CHAT_DELETIONS_PER_TURN)
      .then((run) => {
        if (run.failed > 0) deps.logger.warn(`chat: ${run.failed} chat(s) not deleted at Vapi yet`);
      })
      .catch((cause: unknown) => deps.logger.warn('chat: queued chats not deleted', cause)),
  );
}

/** A turn that never ran at Vapi gives its reservation back (a failure only logged). */
export async function releaseTurn(deps: ChatDeps, reservation: string): Promise<void> {
  await deps.conversations.releaseTurn(reservation).catch((cause: unknown) => {
    deps.logger.warn('chat: a reservation was not released', cause);
  });
}
