import { rpc, supabaseStore } from './service-role-client.ts';
import { readLiveCheckStatus, type TypedTurnStore } from './typed-turn-store.ts';

/** The live check's status and the calls' control URLs through PostgREST RPCs (service role). */
export const createSupabaseTypedTurnStore = supabaseStore<TypedTurnStore>(
  'reach its database',
  (db) => ({
    liveCheck: async () => readLiveCheckStatus(await rpc(db, 'live_check_status', {})),
    async recordControl(callId, controlUrl) {
      await rpc(db, 'record_voice_call_control', { vapi_call_id: callId, control_url: controlUrl });
    },
    async target(callId, holder) {
      return (await rpc(db, 'voice_call_text_target', { vapi_call_id: callId, holder })) ?? null;
    },
  }),
);
