-- Retention at a fixed clock: leads and their call records go LEAD_RETENTION_DAYS after they
-- were received, younger ones stay; the setting; the pg_cron schedule (a no-op without pg_cron);
-- every role.
begin;
set local search_path = public, extensions;
set local timezone = 'UTC';
select plan(27);
\ir include/access_rules.psql

-- leads received at known instants (as the database owner, who may set created_at)
insert into public.demo_requests (request_id, created_at, name, email, phone, industry) values
  ('b0000000-0000-4000-8000-000000000001', '2026-01-01 00:00:00+00', 'Old', 'old@example.sk', '+421900000001', 'financie'),
  ('b0000000-0000-4000-8000-000000000002', '2026-06-29 23:59:59+00', 'Older by a second', 'edge@example.sk', '+421900000002', 'financie'),
  ('b0000000-0000-4000-8000-000000000003', '2026-06-30 00:00:00+00', 'Exactly 180 days', 'kept@example.sk', '+421900000003', 'financie'),
  ('b0000000-0000-4000-8000-000000000004', '2026-12-20 00:00:00+00', 'Young', 'young@example.sk', '+421900000004', 'financie');
insert into private.demo_calls (request_id, call_type, claimed_at) values
  ('b0000000-0000-4000-8000-000000000001', 'immediate', '2026-01-01 00:00:05+00'),
  -- a call record claimed later than its lead arrived is still deleted with it
  ('b0000000-0000-4000-8000-000000000002', 'immediate', '2026-07-01 00:00:00+00'),
  ('b0000000-0000-4000-8000-000000000004', 'immediate', '2026-12-20 00:00:05+00'),
  -- call records without a lead row (function called directly) go by their own age
  ('b0000000-0000-4000-8000-00000000000a', 'immediate', '2026-02-01 00:00:00+00'),
  ('b0000000-0000-4000-8000-00000000000b', 'immediate', '2026-12-20 00:00:00+00');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select is(public.lead_retention_days(), 180, 'the default retention is 180 days');
select is(
  public.purge_expired_leads('2026-12-27 00:00:00+00'),
  jsonb_build_object('leads', 2, 'call_records', 3, 'cutoff', '2026-06-30T00:00:00+00:00'::text),
  'purge at 2026-12-27: two leads older than 180 days and three call records'
);
reset role;
select set_eq(
  'select name from public.demo_requests',
  array['Exactly 180 days', 'Young'],
  'leads younger than 180 days (or exactly 180) stay'
);
select set_eq(
  'select request_id::text from private.demo_calls',
  array['b0000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-00000000000b'],
  'call records of kept leads and young orphans stay'
);
set local role service_role;
select is(
  public.purge_expired_leads('2026-12-27 00:00:00+00') - 'cutoff',
  jsonb_build_object('leads', 0, 'call_records', 0),
  'a second run at the same clock deletes nothing'
);

-- a shorter period applies at once
select is(public.set_lead_retention_days(30), 30, 'service_role sets the retention to 30 days');
select is(public.lead_retention_days(), 30, 'the new value is read back');
select is(
  public.purge_expired_leads('2026-12-27 00:00:00+00') - 'cutoff',
  jsonb_build_object('leads', 1, 'call_records', 0),
  'with 30 days the lead of June goes too'
);
select is(
  public.purge_expired_leads('2027-01-19 00:00:00+00') - 'cutoff',
  jsonb_build_object('leads', 0, 'call_records', 0),
  'the December lead stays until its 30 days have passed'
);
select is(
  public.purge_expired_leads('2027-01-19 00:00:01+00') - 'cutoff',
  jsonb_build_object('leads', 1, 'call_records', 2),
  'then it goes, with its call record and the December orphan'
);
select throws_ok('select public.set_lead_retention_days(0)', '22023', null, '0 days is refused');
select throws_ok('select public.set_lead_retention_days(3651)', '22023', null, 'more than 10 years is refused');
select throws_ok('select public.set_lead_retention_days(null)', '22023', null, 'null is refused');
select is(public.lead_retention_days(), 30, 'a refused value changes nothing');
reset role;

-- pg_cron: scheduled where it exists, nothing to do here (plain PostgreSQL)
select is(
  (select count(*)::int from pg_extension where extname = 'pg_cron') = 0,
  private.schedule_retention_jobs() = '{}',
  'schedule_retention_jobs schedules only where pg_cron exists'
);

-- every role: only service_role runs the purge and the setting's functions
select pg_temp.only_service_role_runs(
  'public.purge_expired_leads(timestamptz)',
  'public.lead_retention_days()',
  'public.set_lead_retention_days(integer)'
);
set local role service_role;
select throws_ok('select * from private.privacy_settings', '42501', null, 'service_role reaches the setting only through the functions');
select lives_ok('select public.purge_expired_leads()', 'service_role purges at the current time');
select lives_ok('select public.purge_expired_rate_limits()', 'service_role purges counters at the current time');
reset role;

select * from finish();
rollback;
