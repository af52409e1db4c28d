-- private.vapi_calls through record_vapi_call_event / vapi_spend / vapi_calls_on: what each role
-- may do, idempotent redelivery, status that never moves back, the link to the demo request,
-- the spend of a day, and the checks on what is stored.
begin;
set local search_path = public, extensions;
select plan(40);
\ir include/access_rules.psql

-- Per role: anon and authenticated reach nothing, service_role only the three functions.
select pg_temp.only_service_role_runs(
  'public.record_vapi_call_event(text, text, text, text, text, text, timestamptz, timestamptz, numeric, numeric, text)',
  'public.vapi_spend(date, text, numeric, integer)',
  'public.vapi_calls_on(date)'
);
select pg_temp.only_rpcs_reach('private.vapi_calls');
select ok(
  'private.vapi_calls'::regclass in (select private.request_tables()),
  'erasure, export and retention of a lead cover its calls (a request_id uuid column)'
);

set local role anon;
select throws_ok(
  $$select public.record_vapi_call_event('call-anon', 'status-update', 'ended')$$,
  '42501', null, 'anon is refused when it tries'
);
reset role;
set local role authenticated;
select throws_ok($$select public.vapi_spend()$$, '42501', null, 'authenticated is refused the spend');
reset role;

-- A demo request whose outbound call is call-demo-1 (its lead carries the consent record that
-- claim_demo_request requires).
insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source)
values ('55555555-5555-4555-8555-555555555555', 'Ján', 'jan@example.sk', '+421900123456', 'financie',
  'gdpr-0123456789abcdef', 'demo-modal:immediate');
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select ok(public.claim_demo_request('55555555-5555-4555-8555-555555555555', 'immediate'), 'demo request claimed');
select ok(public.record_demo_call('55555555-5555-4555-8555-555555555555', 'call_placed', 'call-demo-1'), 'call id recorded');
-- Browser calls this backend created (their lines hold the call ids): events for any other id
-- change nothing (money.test.sql).
select ok(
  public.attach_voice_call(public.reserve_voice_call(10, 330, '203.0.113.9', 10), 'call-web-2')
    and public.attach_voice_call(public.reserve_voice_call(10, 330, '203.0.113.9', 10), 'call-old-3')
    and public.attach_voice_call(public.reserve_voice_call(10, 330, '203.0.113.9', 10), 'call-y')
    and public.attach_voice_call(public.reserve_voice_call(10, 330, '203.0.113.9', 10), 'call-z'),
  'four browser calls hold their lines'
);

select is(
  public.record_vapi_call_event('call-demo-1', 'status-update', 'ringing', 'outboundPhoneCall') ->> 'changed',
  'true', 'the first event creates the row'
);
select is(
  public.record_vapi_call_event('call-demo-1', 'status-update', 'ringing', 'outboundPhoneCall') ->> 'changed',
  'false', 'the same event redelivered changes nothing'
);
select is(
  public.record_vapi_call_event('call-demo-1', 'status-update', 'ringing') ->> 'request_id',
  '55555555-5555-4555-8555-555555555555', 'the call is linked to its demo request'
);
select ok(
  (public.record_vapi_call_event(
  'call-demo-1', 'end-of-call-report', null, 'outboundPhoneCall', 'customer-ended-call', 'answered',
  now() - interval '90 seconds', now(), 90, 0.3125, 'https://storage.vapi.ai/rec-1.wav'
)) ->> 'status' = 'ended',
  'the end-of-call report is stored'
);
select is(
  public.record_vapi_call_event('call-demo-1', 'status-update', 'in-progress') ->> 'status',
  'ended', 'a late in-progress does not reopen an ended call'
);
select is(
  public.record_vapi_call_event(
    'call-demo-1', 'end-of-call-report', null, 'outboundPhoneCall', 'customer-ended-call', 'answered',
    now() - interval '90 seconds', now(), 90, 0.3125, 'https://storage.vapi.ai/rec-1.wav'
  ) ->> 'cost',
  '0.3125', 'a redelivered report keeps one cost'
);

-- A second call of today and one of an earlier day.
select ok(
  (public.record_vapi_call_event(
  'call-web-2', 'end-of-call-report', null, 'vapi.websocketCall', 'customer-did-not-answer', 'no_answer',
  null, now(), 0, 0.05
)) ->> 'status' = 'ended',
  'a no-answer call of today is stored'
);
select ok(
  (public.record_vapi_call_event(
  'call-old-3', 'end-of-call-report', null, 'webCall', 'customer-ended-call', 'answered',
  '2026-01-05 10:00:00+00', '2026-01-05 10:02:00+00', 120, 9
)) ->> 'status' = 'ended',
  'a call of an earlier day is stored'
);
select is(public.vapi_spend(), 0.3625::numeric, 'today''s spend sums today''s recorded costs once each');
select is(public.vapi_spend('2026-01-05'), 9::numeric, 'another day''s spend');
select is(
  jsonb_array_length(public.vapi_calls_on() -> 'calls'), 2, 'the day''s listing has today''s two calls'
);
select is(
  public.vapi_calls_on() -> 'by_outcome', '{"answered": 1, "no_answer": 1}'::jsonb,
  'and counts them per outcome'
);
select is(
  (public.vapi_calls_on() -> 'calls' -> 0 ->> 'recording')::boolean, true,
  'the listing says whether a recording exists, not where'
);

select throws_ok(
  $$select public.record_vapi_call_event('call-x', 'transcript', 'ended')$$,
  '22023', null, 'another event type is refused'
);
select throws_ok(
  $$select public.record_vapi_call_event('call-x', 'status-update')$$,
  '22023', null, 'a status-update without a status is refused'
);
select throws_ok(
  $$select public.record_vapi_call_event('call x; drop', 'status-update', 'ended')$$,
  '23514', null, 'a malformed call id is refused'
);
select throws_ok(
  $$select public.record_vapi_call_event('call-y', 'end-of-call-report', null, null, null, null, null, null, null, -1)$$,
  '23514', null, 'a negative cost is refused'
);
select throws_ok(
  $$select public.record_vapi_call_event('call-z', 'end-of-call-report', null, null, null, null, null, null, null, null, 'javascript:alert(1)')$$,
  '23514', null, 'a recording URL that is not http(s) is refused'
);
select is(
  public.purge_expired_call_outcomes(now() + make_interval(days => public.lead_retention_days()) + interval '1 day'),
  3, 'retention removes call rows older than the lead retention period'
);
select is(public.vapi_spend(), 0::numeric, 'and with them their costs');
reset role;
set local role anon;
select throws_ok(
  $$select public.purge_expired_call_outcomes()$$, '42501', null, 'anon cannot purge'
);
reset role;

select * from finish();
rollback;
