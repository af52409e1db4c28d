import type { FunctionConfig } from './env.ts';
import { rpc, storeDb } from './service-role-client.ts';
import { readLiveCheckStatus, type TypedTurnStore } from './typed-turn-store.ts';

/** The live check's status and the calls' control URLs through PostgREST RPCs (service role). */
export function createSupabaseTypedTurnStore(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): TypedTurnStore {
  const db = storeDb(config, fetchFn, 'reach its database');
  return {
    liveCheck: async () => readLiveCheckStatus(await rpc(db, 'live_check_status', {})),
    async recordControl(callId, controlUrl) {
      await rpc(db, 'record_voice_call_control', { vapi_call_id: callId, control_url: controlUrl });
    },
    async target(callId, holder) {
      return (await rpc(db, 'voice_call_text_target', { vapi_call_id: callId, holder })) ?? null;
    },
  };
}
