import type { SupabaseClient } from '@supabase/supabase-js';
import type { BookingStore } from './booking-store.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { serviceRoleClient } from './service-role-client.ts';

async function rpc<T>(db: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(`${name} failed: ${error.message}`, { cause: error });
  return data as T;
}

interface LoadRow {
  call_day: string;
  scheduled_at: string | null;
  live: number;
}

/** The booking tables through PostgREST RPCs with the service-role key. */
export function createSupabaseBookingStore(
  config: FunctionConfig,
  fetchFn?: typeof fetch,
): BookingStore {
  const db = serviceRoleClient(config, fetchFn);
  if (!db) {
    const fail = () =>
      Promise.reject(
        new HttpError('config_missing', 'The server is not configured to store bookings', {
          cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
        }),
      );
    return {
      slotLoad: fail,
      recordOffers: fail,
      isOffered: fail,
      controlUrl: fail,
      findToolCall: fail,
      rememberToolCall: fail,
      recordBooking: fail,
    };
  }
  return {
    async slotLoad(from, until) {
      const rows = await rpc<LoadRow[]>(db, 'demo_slot_load', { from_day: from, until_day: until });
      return (rows ?? []).map((row) => ({
        callDay: row.call_day,
        scheduledAt: row.scheduled_at,
        live: Number(row.live),
      }));
    },
    async recordOffers(callId, slots, controlUrl) {
      await rpc<number>(db, 'record_demo_slot_offers', {
        vapi_call_id: callId,
        slots: slots.map((slot) => ({ id: slot.id, starts_at: slot.startsAt })),
        control_url: controlUrl,
      });
    },
    async isOffered(callId, slotId) {
      return (
        (await rpc<boolean>(db, 'demo_slot_offered', { vapi_call_id: callId, slot_id: slotId })) ===
        true
      );
    },
    async controlUrl(callId) {
      return (
        (await rpc<string | null>(db, 'voice_call_control_url', { vapi_call_id: callId })) ?? null
      );
    },
    async findToolCall(toolCallId) {
      return (await rpc<unknown>(db, 'find_tool_call', { tool_call_id: toolCallId })) ?? null;
    },
    rememberToolCall(toolCallId, callId, name, answer) {
      return rpc<unknown>(db, 'remember_tool_call', {
        tool_call_id: toolCallId,
        vapi_call_id: callId,
        name,
        answer,
      });
    },
    async recordBooking(requestId, callId, slotId) {
      await rpc<boolean | null>(db, 'record_demo_slot_booking', {
        request_id: requestId,
        vapi_call_id: callId,
        slot_id: slotId,
      });
    },
  };
}
