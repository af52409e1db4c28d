-- Booking in a voice call: offers per call, tool-call answers stored once (replays change
-- nothing), the booking's link to its call, slot load; RLS on and no anon access.
begin;
set local search_path = public, extensions;
select plan(45);
\ir include/access_rules.psql

select pg_temp.only_rpcs_reach(
  'private.demo_slot_offers', 'private.voice_call_controls',
  'private.vapi_tool_calls', 'private.demo_slot_bookings'
);
select pg_temp.only_service_role_runs(
  'public.record_demo_slot_offers(text, jsonb, text)',
  'public.remember_tool_call(text, text, text, jsonb)',
  'public.demo_slot_offered(text, text)',
  'public.demo_slot_load(date, date)',
  'public.record_demo_slot_booking(uuid, text, text)'
);
select ok(
  not has_table_privilege('anon', 'private.vapi_tool_calls', 'select')
  and not has_table_privilege('anon', 'private.demo_slot_offers', 'insert'),
  'anon has no access to the booking tables'
);

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

select is(
  public.record_demo_slot_offers('call-a', '[{"id":"2026-12-01T09:00","starts_at":"2026-12-01T08:00:00Z"},{"id":"2026-12-01T09:15","starts_at":"2026-12-01T08:15:00Z"}]', 'http://127.0.0.1:1/control'),
  2, 'two offers recorded'
);
select ok(public.demo_slot_offered('call-a', '2026-12-01T09:00'), 'an offered slot is found for its call');
select ok(not public.demo_slot_offered('call-b', '2026-12-01T09:00'), 'not for another call');
select ok(not public.demo_slot_offered('call-a', '2026-12-01T10:00'), 'a slot never offered is not found');
select is(public.voice_call_control_url('call-a'), 'http://127.0.0.1:1/control', 'the control URL is kept');
select throws_ok(
  $$select public.record_demo_slot_offers('call-a', '[{"id":"zajtra","starts_at":"2026-12-01T08:00:00Z"}]')$$,
  '23514', null, 'a malformed slot id is refused'
);
select throws_ok(
  $$select public.record_demo_slot_offers('call-a', '{}')$$, '22023', null, 'slots must be an array'
);

select is(public.find_tool_call('tc-1'), null, 'an unknown tool call has no answer');
select is(public.remember_tool_call('tc-1', 'call-a', 'demo_slots', '{"result":"first"}'), '{"result":"first"}'::jsonb, 'the first answer is stored');
select is(public.remember_tool_call('tc-1', 'call-a', 'demo_slots', '{"result":"second"}'), '{"result":"first"}'::jsonb, 'a replay gets the first answer back');
select is(public.find_tool_call('tc-1'), '{"result":"first"}'::jsonb, 'and it stays the first');

select ok(public.record_demo_slot_booking('d0000000-0000-4000-8000-000000000001', 'call-a', '2026-12-01T09:00'), 'a booking is linked to its call');
select is(public.record_demo_slot_booking('d0000000-0000-4000-8000-000000000001', 'call-b', '2026-12-01T09:15'), null, 'once per request id');

select * from finish();
rollback;
