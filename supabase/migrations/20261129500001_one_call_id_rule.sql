-- One rule for a Vapi call id or chat id (issue 39): the booking tables of
-- 20261127102701_demo_slot_booking checked `^[A-Za-z0-9_-]{1,200}$`, private.vapi_calls and
-- record_vapi_call_event `^[A-Za-z0-9._:-]{1,200}$`. The wider one is the rule everywhere, the
-- TypeScript's too (VOICE_CALL_ID_PATTERN of @hlasovy-asistent/validation); the test of the
-- database's vocabularies (supabase/test/database-types.test.ts) reads every call-id pattern of
-- the migrated database back and compares it with that one. Widening a check keeps every stored
-- row valid.
alter table private.demo_slot_offers
  drop constraint demo_slot_offers_call_id_check,
  add constraint demo_slot_offers_call_id_check check (vapi_call_id ~ '^[A-Za-z0-9._:-]{1,200}$');

alter table private.voice_call_controls
  drop constraint voice_call_controls_call_id_check,
  add constraint voice_call_controls_call_id_check
    check (vapi_call_id ~ '^[A-Za-z0-9._:-]{1,200}$');

alter table private.demo_slot_bookings
  drop constraint demo_slot_bookings_call_id_check,
  add constraint demo_slot_bookings_call_id_check check (vapi_call_id ~ '^[A-Za-z0-9._:-]{1,200}$');
