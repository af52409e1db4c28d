-- demo_requests: who may do what (anon, authenticated, service_role), grants, RLS, policy.
begin;
set local search_path = public, extensions;
select plan(28);
\ir include/leads.psql

-- catalogue: explicit grants instead of Supabase's defaults
select table_privs_are('public', 'demo_requests', 'anon', '{}'::text[], 'anon has no table-wide privilege');
select table_privs_are('public', 'demo_requests', 'authenticated', '{}'::text[], 'authenticated has no privilege');
select table_privs_are(
  'public', 'demo_requests', 'service_role',
  array['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE'],
  'service_role has every privilege'
);
select column_privs_are('public', 'demo_requests', c, 'anon', array['INSERT'], format('anon may insert %s', c))
from unnest(array['request_id', 'name', 'email', 'phone', 'industry']) as c;
select column_privs_are('public', 'demo_requests', c, 'anon', '{}'::text[], format('anon may not touch %s', c))
from unnest(array['id', 'created_at']) as c;
select ok(
  (select relrowsecurity from pg_class where oid = 'public.demo_requests'::regclass),
  'row level security is enabled'
);
select policies_are('public', 'demo_requests', array['demo_requests_anon_insert'], 'one policy');
select policy_roles_are('public', 'demo_requests', 'demo_requests_anon_insert', array['anon'], 'the policy is for anon');
select policy_cmd_is('public', 'demo_requests', 'demo_requests_anon_insert', 'insert', 'the policy is INSERT only');

-- as anon (the browser), like PostgREST sets it up
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select lives_ok(
  pg_temp.lead_insert('11111111-1111-4111-8111-111111111111', 'Ján Novák'),
  'anon: insert without returning is allowed'
);
select throws_ok(
  pg_temp.lead_insert(gen_random_uuid()::text) || ' returning id',
  '42501', null, 'anon: insert ... returning (supabase-js .insert().select()) is refused'
);
select throws_ok('select * from public.demo_requests', '42501', null, 'anon: select is denied');
select throws_ok('select count(*) from public.demo_requests', '42501', null, 'anon: count is denied');
select throws_ok($$update public.demo_requests set name = 'x'$$, '42501', null, 'anon: update is denied');
select throws_ok('delete from public.demo_requests', '42501', null, 'anon: delete is denied');
select throws_ok('truncate public.demo_requests', '42501', null, 'anon: truncate is denied');
select throws_ok(
  $$insert into public.demo_requests (id, request_id, name, email, phone, industry)
    values (gen_random_uuid(), gen_random_uuid(), 'Ján', 'jan@example.sk', '+421900123456', 'financie')$$,
  '42501', null, 'anon: cannot choose the id'
);
select throws_ok(
  $$insert into public.demo_requests (created_at, request_id, name, email, phone, industry)
    values (now() - interval '1 year', gen_random_uuid(), 'Ján', 'jan@example.sk', '+421900123456', 'financie')$$,
  '42501', null, 'anon: cannot backdate created_at'
);
reset role;

-- as authenticated (no logins on this site: nothing)
set local role authenticated;
set local request.jwt.claims = '{"role":"authenticated"}';
select throws_ok(
  pg_temp.lead_insert(gen_random_uuid()::text),
  '42501', null, 'authenticated: insert is denied'
);
select throws_ok('select * from public.demo_requests', '42501', null, 'authenticated: select is denied');
reset role;

-- as service_role (the backend)
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select results_eq(
  $$select name from public.demo_requests where request_id = '11111111-1111-4111-8111-111111111111'$$,
  array['Ján Novák'],
  'service_role reads what anon inserted'
);
select lives_ok($$update public.demo_requests set industry = 'reality'$$, 'service_role may update');
select lives_ok('delete from public.demo_requests', 'service_role may delete');
reset role;

select * from finish();
rollback;
