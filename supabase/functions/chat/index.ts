import { chatContract } from '@hlasovy-asistent/validation';
import { readChatConfig } from '../_shared/chat-config.ts';
import { chatTurnEstimate } from '../_shared/chat-costs.ts';
import { clientIp } from '../_shared/client-ip.ts';
import { clientNetworksOf } from '../_shared/client-limits.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseChatConversations } from '../_shared/supabase-chat-conversations.ts';
import { createSupabaseChatDeletions } from '../_shared/supabase-chat-deletions.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { waitUntil } from '../_shared/wait-until.ts';
import { type ChatDeps, takeChatTurn } from './takeChatTurn.ts';

export type { ChatDeps } from './takeChatTurn.ts';

/**
 * POST `{ token, text }` (a new conversation) or `{ conversationId, text }` (its next turn) ->
 * `{ conversationId, reply, turnsLeft, slotOffer?, selectedSlot? }` (chatContract): the
 * assistant's answer through Vapi's chat API, the demo slots its tool offered in the turn and the
 * slot the visitor chose in it.
 */
export function createHandler(deps: ChatDeps): (req: Request) => Promise<Response> {
  return postEndpoint(chatContract, deps, (request, req) => {
    const caller = clientNetworksOf(clientIp(req, deps.config.trustedProxyHops));
    return takeChatTurn(deps, caller, request);
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(chatContract, ({ env, config, logger, fetch, now }) => {
  const repository = createSupabaseRepository(config);
  return createHandler({
    config,
    chat: readChatConfig(env),
    repository,
    conversations: createSupabaseChatConversations(config),
    fetch,
    now,
    logger,
    spendCap: spendCapFromEnv(env, config, repository, logger),
    turnEstimate: chatTurnEstimate(env, logger),
    chatDeletions: createSupabaseChatDeletions(config),
    waitUntil,
  });
});

if (import.meta.main) Deno.serve(handler);
