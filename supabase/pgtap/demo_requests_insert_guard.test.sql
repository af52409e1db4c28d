-- demo_requests inserts (dialling rules): the plain four-field insert, one row per statement for
-- anon, a per-address limit (IPv6 by /64) read from PostgREST's request headers, duplicates by
-- ON CONFLICT without advisory locks. As anon (with and without API headers), authenticated
-- and service_role.
begin;
set local search_path = public, extensions;
select plan(27);
\ir include/leads.psql

update private.demo_insert_limit set max_hits = 2, window_seconds = 600;

-- client address and key helpers (superuser: they are private)
select is(private.rate_limit_ip_key('203.0.113.9'), '203.0.113.9', 'IPv4 key is the address');
select is(private.rate_limit_ip_key('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64', 'IPv6 key is the /64');
select is(private.rate_limit_ip_key('2001:DB8:0:0:1::9'), '2001:db8::/64', 'IPv6 key is canonical');
select is(private.rate_limit_ip_key('::ffff:198.51.100.7'), '198.51.100.7', 'IPv4-mapped IPv6 is the IPv4');
select is(private.rate_limit_ip_key('not-an-ip'), 'not-an-ip', 'anything else is kept as it is');
select is(private.rate_limit_ip_key(null), 'unknown', 'no address: unknown');
set local request.headers = '{"x-real-ip":"203.0.113.5","x-forwarded-for":"1.1.1.1, 203.0.113.5"}';
select is(private.request_client_ip(), '203.0.113.5', 'X-Real-IP by default');
update private.demo_insert_limit set trusted_proxy_hops = 2;
set local request.headers = '{"x-real-ip":"127.0.0.1","x-forwarded-for":"1.1.1.1, 198.51.100.7, 127.0.0.1"}';
select is(private.request_client_ip(), '198.51.100.7', 'with 2 trusted hops: the 2nd entry from the right');
update private.demo_insert_limit set trusted_proxy_hops = null;
reset request.headers;
select is(private.request_client_ip(), null, 'no API request, no address');

-- anon through the API
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
set local request.headers = '{"x-real-ip":"203.0.113.20"}';
select lives_ok(
  $$insert into public.demo_requests (name, email, phone, industry)
    values ('Ján Štvorpoľový', 'four@example.sk', '+421905123456', 'financie')$$,
  'anon: the plain four-field insert works (request_id defaults)'
);
select throws_ok(
  $$insert into public.demo_requests (name, email, phone, industry)
    values ('A', 'a@example.sk', '+421905123456', 'financie'), ('B', 'b@example.sk', '+421905123457', 'financie')$$,
  'PGRST', null, 'anon: two rows in one statement are refused'
);
select lives_ok(
  pg_temp.lead_insert('66666666-6666-4666-8666-666666666601', 'C', 'c@example.sk', '+421905123458'),
  'anon: the 2nd insert from the address passes'
);
select throws_ok(
  pg_temp.lead_insert('66666666-6666-4666-8666-666666666601', 'C', 'c@example.sk', '+421905123458'),
  'PGRST', null, 'anon: the 3rd insert from the address in the window is refused (even a retry)'
);
set local request.headers = '{"x-real-ip":"203.0.113.21"}';
select lives_ok(
  pg_temp.lead_insert('66666666-6666-4666-8666-666666666601', 'C', 'c@example.sk', '+421905123458'),
  'anon: another address has its own allowance, and the retry is skipped silently'
);
-- IPv6: one /64 is one client
set local request.headers = '{"x-real-ip":"2001:db8:aa:1::1"}';
select lives_ok($$insert into public.demo_requests (name, email, phone, industry) values ('D', 'd@example.sk', '+421905123459', 'x')$$, 'IPv6 ::1 of a /64');
set local request.headers = '{"x-real-ip":"2001:db8:aa:1:ffff:ffff:ffff:fffe"}';
select lives_ok($$insert into public.demo_requests (name, email, phone, industry) values ('E', 'e@example.sk', '+421905123459', 'x')$$, 'another address of the same /64');
set local request.headers = '{"x-real-ip":"2001:db8:aa:1:1234::7"}';
select throws_ok(
  $$insert into public.demo_requests (name, email, phone, industry) values ('F', 'f@example.sk', '+421905123459', 'x')$$,
  'PGRST', null, 'a third address of the same /64 is over the limit'
);
set local request.headers = '{"x-real-ip":"2001:db8:aa:2::1"}';
select lives_ok($$insert into public.demo_requests (name, email, phone, industry) values ('G', 'g@example.sk', '+421905123459', 'x')$$, 'the next /64 is another client');
-- outside an API request (no headers) there is no address to count
reset request.headers;
select lives_ok(
  $$insert into public.demo_requests (name, email, phone, industry) values ('H', 'h@example.sk', '+421905123459', 'x')$$,
  'anon without API headers: no address, no per-address count'
);
select is(
  (select count(*)::int from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()),
  0, 'no advisory locks are taken'
);
reset role;

select is(
  (select count(*)::int from public.demo_requests where request_id = '66666666-6666-4666-8666-666666666601'),
  1, 'the retried request id is stored once'
);
select is(
  (select count(*)::int from public.demo_requests where email in ('a@example.sk', 'b@example.sk', 'f@example.sk')),
  0, 'nothing of a refused statement is stored'
);
select is(
  (select hits from private.rate_limits where bucket = 'demo_insert_ip'
    and key_hash = private.rate_limit_key('2001:db8:aa:1::/64')),
  2, 'the /64 counted two hits (refused statements roll back their hit)'
);

-- authenticated: no insert at all
set local role authenticated;
set local request.jwt.claims = '{"role":"authenticated"}';
select throws_ok(
  $$insert into public.demo_requests (name, email, phone, industry) values ('I', 'i@example.sk', '+421905123459', 'x')$$,
  '42501', null, 'authenticated cannot insert'
);
reset role;

-- service_role: bulk inserts and no per-address limit
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
set local request.headers = '{"x-real-ip":"203.0.113.20"}';
select lives_ok(
  $$insert into public.demo_requests (name, email, phone, industry)
    select 'Bulk ' || i, format('bulk%s@example.sk', i), '+421905123456', 'financie' from generate_series(1, 5) as i$$,
  'service_role may insert several rows at once, over the anon limit'
);
select is(
  (select count(*)::int from public.demo_requests where email like 'bulk%@example.sk'),
  5, 'all five are stored'
);
select lives_ok(
  pg_temp.lead_insert('66666666-6666-4666-8666-666666666601', 'Other', 'o@example.sk', '+421905123456', 'x'),
  'service_role: a duplicate id is skipped too'
);
reset role;

select * from finish();
rollback;
