import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from '../config.ts';

let client: Promise<SupabaseClient> | null = null;

/**
 * The site's Supabase client, created on first use. supabase-js is imported dynamically so it
 * stays out of the first load; the site has no login, so no session is persisted.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(config.supabaseUrl, config.supabaseAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = null; // a failed chunk load may succeed on the next attempt
      throw error;
    });
  return client;
}
