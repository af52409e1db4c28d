/**
 * The one rule of a Vapi call id or chat id, wherever one is checked: a booking's `bookingId`, the
 * webhook's call, the local agent's pending calls, and every CHECK and SQL function of the
 * migrations (supabase/test/database-types.test.ts reads them back and compares them with this).
 * Vapi's ids are UUIDs; the rule is the database's first one (private.vapi_calls), wide enough
 * for any id Vapi has sent.
 */
export const VOICE_CALL_ID_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;
