-- Server-side rate limiting for handle-demo-request (per client IP and per phone number).
-- Fixed windows per (bucket, key); keys are stored as SHA-256 hashes, not raw IPs/numbers.

create table private.rate_limits (
  bucket text not null,
  key_hash text not null,
  window_start timestamptz not null,
  hits integer not null,
  constraint rate_limits_pkey primary key (bucket, key_hash)
);

create index rate_limits_window_start_idx on private.rate_limits (window_start);

comment on table private.rate_limits is
  'Rate-limit counters: hits in the window starting at window_start, per bucket and hashed key.';

-- Counts one hit for (bucket, key) and returns true while the window holds at most max_hits
-- hits (this one included). Atomic under concurrency (one upsert, row lock).
create function public.check_rate_limit(
  bucket text,
  key text,
  max_hits integer,
  window_seconds integer
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hits_now integer;
begin
  if coalesce(btrim(check_rate_limit.bucket), '') = ''
    or coalesce(check_rate_limit.key, '') = ''
    or coalesce(check_rate_limit.max_hits, 0) < 1
    or coalesce(check_rate_limit.window_seconds, 0) < 1 then
    raise exception 'check_rate_limit: bucket and key must be non-empty, max_hits and window_seconds >= 1'
      using errcode = '22023';
  end if;

  insert into private.rate_limits as r (bucket, key_hash, window_start, hits)
  values (
    check_rate_limit.bucket,
    encode(sha256(convert_to(check_rate_limit.key, 'UTF8')), 'hex'),
    now(),
    1
  )
  on conflict on constraint rate_limits_pkey do update
  set window_start = case
        when r.window_start + make_interval(secs => check_rate_limit.window_seconds) <= now()
        then now() else r.window_start end,
      hits = case
        when r.window_start + make_interval(secs => check_rate_limit.window_seconds) <= now()
        then 1 else r.hits + 1 end
  returning r.hits into hits_now;

  return hits_now <= check_rate_limit.max_hits;
end;
$$;

-- Deletes counters whose window ended more than max_age ago; returns how many.
create function public.prune_rate_limits(max_age interval default interval '1 day')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from private.rate_limits as r where r.window_start < now() - prune_rate_limits.max_age;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.check_rate_limit(text, text, integer, integer)
  from public, anon, authenticated;
revoke all on function public.prune_rate_limits(interval) from public, anon, authenticated;
grant execute on function public.check_rate_limit(text, text, integer, integer) to service_role;
grant execute on function public.prune_rate_limits(interval) to service_role;
