-- Paid calls capped by the database: no claim (so no dial) without a consent record, capacity
-- per 15-minute slot and per day counted on the day the call rings, single-use form tokens bound
-- to one request id, and the concurrency cap of browser voice calls. As service_role.
begin;
set local search_path = public, extensions;
select plan(33);

-- leads as the site stores them (with consent) and as the plain four-field insert does
insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source)
select ('c0000000-0000-4000-8000-0000000000' || lpad(i::text, 2, '0'))::uuid, 'Ján', 'jan@example.sk',
  '+421900123456', 'financie', 'gdpr-0123456789abcdef', 'demo-modal:scheduled'
from generate_series(1, 12) as i;
insert into public.demo_requests (request_id, name, email, phone, industry) values
  ('c0000000-0000-4000-8000-000000000099', 'Eva', 'eva@example.sk', '+421900654321', 'reality');
insert into public.demo_requests (request_id, name, email, phone, industry, consent_source) values
  ('c0000000-0000-4000-8000-000000000098', 'Eva', 'eva@example.sk', '+421900654321', 'reality', 'demo-modal:immediate');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

-- consent
select throws_ok(
  $$select public.claim_demo_request('c0000000-0000-4000-8000-000000000099', 'immediate')$$,
  '23514', null, 'a four-field lead (no consent record) cannot be claimed, so it is never dialled'
);
select throws_ok(
  $$select public.claim_demo_request('c0000000-0000-4000-8000-000000000098', 'immediate')$$,
  '23514', null, 'a lead without the consent text version cannot be claimed'
);
select throws_ok(
  $$select public.claim_demo_request(gen_random_uuid(), 'immediate')$$,
  '23514', null, 'a request id without a lead row cannot be claimed'
);
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000001', 'immediate'), 'a lead with its consent record is claimed');

-- slot capacity 2, day capacity 3 on 2026-12-01 (slot 09:00 Bratislava = 08:00 UTC)
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000002', 'scheduled', '2026-12-01 08:00+00', '2026-12-01 08:15+00'), 'claim 2');
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000003', 'scheduled', '2026-12-01 08:00+00', '2026-12-01 08:15+00'), 'claim 3');
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000004', 'scheduled', '2026-12-01 08:00+00', '2026-12-01 08:15+00'), 'claim 4');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000002', '2026-12-01', 2, 3), 'ok', 'first call of the slot');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000003', '2026-12-01', 2, 3), 'ok', 'second call of the slot');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000004', '2026-12-01', 2, 3), 'slot', 'a third call in the same slot is refused');
select ok(public.record_demo_call('c0000000-0000-4000-8000-000000000004', 'deferred'), 'the refused one is deferred');
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000005', 'scheduled', '2026-12-01 08:15+00', '2026-12-01 08:30+00'), 'claim 5');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000005', '2026-12-01', 2, 3), 'ok', 'the next slot has room (day: 3 of 3)');
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000006', 'scheduled', '2026-12-01 12:00+00', '2026-12-01 12:15+00'), 'claim 6');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000006', '2026-12-01', 2, 3), 'day', 'a fourth call ringing that day is refused whatever its slot');
select ok(public.record_demo_call('c0000000-0000-4000-8000-000000000006', 'deferred'), 'deferred');
-- booked today, ringing another day: counted on that other day
select ok(public.claim_demo_request('c0000000-0000-4000-8000-000000000007', 'scheduled', '2026-12-02 12:00+00', '2026-12-02 12:15+00'), 'claim 7');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000007', '2026-12-02', 2, 3), 'ok', 'the day budget counts the day the call rings, not the booking day');
-- a failed call frees its place
select ok(public.record_demo_call('c0000000-0000-4000-8000-000000000003', 'failed', null, 'boom'), 'call 3 failed');
select is(public.reserve_call_capacity('c0000000-0000-4000-8000-000000000006', '2026-12-01', 2, 3), 'ok', 'a failed call frees its place in the day');
select throws_ok(
  $$select public.reserve_call_capacity(gen_random_uuid(), '2026-12-01', 2, 3)$$,
  '22023', null, 'an unclaimed request id has no capacity to take'
);

-- single-use form tokens bound to one request id
select ok(public.use_form_token('nonce-1', 'c0000000-0000-4000-8000-000000000008', 7200), 'first use of a token');
select ok(public.use_form_token('nonce-1', 'c0000000-0000-4000-8000-000000000008', 7200), 'the same request id again (a retried submit) passes');
select ok(not public.use_form_token('nonce-1', 'c0000000-0000-4000-8000-000000000009', 7200), 'the token with another request id is a replay');

-- concurrency cap of browser voice calls (2 places)
create temporary table places (id uuid) on commit drop;
grant all on places to service_role;
insert into places select public.reserve_voice_call(2, 330, '203.0.113.1', 5);
insert into places select public.reserve_voice_call(2, 330, '203.0.113.1', 5);
select is((select count(*)::int from places where id is not null), 2, 'two places are given');
select is(public.reserve_voice_call(2, 330, '203.0.113.1', 5), null, 'a third concurrent call gets none');
select ok(public.release_voice_call((select id from places limit 1)), 'a call never created frees its place');
select ok(public.attach_voice_call(public.reserve_voice_call(2, 330, '203.0.113.1', 5), 'vapi-call-9'), 'the freed place is taken again');
select ok(public.end_voice_call('vapi-call-9') and public.reserve_voice_call(2, 330, '203.0.113.1', 5) is not null, 'an ended call frees its place');

-- Vapi's report that a call ended (vapi-events -> record_vapi_call_event) frees its line too
reset role;
delete from private.voice_calls;
set local role service_role;
select ok(public.attach_voice_call(public.reserve_voice_call(1, 330, '203.0.113.1', 5), 'vapi-call-10'), 'the only place is held by a call');
select public.record_vapi_call_event('vapi-call-10', 'end-of-call-report', ended_reason => 'customer-ended-call');
select isnt(public.reserve_voice_call(1, 330, '203.0.113.1', 5), null, 'the end-of-call report freed the line');

reset role;
delete from private.voice_calls;
set local role service_role;
select ok(
  public.reserve_voice_call(10, 330, '198.51.100.7', 2) is not null
    and public.reserve_voice_call(10, 330, '198.51.100.7', 2) is not null,
  'one network holds two places'
);
select ok(
  public.reserve_voice_call(10, 330, '198.51.100.7', 2) is null
    and public.reserve_voice_call(10, 330, '198.51.100.8', 2) is not null,
  'a third of the same network is refused while another network gets one'
);

select * from finish();
rollback;
