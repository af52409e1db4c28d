import type { FunnelEvent, FunnelTally } from '@hlasovy-asistent/validation';
import type { Json } from '../../types/database.ts';
import { rpc, supabaseStore } from './service-role-client.ts';

/** private.funnel_counts (record_funnel_events): the page's counted steps, nothing else. */
export interface FunnelCounts {
  record(events: readonly FunnelEvent[]): Promise<FunnelTally>;
}

export const createSupabaseFunnelCounts = supabaseStore<FunnelCounts>('count', (db) => ({
  async record(events) {
    const tally = await rpc(db, 'record_funnel_events', { events: [...events] as Json });
    return tally as unknown as FunnelTally;
  },
}));
