-- claim_demo_request / record_demo_call / get_demo_call: one claim per request id, outcome
-- recorded, constraints on what is stored. Acting as service_role (the Edge Function).
begin;
set local search_path = public, extensions;
select plan(13);

-- the leads, with their consent record (claim_demo_request requires it)
insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source) values
  ('33333333-3333-4333-8333-333333333333', 'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-0123456789abcdef', 'demo-modal:immediate'),
  ('44444444-4444-4444-8444-444444444444', 'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-0123456789abcdef', 'demo-modal:immediate'),
  ('66666666-6666-4666-8666-666666666666', 'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-0123456789abcdef', 'demo-modal:immediate');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select ok(public.claim_demo_request('33333333-3333-4333-8333-333333333333', 'immediate'), 'the first claim wins');
select ok(not public.claim_demo_request('33333333-3333-4333-8333-333333333333', 'immediate'), 'a second claim of the same id loses');
select ok(
  not public.claim_demo_request('33333333-3333-4333-8333-333333333333', 'scheduled', now(), now() + interval '15 minutes'),
  'a retry with another call type loses too'
);
select ok(
  public.claim_demo_request(
    '44444444-4444-4444-8444-444444444444', 'scheduled',
    '2026-03-29 07:00:00+00', '2026-03-29 07:15:00+00'
  ),
  'a scheduled request is claimed with its window'
);
select ok(
  public.record_demo_call('33333333-3333-4333-8333-333333333333', 'call_placed', 'vapi-call-1', null, true),
  'the outcome is recorded'
);
select ok(not public.record_demo_call(gen_random_uuid(), 'failed'), 'recording an unclaimed id reports false');
select is(
  public.get_demo_call('33333333-3333-4333-8333-333333333333') - 'claimed_at' - 'updated_at',
  jsonb_build_object(
    'request_id', '33333333-3333-4333-8333-333333333333', 'call_type', 'immediate',
    'scheduled_at', null, 'scheduled_until', null, 'outcome', 'call_placed',
    'vapi_call_id', 'vapi-call-1', 'error', null, 'notified', true, 'attempts', 0,
    'call_day', null
  ),
  'get_demo_call returns the stored record'
);
select ok(
  public.record_demo_call('33333333-3333-4333-8333-333333333333', 'failed', null, 'boom'),
  'a later record keeps the values passed as null'
);
select is(
  public.get_demo_call('33333333-3333-4333-8333-333333333333') ->> 'vapi_call_id',
  'vapi-call-1', 'vapi_call_id kept'
);
select is(public.get_demo_call(gen_random_uuid()), null, 'an unknown id gives null');
select throws_ok(
  $$select public.claim_demo_request('66666666-6666-4666-8666-666666666666', 'scheduled')$$,
  '23514', 'new row for relation "demo_calls" violates check constraint "demo_calls_schedule_check"',
  'scheduled without an instant is rejected'
);
select throws_ok(
  $$select public.claim_demo_request('66666666-6666-4666-8666-666666666666', 'tomorrow')$$,
  '23514', 'new row for relation "demo_calls" violates check constraint "demo_calls_call_type_check"',
  'an unknown call type is rejected'
);
select throws_ok(
  $$select public.record_demo_call('33333333-3333-4333-8333-333333333333', 'maybe')$$,
  '23514', null, 'an unknown outcome is rejected'
);
reset role;

select * from finish();
rollback;
