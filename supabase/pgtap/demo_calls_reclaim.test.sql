-- claim_demo_request with the dialling rules: a failed or stale claim can be taken again (a request id
-- is never stuck as a duplicate), deferred/placed ones cannot; record_demo_call keeps attempts.
begin;
set local search_path = public, extensions;
select plan(12);

-- the leads, with their consent record (claim_demo_request requires it)
insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source) values
  ('55555555-5555-4555-8555-555555555501', 'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-0123456789abcdef', 'demo-modal:immediate'),
  ('55555555-5555-4555-8555-555555555502', 'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-0123456789abcdef', 'demo-modal:immediate');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select ok(public.claim_demo_request('55555555-5555-4555-8555-555555555501', 'immediate'), 'first claim');
select ok(
  public.record_demo_call('55555555-5555-4555-8555-555555555501', 'failed', null, 'Vapi answered 503', true, 3),
  'the failure is recorded with its attempts'
);
select is(
  public.get_demo_call('55555555-5555-4555-8555-555555555501') ->> 'attempts', '3', 'attempts stored'
);
select ok(public.claim_demo_request('55555555-5555-4555-8555-555555555501', 'immediate'), 'a failed id is claimed again');
select is(
  public.get_demo_call('55555555-5555-4555-8555-555555555501') - 'claimed_at' - 'updated_at' - 'request_id',
  jsonb_build_object(
    'call_type', 'immediate', 'scheduled_at', null, 'scheduled_until', null, 'outcome', 'pending',
    'vapi_call_id', null, 'error', null, 'notified', false, 'attempts', 0, 'call_day', null
  ),
  'the new claim starts clean'
);
select ok(not public.claim_demo_request('55555555-5555-4555-8555-555555555501', 'immediate'), 'a fresh pending claim is a duplicate');

select ok(public.claim_demo_request('55555555-5555-4555-8555-555555555502', 'immediate'), 'claim');
select ok(public.record_demo_call('55555555-5555-4555-8555-555555555502', 'deferred'), 'deferred (over budget)');
select ok(not public.claim_demo_request('55555555-5555-4555-8555-555555555502', 'immediate'), 'a deferred id is a duplicate');
select ok(public.record_demo_call('55555555-5555-4555-8555-555555555502', 'retrying', null, null, null, 1), 'retrying is a known outcome');
reset role;

-- a function instance died 11 minutes ago while retrying
update private.demo_calls set updated_at = now() - interval '11 minutes'
where request_id = '55555555-5555-4555-8555-555555555502';
set local role service_role;
select ok(public.claim_demo_request('55555555-5555-4555-8555-555555555502', 'immediate'), 'a stale retrying claim is taken again');
select throws_ok(
  $$select public.record_demo_call('55555555-5555-4555-8555-555555555502', 'call_placed', null, null, null, -1)$$,
  '23514', null, 'negative attempts are rejected'
);
reset role;

select * from finish();
rollback;
