import type { Database } from '@hlasovy-asistent/supabase/database';
import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from '../config.ts';

let client: Promise<SupabaseClient<Database>> | null = null;

/**
 * The site's Supabase client, created on first use and typed from the generated database types
 * (`supabase/types/database.ts`: the row `demo_requests` takes). supabase-js is imported
 * dynamically so it stays out of the first load; the site has no login, so no session is persisted.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = null; // a failed chunk load may succeed on the next attempt
      throw error;
    });
  return client;
}
