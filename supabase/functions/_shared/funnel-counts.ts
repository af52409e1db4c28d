import type { FunnelEvent, FunnelTally } from '@hlasovy-asistent/validation';
import type { Json } from '../../types/database.ts';
import type { FunctionConfig } from './env.ts';
import { rpc, storeDb } from './service-role-client.ts';

/** private.funnel_counts (record_funnel_events): the page's counted steps, nothing else. */
export interface FunnelCounts {
  record(events: readonly FunnelEvent[]): Promise<FunnelTally>;
}

export function createSupabaseFunnelCounts(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): FunnelCounts {
  const db = storeDb(config, fetchFn, 'count');
  return {
    async record(events) {
      const tally = await rpc(db, 'record_funnel_events', { events: [...events] as Json });
      return tally as unknown as FunnelTally;
    },
  };
}
