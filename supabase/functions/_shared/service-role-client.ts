import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionConfig } from './env.ts';

/**
 * The functions' one way to the database: a supabase-js client with the service-role key, no
 * session kept (each request stands alone), `fetchFn` for tests. Null when SUPABASE_URL or
 * SUPABASE_SERVICE_ROLE_KEY is missing, so each store answers with its own `config_missing`.
 */
export function serviceRoleClient(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): SupabaseClient | null {
  const { url, serviceRoleKey } = config.supabase;
  if (!url || !serviceRoleKey) return null;
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchFn ? { global: { fetch: fetchFn } } : {}),
  });
}
