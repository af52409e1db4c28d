-- Voice lines per IPv6 prefix (20261127102652): six /64s of one /48 cannot fill the lines.
begin;
set local search_path = public, extensions;
select plan(8);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs('public.reserve_voice_call(integer, integer, text, integer, text[], integer[])');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
create temporary table places (n integer, id uuid) on commit drop;
-- 8 lines, 2 per /64, 3 per /56, 4 per /48: six /64s of 2001:db8:1::/48, each asking twice
insert into places
select n, public.reserve_voice_call(
  8, 330, format('2001:db8:1:%s::/64', to_hex(n / 2)), 2,
  array[format('2001:db8:1:%s::/56', to_hex((n / 2) / 2 * 256)), '2001:db8:1::/48'], array[3, 4]
)
from generate_series(0, 11) as n;
select is(
  (select count(*)::int from places where id is not null), 4,
  'six /64s of one /48 get the 4 lines of their /48, not all 8'
);
select is(
  (select count(*)::int from places where id is not null and n < 4), 3,
  'the first /56 (two /64s asking twice each) holds 3'
);
select isnt(
  public.reserve_voice_call(8, 330, '2001:db8:2::/64', 2, array['2001:db8:2::/56', '2001:db8:2::/48'], array[3, 4]),
  null, 'another /48 still gets a line'
);
select isnt(
  public.reserve_voice_call(8, 330, '203.0.113.5', 2), null, 'an IPv4 caller still gets one'
);
select throws_ok(
  $$select public.reserve_voice_call(8, 330, '2001:db8:3::/64', 2, array['2001:db8:3::/48'], array[0])$$,
  '22023', null, 'a maximum under 1 is refused'
);

select * from finish();
rollback;
