-- The private schema and the backend RPCs: unreachable for anon and authenticated,
-- service_role only through the RPCs, every SECURITY DEFINER function with a pinned search_path.
begin;
set local search_path = public, extensions;
select plan(38);

select schema_privs_are('private', r, '{}'::text[], format('%s has no usage on schema private', r))
from unnest(array['anon', 'authenticated', 'service_role']) as r;

-- tables behind the RPCs, per role
set local role anon;
select throws_ok('select * from private.demo_calls', '42501', null, 'anon cannot read private.demo_calls');
select throws_ok('select * from private.rate_limits', '42501', null, 'anon cannot read private.rate_limits');
select throws_ok(
  $$insert into private.demo_calls (request_id, call_type) values (gen_random_uuid(), 'immediate')$$,
  '42501', null, 'anon cannot write private.demo_calls'
);
reset role;
set local role authenticated;
select throws_ok('select * from private.demo_calls', '42501', null, 'authenticated cannot read private.demo_calls');
reset role;
set local role service_role;
select throws_ok('select * from private.rate_limits', '42501', null, 'service_role reaches private only through RPCs');
reset role;

-- the RPCs: EXECUTE for service_role only
\ir include/access_rules.psql
select pg_temp.only_service_role_runs(
  'public.check_rate_limit(text, text, integer, integer)',
  'public.claim_demo_request(uuid, text, timestamptz, timestamptz)',
  'public.record_demo_call(uuid, text, text, text, boolean, integer)',
  'public.get_demo_call(uuid)',
  'public.prune_rate_limits(interval)'
);

set local role anon;
select throws_ok($$select public.check_rate_limit('demo_ip', '203.0.113.1', 5, 60)$$, '42501', null, 'anon cannot call check_rate_limit');
select throws_ok($$select public.claim_demo_request(gen_random_uuid(), 'immediate')$$, '42501', null, 'anon cannot call claim_demo_request');
select throws_ok($$select public.get_demo_call(gen_random_uuid())$$, '42501', null, 'anon cannot call get_demo_call');
reset role;
set local role authenticated;
select throws_ok($$select public.check_rate_limit('demo_ip', '203.0.113.1', 5, 60)$$, '42501', null, 'authenticated cannot call check_rate_limit');
reset role;

-- every function in public/private: SECURITY DEFINER only with search_path pinned to ''
select ok(
  (select proconfig from pg_proc where oid = fn::regprocedure) = array['search_path=""'],
  format('%s pins search_path', fn)
)
from unnest(array[
  'public.check_rate_limit(text, text, integer, integer)',
  'public.claim_demo_request(uuid, text, timestamptz, timestamptz)',
  'public.record_demo_call(uuid, text, text, text, boolean, integer)',
  'public.get_demo_call(uuid)',
  'public.prune_rate_limits(interval)',
  'private.demo_requests_guard_statement()',
  'private.demo_requests_insert_once()',
  'private.request_client_ip()',
  'private.rate_limit_ip_key(text)'
]) as fn;
select is_empty(
  $$select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prosecdef
      and not coalesce('search_path=""' = any(p.proconfig), false)$$,
  'no SECURITY DEFINER function without a pinned search_path'
);
select is_empty(
  $$select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and (has_function_privilege('anon', p.oid, 'execute')
        or has_function_privilege('authenticated', p.oid, 'execute'))$$,
  'anon and authenticated can execute no function in public or private'
);

select * from finish();
rollback;
