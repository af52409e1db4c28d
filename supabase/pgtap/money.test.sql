-- Money cannot leak through the call records (20261127102651): events for call ids this backend
-- never created change nothing, a recorded cost never decreases, calls without their report are
-- counted at the per-minute estimate, the spend per kind, and call_events_health.
begin;
set local search_path = public, extensions;
select plan(20);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs('public.call_events_health(integer)');

-- The end-of-call report of a browser call the visitor ended, as Vapi sends it; what it leaves
-- out is the RPC's default (null).
create function pg_temp.web_call_report(
  call_id text,
  started_at timestamptz default null,
  ended_at timestamptz default null,
  duration_seconds numeric default null,
  cost numeric default null
)
returns jsonb
language sql
as $$
  select public.record_vapi_call_event(
    call_id, 'end-of-call-report', null, 'webCall', 'customer-ended-call', 'answered',
    started_at, ended_at, duration_seconds, cost
  )
$$;

insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source)
values ('66666666-6666-4666-8666-666666666666', 'Eva', 'eva@example.sk', '+421900123457', 'financie',
  'gdpr-0123456789abcdef', 'demo-modal:immediate');
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

-- Unknown call ids
select is(
  pg_temp.web_call_report('invented-1', null, now(), 60, 0) ->> 'known',
  'false', 'a report for a call id this backend never created is not ours'
);
select is(public.vapi_calls_on() -> 'calls', '[]'::jsonb, 'and wrote nothing');

-- A browser call of ours: its cost only rises
select ok(
  public.attach_voice_call(public.reserve_voice_call(10, 330, '2001:db8::1', 10), 'web-1'),
  'a browser call holds its line'
);
select is(
  pg_temp.web_call_report('web-1', now() - interval '2 minutes', now(), 120, 1.25) ->> 'cost',
  '1.2500', 'its report stores the cost'
);
select is(
  pg_temp.web_call_report('web-1', now() - interval '2 minutes', now(), 120, 0) ->> 'cost',
  '1.2500', 'a second report with a lower cost does not replace it'
);
select is(
  pg_temp.web_call_report('web-1') ->> 'cost',
  '1.2500', 'nor does one without a cost'
);
select is(
  pg_temp.web_call_report('web-1', cost => 2.5) ->> 'cost',
  '2.5000', 'a higher one does'
);
select is(public.vapi_spend(), 2.5::numeric, 'the spend is the reported cost');

-- A browser call in progress (started 3.5 minutes ago, no report yet)
select ok(
  public.attach_voice_call(public.reserve_voice_call(10, 330, '2001:db8::2', 10), 'web-2'),
  'a second browser call holds its line'
);
reset role;
update private.voice_calls set created_at = now() - interval '210 seconds' where vapi_call_id = 'web-2';
set local role service_role;
select is(
  public.vapi_spend(estimate_per_minute => 0.5),
  2.5 + 4 * 0.5, 'a call in progress counts 0.5 per started minute until its report arrives'
);
select is(
  public.vapi_spend(estimate_per_minute => 0.5, estimate_max_seconds => 120),
  2.5 + 2 * 0.5, 'at most its longest duration'
);

-- An outbound demo call just placed: at least one minute, in the demo budget
select ok(public.claim_demo_request('66666666-6666-4666-8666-666666666666', 'immediate'), 'demo request claimed');
select ok(public.record_demo_call('66666666-6666-4666-8666-666666666666', 'call_placed', 'demo-1'), 'its call placed');
select is(
  public.vapi_spend(kind => 'demo', estimate_per_minute => 0.5), 0.5::numeric,
  'the demo budget counts the demo call at one minute'
);
select is(
  public.vapi_spend(kind => 'voice', estimate_per_minute => 0.5), 4.5::numeric,
  'the voice budget counts the browser calls only'
);
select throws_ok(
  $$select public.vapi_spend(kind => 'phone')$$, '22023', null, 'an unknown kind is refused'
);

-- Events stopped arriving: web-2 started 3.5 minutes ago without any event
select is(
  public.call_events_health(120) ->> 'calls_unheard', '1',
  'a call older than expected without any event is counted as unheard'
);

select * from finish();
rollback;
