import type { Json } from '../../types/database.ts';
import type { BookingStore } from './booking-store.ts';
import { rpc, sqlDefaults, supabaseStore } from './service-role-client.ts';

/** The booking tables through PostgREST RPCs with the service-role key. */
export const createSupabaseBookingStore = supabaseStore<BookingStore>('store bookings', (db) => ({
  async bookingHolder(bookingId, holder) {
    const answer = await rpc(db, 'booking_holder', { booking_id: bookingId, holder });
    // jsonb: the generated type is Json
    const held = answer as unknown as { channel?: unknown; holder_matches?: unknown } | null;
    const channel = held?.channel === 'voice' || held?.channel === 'chat' ? held.channel : null;
    return { channel, holderMatches: held?.holder_matches === true };
  },
  async slotLoad(from, until) {
    const rows = await rpc(db, 'demo_slot_load', { from_day: from, until_day: until });
    return (rows ?? []).map((row) => ({
      callDay: row.call_day,
      // null for an immediate call (the generated row type has no nulls for a function's table)
      scheduledAt: row.scheduled_at ?? null,
      live: Number(row.live),
    }));
  },
  async recordOffers(bookingId, slots, controlUrl) {
    await rpc(
      db,
      'record_demo_slot_offers',
      sqlDefaults({
        vapi_call_id: bookingId,
        slots: slots.map((slot) => ({ id: slot.id, starts_at: slot.startsAt })),
        control_url: controlUrl,
      }),
    );
  },
  async isOffered(bookingId, slotId) {
    return (
      (await rpc(db, 'demo_slot_offered', { vapi_call_id: bookingId, slot_id: slotId })) === true
    );
  },
  async controlUrl(bookingId) {
    return (await rpc(db, 'voice_call_control_url', { vapi_call_id: bookingId })) ?? null;
  },
  async findToolCall(toolCallId) {
    return (await rpc(db, 'find_tool_call', { tool_call_id: toolCallId })) ?? null;
  },
  rememberToolCall(toolCallId, bookingId, name, answer) {
    return rpc(db, 'remember_tool_call', {
      tool_call_id: toolCallId,
      vapi_call_id: bookingId,
      name,
      // a tool call's answer (ToolCallResult) is plain JSON: stored as jsonb
      answer: answer as Json,
    });
  },
  async recordBooking(requestId, bookingId, slotId) {
    await rpc(db, 'record_demo_slot_booking', {
      request_id: requestId,
      vapi_call_id: bookingId,
      slot_id: slotId,
    });
  },
}));
