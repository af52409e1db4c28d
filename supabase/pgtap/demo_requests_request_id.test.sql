-- demo_requests.request_id: unique, and a retried submit (same id) succeeds without storing
-- a second row, for anon (no error reaches the visitor) and for service_role.
begin;
set local search_path = public, extensions;
select plan(10);
\ir include/leads.psql

select col_is_unique('public', 'demo_requests', array['request_id'], 'request_id is unique');
select has_trigger('public', 'demo_requests', 'demo_requests_insert_once', 'the ON CONFLICT insert trigger exists');
select has_trigger('public', 'demo_requests', 'demo_requests_guard_statement', 'the statement guard exists');
select hasnt_trigger('public', 'demo_requests', 'demo_requests_skip_duplicate', 'the advisory-lock trigger is gone');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select lives_ok(
  pg_temp.lead_insert('22222222-2222-4222-8222-222222222222'),
  'anon: first submit is stored'
);
select lives_ok(
  pg_temp.lead_insert('22222222-2222-4222-8222-222222222222'),
  'anon: the retried submit succeeds too'
);
reset role;

set local role service_role;
select lives_ok(
  pg_temp.lead_insert(
    '22222222-2222-4222-8222-222222222222', 'Other', 'other@example.sk', '+421900000000', 'reality'
  ),
  'service_role: a duplicate is skipped as well'
);
select results_eq(
  $$select count(*)::int from public.demo_requests where request_id = '22222222-2222-4222-8222-222222222222'$$,
  array[1],
  'the request is stored exactly once'
);
select results_eq(
  $$select name from public.demo_requests where request_id = '22222222-2222-4222-8222-222222222222'$$,
  array['Ján'],
  'the first submit wins'
);
reset role;

-- with triggers disabled the unique constraint is still the last guard
set local session_replication_role = replica;
select throws_ok(
  pg_temp.lead_insert('22222222-2222-4222-8222-222222222222'),
  '23505', null, 'unique constraint rejects a duplicate the trigger did not see'
);
set local session_replication_role = origin;

select * from finish();
rollback;
