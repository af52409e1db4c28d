import { chatContract } from '@hlasovy-asistent/validation';
import { readChatConfig } from '../_shared/chat-config.ts';
import { chatTurnEstimate } from '../_shared/chat-costs.ts';
import { clientIp } from '../_shared/client-ip.ts';
import { clientNetworksOf } from '../_shared/client-limits.ts';
import { denoEnv, readConfig } from '../_shared/env.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFunction } from '../_shared/serve.ts';
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
const handler = serveFunction(chatContract, {
  env: denoEnv,
  logger: createConsoleLogger('chat'),
  build: () => {
    const config = readConfig(denoEnv);
    const repository = createSupabaseRepository(config);
    const logger = createConsoleLogger('chat');
    return createHandler({
      config,
      chat: readChatConfig(denoEnv),
      repository,
      conversations: createSupabaseChatConversations(config),
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
      logger,
      spendCap: spendCapFromEnv(denoEnv, config, repository, logger),
      turnEstimate: chatTurnEstimate(denoEnv, logger),
      chatDeletions: createSupabaseChatDeletions(config),
      waitUntil,
    });
  },
});

if (import.meta.main) Deno.serve(handler);
