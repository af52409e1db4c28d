import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../types/database.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';

/** Typed from the generated types/database.ts: every table row and RPC's arguments and answer. */
export type ServiceRoleClient = SupabaseClient<Database>;

/** The RPCs of schema public (PostgREST exposes no other), by name. */
export type Rpcs = Database['public']['Functions'];

/**
 * The functions' one way to the database: a supabase-js client with the service-role key, no
 * session kept (each request stands alone), `fetchFn` for tests. Null when SUPABASE_URL or
 * SUPABASE_SERVICE_ROLE_KEY is missing, so each store answers with its own `config_missing`.
 */
export function serviceRoleClient(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): ServiceRoleClient | null {
  const { url, serviceRoleKey } = config.supabase;
  if (!url || !serviceRoleKey) return null;
  return createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchFn ? { global: { fetch: fetchFn } } : {}),
  });
}

/**
 * What each method of a store does without the database settings: a 500 `config_missing` saying
 * what the server cannot do (`store bookings`); only the log's cause names the settings.
 */
export function unconfiguredStore(cannot: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new HttpError('config_missing', `The server is not configured to ${cannot}`, {
        cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
      }),
    );
}

/** Calls one RPC; a database error throws, naming it. */
export async function rpc<N extends keyof Rpcs & string>(
  db: ServiceRoleClient,
  name: N,
  args: Rpcs[N]['Args'],
): Promise<Rpcs[N]['Returns']> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(`${name} failed: ${error.message}`, { cause: error });
  return data;
}
