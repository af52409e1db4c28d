import { createClient } from '@supabase/supabase-js';
import type { ChatCostLedger } from './chat-costs.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';

/** private.vapi_chat_costs through the record_vapi_chat_cost RPC with the service-role key. */
export function createSupabaseChatCosts(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): ChatCostLedger {
  const { url, serviceRoleKey } = config.supabase;
  if (!url || !serviceRoleKey) {
    return {
      recordChatCost: () =>
        Promise.reject(
          new HttpError('config_missing', 'The server is not configured to store chat costs', {
            cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
          }),
        ),
    };
  }
  const db = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchFn ? { global: { fetch: fetchFn } } : {}),
  });
  return {
    async recordChatCost(chatId, cost, estimated) {
      const { error } = await db.rpc('record_vapi_chat_cost', {
        chat_id: chatId,
        cost,
        estimated,
      });
      if (error)
        throw new Error(`record_vapi_chat_cost failed: ${error.message}`, { cause: error });
    },
  };
}
