-- Voice lines per IPv6 prefix (issue 26): one /48 (free from tunnel brokers, 65,536 /64s) must
-- not fill every browser voice line. A place also records the caller's wider prefixes (/56 and
-- /48, as peppered HMACs like the holder) and is refused when one of them already holds its
-- maximum. The 4-argument reserve_voice_call stays for callers without prefixes (IPv4).

alter table private.voice_calls add column prefix_hashes text[] not null default '{}';

comment on column private.voice_calls.prefix_hashes is
  'The caller''s wider networks (IPv6 /56 and /48) as peppered HMACs (private.rate_limit_key).';

create index voice_calls_prefix_hashes_idx on private.voice_calls using gin (prefix_hashes);

-- A place for one more voice call of `holder` (the caller's network), as reserve_voice_call,
-- and also null when any of `prefixes` (the caller's wider networks) already holds
-- `max_per_prefix` (the same position) places.
create function public.reserve_voice_call(
  max_concurrent integer,
  hold_seconds integer,
  holder text,
  max_per_holder integer,
  prefixes text[],
  max_per_prefix integer[]
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer;
  held_by_holder integer;
  holder_key text;
  prefix_keys text[];
  place uuid;
  i integer;
begin
  if coalesce(reserve_voice_call.max_concurrent, -1) < 0
    or coalesce(reserve_voice_call.hold_seconds, 0) < 1
    or coalesce(reserve_voice_call.holder, '') = ''
    or coalesce(reserve_voice_call.max_per_holder, 0) < 1 then
    raise exception 'reserve_voice_call: max_concurrent >= 0, hold_seconds >= 1, a holder and max_per_holder >= 1 are required'
      using errcode = '22023';
  end if;
  if reserve_voice_call.prefixes is null or reserve_voice_call.max_per_prefix is null
    or cardinality(reserve_voice_call.prefixes) <> cardinality(reserve_voice_call.max_per_prefix)
    or cardinality(reserve_voice_call.prefixes) > 4
    or exists (select from unnest(reserve_voice_call.prefixes) as p(v) where coalesce(p.v, '') = '')
    or exists (select from unnest(reserve_voice_call.max_per_prefix) as m(v) where coalesce(m.v, 0) < 1)
  then
    raise exception 'reserve_voice_call: prefixes (at most 4, none empty) and max_per_prefix (each >= 1) pair up'
      using errcode = '22023';
  end if;
  holder_key := private.rate_limit_key(reserve_voice_call.holder);
  select coalesce(array_agg(private.rate_limit_key(p.v) order by p.n), '{}')
  into prefix_keys
  from unnest(reserve_voice_call.prefixes) with ordinality as p(v, n);
  perform pg_advisory_xact_lock(hashtext('voice_calls'));
  delete from private.voice_calls as v where v.held_until < now() - interval '1 day';
  select count(*), count(*) filter (where v.holder_hash = holder_key)
  into held, held_by_holder
  from private.voice_calls as v where v.held_until > now();
  if held >= reserve_voice_call.max_concurrent
    or held_by_holder >= reserve_voice_call.max_per_holder then
    return null;
  end if;
  for i in 1 .. coalesce(cardinality(prefix_keys), 0) loop
    if (
      select count(*) from private.voice_calls as v
      where v.held_until > now() and prefix_keys[i] = any (v.prefix_hashes)
    ) >= reserve_voice_call.max_per_prefix[i] then
      return null;
    end if;
  end loop;
  insert into private.voice_calls (holder_hash, prefix_hashes, held_until)
  values (holder_key, prefix_keys, now() + make_interval(secs => reserve_voice_call.hold_seconds))
  returning id into place;
  return place;
end;
$$;

revoke all on function public.reserve_voice_call(integer, integer, text, integer, text[], integer[])
  from public, anon, authenticated;
grant execute on function public.reserve_voice_call(integer, integer, text, integer, text[], integer[])
  to service_role;
