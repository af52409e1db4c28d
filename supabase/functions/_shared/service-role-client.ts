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

/** A store's way to the database: the service-role client, or what the store cannot do without. */
export type StoreDb = ServiceRoleClient | { readonly cannot: string };

/**
 * A store's factory over the service-role client: `build` gets the store's way to the database;
 * without the database settings, `cannot` (`store bookings`) says what the store cannot do.
 */
export function supabaseStore<Store>(cannot: string, build: (db: StoreDb) => Store) {
  return (config: Pick<FunctionConfig, 'supabase'>, fetchFn?: typeof fetch): Store =>
    build(serviceRoleClient(config, fetchFn) ?? { cannot });
}

/**
 * The client behind `db`; a store without one fails every call with a 500 `config_missing` that
 * says what the server cannot do (only the log's cause names the settings).
 */
export function clientOf(db: StoreDb): ServiceRoleClient {
  if (!('cannot' in db)) return db;
  throw new HttpError('config_missing', `The server is not configured to ${db.cannot}`, {
    cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
  });
}

/**
 * RPC arguments with their nulls left out: an argument left out is the SQL default (null), which
 * keeps what the row holds (the generated types give no RPC argument null).
 */
export function sqlDefaults<A extends Record<string, unknown>>(
  args: A,
): { [K in keyof A]: Exclude<A[K], null> } {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null)) as {
    [K in keyof A]: Exclude<A[K], null>;
  };
}

/** Calls one RPC; a database error throws, naming it. */
export async function rpc<N extends keyof Rpcs & string>(
  db: StoreDb,
  name: N,
  args: Rpcs[N]['Args'],
): Promise<Rpcs[N]['Returns']> {
  const { data, error } = await clientOf(db).rpc(name, args);
  if (error) throw new Error(`${name} failed: ${error.message}`, { cause: error });
  return data;
}
