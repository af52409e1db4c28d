// Written conversations deleted at Vapi: the chats that retention (purge_expired_chats) or
// erasure (dsr_erase) queued in private.vapi_chat_deletions are deleted with the latest
// document's `DELETE /chat/{id}`, then taken off the queue. Run by the chat function after its
// turns (a few at a time, in the background) and by the operator commands (`privacy -- purge`,
// `dsr -- erase --yes`: all that are due). Plain TypeScript over @hlasovy-asistent/platform-api,
// for Deno and Node alike.
import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';

/** The queue in the database (take_vapi_chat_deletions, finish_vapi_chat_deletion). */
export interface ChatDeletionQueue {
  /** Up to `max` chat ids due for deletion, leased to this deleter. */
  take(max: number): Promise<string[]>;
  /** Deleted at Vapi (or already gone): off the queue; else kept, tried again later. */
  finish(chatId: string, deleted: boolean, error: string | null): Promise<void>;
}

export interface VapiChatDeleter {
  privateKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

export interface ChatDeletionRun {
  deleted: number;
  failed: number;
}

/**
 * Takes up to `max` due chats and deletes each at Vapi. A 404 counts as deleted (the chat is
 * gone); any other failure stays queued with its reason. Never throws for one chat's failure.
 */
export async function deleteQueuedChats(
  queue: ChatDeletionQueue,
  vapi: VapiChatDeleter,
  max: number,
): Promise<ChatDeletionRun> {
  const client = createVapiClient({
    token: vapi.privateKey,
    baseUrl: vapi.baseUrl,
    ...(vapi.fetch ? { fetch: vapi.fetch } : {}),
  });
  const run: ChatDeletionRun = { deleted: 0, failed: 0 };
  for (const chatId of await queue.take(max)) {
    let error: string | null = null;
    try {
      await client.chats.delete(chatId, { maxRetries: 1, timeoutMs: vapi.timeoutMs ?? 10_000 });
    } catch (cause) {
      if (!(isVapiError(cause) && cause.status === 404)) {
        error = isVapiError(cause)
          ? `Vapi ${cause.status ? `answered ${cause.status}` : cause.code}`
          : String(cause);
      }
    }
    await queue.finish(chatId, error === null, error);
    if (error === null) run.deleted += 1;
    else run.failed += 1;
  }
  return run;
}
