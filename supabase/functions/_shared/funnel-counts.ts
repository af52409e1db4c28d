import type { FunnelEvent, FunnelTally } from '@hlasovy-asistent/validation';
import type { Json } from '../../types/database.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { rpc, serviceRoleClient } from './service-role-client.ts';

/** private.funnel_counts (record_funnel_events): the page's counted steps, nothing else. */
export interface FunnelCounts {
  record(events: readonly FunnelEvent[]): Promise<FunnelTally>;
}

export function createSupabaseFunnelCounts(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): FunnelCounts {
  const db = serviceRoleClient(config, fetchFn);
  if (!db) {
    return {
      record: () =>
        Promise.reject(
          new HttpError('config_missing', 'The server is not configured to count', {
            cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
          }),
        ),
    };
  }
  return {
    async record(events) {
      const tally = await rpc(db, 'record_funnel_events', { events: [...events] as Json });
      return tally as unknown as FunnelTally;
    },
  };
}
