-- Rate-limit keys become HMAC-SHA256(pepper, key) instead of a plain SHA-256: the pepper is a
-- secret held by the database in Supabase Vault (name `rate_limit_pepper`), so every caller of
-- public.check_rate_limit is peppered the same way, the Edge Functions and SQL callers (triggers)
-- alike, and a copy of private.rate_limits alone no longer gives the phone numbers and IPs back.
-- Counters also remember their window so they can be deleted as soon as it has passed.

-- Vault ships with hosted Supabase (supabase_vault); the local stack provides the same names
-- (local/sql/bootstrap.sql). Enable the extension where it is available but not yet enabled.
do $$
begin
  if not exists (select from pg_namespace where nspname = 'vault')
    and exists (select from pg_available_extensions where name = 'supabase_vault') then
    create extension if not exists supabase_vault;
  end if;
  if to_regprocedure('vault.create_secret(text, text, text, uuid)') is null then
    raise exception 'Supabase Vault (schema vault, extension supabase_vault) is required for the rate-limit pepper';
  end if;
end
$$;

-- HMAC-SHA256 (RFC 2104) on PostgreSQL's built-in sha256(), so no extension is needed
-- (pgcrypto is not everywhere, e.g. PGlite). Checked against RFC 4231 in the pgTAP tests.
create function private.hmac_sha256(secret bytea, message bytea) returns bytea
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  block bytea := secret;
  inner_key bytea := '\x'::bytea;
  outer_key bytea := '\x'::bytea;
begin
  if length(block) > 64 then
    block := sha256(block);
  end if;
  block := block || decode(repeat('00', 64 - length(block)), 'hex');
  for i in 0..63 loop
    inner_key := inner_key || decode(lpad(to_hex(get_byte(block, i) # 54), 2, '0'), 'hex');
    outer_key := outer_key || decode(lpad(to_hex(get_byte(block, i) # 92), 2, '0'), 'hex');
  end loop;
  return sha256(outer_key || sha256(inner_key || message));
end;
$$;

-- The current pepper; a clear error when it was never provisioned.
create function private.rate_limit_pepper() returns bytea
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pepper text;
begin
  select s.decrypted_secret into pepper
  from vault.decrypted_secrets as s
  where s.name = 'rate_limit_pepper'
  order by s.created_at desc
  limit 1;
  if pepper is null or length(pepper) < 32 then
    raise exception 'rate-limit pepper missing: run `pnpm --filter @hlasovy-asistent/supabase run settings -- pepper --rotate`'
      using errcode = '55000';
  end if;
  return convert_to(pepper, 'UTF8');
end;
$$;

-- What private.rate_limits stores for a key: hex HMAC-SHA256 with the pepper.
create function private.rate_limit_key(key text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(private.hmac_sha256(private.rate_limit_pepper(), convert_to(key, 'UTF8')), 'hex')
$$;

-- Stores a new pepper (at least 32 characters). Counters keyed with the old pepper can no longer
-- be found (by the limits or by erasure), so they are deleted: the limits start afresh. Setting
-- the current pepper again changes nothing.
create function public.set_rate_limit_pepper(pepper text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing uuid;
begin
  if pepper is null or length(pepper) < 32 then
    raise exception 'set_rate_limit_pepper: the pepper must have at least 32 characters'
      using errcode = '22023';
  end if;
  if pepper = (select s.decrypted_secret from vault.decrypted_secrets as s where s.name = 'rate_limit_pepper') then
    return; -- unchanged: the counters stay valid
  end if;
  select s.id into existing from vault.secrets as s where s.name = 'rate_limit_pepper' limit 1;
  if existing is null then
    perform vault.create_secret(pepper, 'rate_limit_pepper', 'HMAC key of private.rate_limits keys');
  else
    perform vault.update_secret(existing, pepper);
  end if;
  delete from private.rate_limits;
end;
$$;

-- A fresh random pepper (256 bits from gen_random_uuid's strong random source) that never
-- leaves the database.
create function public.rotate_rate_limit_pepper() returns void
language sql
security definer
set search_path = ''
as $$
  select public.set_rate_limit_pepper(
    replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  )
$$;

-- The counters' window, so a counter can be deleted as soon as its window has passed.
alter table private.rate_limits add column window_seconds integer
  constraint rate_limits_window_seconds_check check (window_seconds > 0);

-- Counters hashed without a pepper are exactly what this migration removes.
delete from private.rate_limits;

-- A database that has never had a pepper gets a random one now (each local stack, each project).
do $$
begin
  if not exists (select from vault.decrypted_secrets where name = 'rate_limit_pepper') then
    perform public.rotate_rate_limit_pepper();
  end if;
end
$$;

-- Same contract as before (see 20261122000400_rate_limits.sql); only the stored key changes.
create or replace function public.check_rate_limit(
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

  insert into private.rate_limits as r (bucket, key_hash, window_start, window_seconds, hits)
  values (
    check_rate_limit.bucket,
    private.rate_limit_key(check_rate_limit.key),
    now(),
    check_rate_limit.window_seconds,
    1
  )
  on conflict on constraint rate_limits_pkey do update
  set window_start = case
        when r.window_start + make_interval(secs => check_rate_limit.window_seconds) <= now()
        then now() else r.window_start end,
      hits = case
        when r.window_start + make_interval(secs => check_rate_limit.window_seconds) <= now()
        then 1 else r.hits + 1 end,
      window_seconds = check_rate_limit.window_seconds
  returning r.hits into hits_now;

  return hits_now <= check_rate_limit.max_hits;
end;
$$;

-- Deletes every counter whose window has ended at `as_of` (counters from before this migration,
-- without a window, after a day); returns how many. Scheduled with pg_cron (20261123200005).
create function public.purge_expired_rate_limits(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from private.rate_limits as r
  where r.window_start + make_interval(secs => coalesce(r.window_seconds, 86400)) <= purge_expired_rate_limits.as_of;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function private.hmac_sha256(bytea, bytea) from public;
revoke all on function private.rate_limit_pepper() from public;
revoke all on function private.rate_limit_key(text) from public;
revoke all on function public.set_rate_limit_pepper(text) from public, anon, authenticated;
revoke all on function public.rotate_rate_limit_pepper() from public, anon, authenticated;
revoke all on function public.purge_expired_rate_limits(timestamptz) from public, anon, authenticated;
grant execute on function public.set_rate_limit_pepper(text) to service_role;
grant execute on function public.rotate_rate_limit_pepper() to service_role;
grant execute on function public.purge_expired_rate_limits(timestamptz) to service_role;
