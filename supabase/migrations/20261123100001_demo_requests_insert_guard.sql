-- demo_requests inserts that cannot be flooded (dialling rules). The browser keeps its plain
-- table insert (POST /rest/v1/demo_requests, one JSON object, no Prefer header); the guards
-- live in the database:
-- - request_id defaults to a new uuid, so the plain four-field insert (name, email, phone,
--   industry) works; a client that sends its own id keeps idempotent retries;
-- - exactly one row per request for anon: a JSON array body of two or more rows is refused
--   (HTTP 400) at its second row, before the rest is even read;
-- - a per-client-address limit on anon inserts (bucket demo_insert_ip, through
--   public.check_rate_limit, HTTP 429 with Retry-After); IPv6 clients are keyed by their /64;
-- - duplicates of request_id are skipped with INSERT ... ON CONFLICT (request_id) DO NOTHING
--   instead of the advisory lock per row of 20261122000200 (12 000 rows exhausted lock memory).

alter table public.demo_requests alter column request_id set default gen_random_uuid();

comment on column public.demo_requests.request_id is
  'Per submit (uuid, default gen_random_uuid()); a retried submit with the same id is stored once.';

-- The insert limit and how to find the client address behind proxies. One row; change it with
-- UPDATE (takes effect at once). Function env vars are not visible inside the database, so the
-- limit lives here.
create table private.demo_insert_limit (
  singleton boolean primary key default true constraint demo_insert_limit_singleton check (singleton),
  max_hits integer not null default 10 constraint demo_insert_limit_max_hits_check check (max_hits >= 1),
  window_seconds integer not null default 600
    constraint demo_insert_limit_window_check check (window_seconds between 1 and 86400),
  -- like the functions' TRUSTED_PROXY_HOPS: null = X-Real-IP (set by the API gateway), else
  -- the n-th X-Forwarded-For entry from the right
  trusted_proxy_hops integer
    constraint demo_insert_limit_hops_check check (trusted_proxy_hops between 1 and 10)
);

insert into private.demo_insert_limit default values;

comment on table private.demo_insert_limit is
  'Per-address limit on anon inserts into demo_requests (one row). Backend only.';

-- The client address of the current PostgREST request, read from the headers PostgREST exposes
-- (request.headers). Mirrors clientIp() of supabase/functions/_shared/client-ip.ts. Null
-- outside an API request (no request.headers).
create function private.request_client_ip() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  hops integer := (select l.trusted_proxy_hops from private.demo_insert_limit as l);
  chain text[];
begin
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  chain := array(
    select btrim(hop)
    from unnest(string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',')) as hop
    where btrim(hop) <> ''
  );
  if hops is not null then
    return coalesce(chain[greatest(cardinality(chain) - hops + 1, 1)], 'unknown');
  end if;
  return coalesce(nullif(btrim(headers ->> 'x-real-ip'), ''), chain[cardinality(chain)], 'unknown');
end;
$$;

-- Rate-limit key of an address: IPv4 as is, IPv6 as its /64 network ('2001:db8:1:2::/64'), an
-- IPv4-mapped IPv6 as the IPv4. Mirrors rateLimitKeyOf() of _shared/client-ip.ts.
create function private.rate_limit_ip_key(ip text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  addr inet;
begin
  if ip is null or btrim(ip) = '' then
    return 'unknown';
  end if;
  begin
    addr := btrim(ip)::inet;
  exception when others then
    return left(btrim(ip), 64);
  end;
  if family(addr) = 4 then
    return host(addr);
  end if;
  if host(addr) ~ '^::ffff:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' then
    return substr(host(addr), 8);
  end if;
  return network(set_masklen(addr, 64))::text;
end;
$$;

-- BEFORE INSERT, once per statement: reset the row counter of the statement and, for anon,
-- count one hit for the client's address.
create function private.demo_requests_guard_statement() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim private.demo_insert_limit;
  ip text;
begin
  if pg_trigger_depth() > 1 then
    return null; -- the ON CONFLICT insert of demo_requests_insert_once
  end if;
  perform set_config('demo_requests.rows_in_statement', '0', true);
  ip := private.request_client_ip();
  if current_setting('role', true) is distinct from 'anon' or ip is null then
    return null;
  end if;
  select * into lim from private.demo_insert_limit;
  if not public.check_rate_limit(
    'demo_insert_ip', private.rate_limit_ip_key(ip), lim.max_hits, lim.window_seconds
  ) then
    -- PostgREST answers a 'PGRST' error with the status and headers given in its detail.
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'demo_insert_rate_limited',
        'message', format('Too many demo requests from this address; try again in %s s', lim.window_seconds),
        'details', null,
        'hint', null
      )::text,
      detail = json_build_object(
        'status', 429,
        'headers', json_build_object('Retry-After', lim.window_seconds::text)
      )::text;
  end if;
  return null;
end;
$$;

-- BEFORE INSERT, per row: anon may send one row per statement; every row is stored through
-- INSERT ... ON CONFLICT (request_id) DO NOTHING (the original row is then skipped), so a
-- retried submit is stored once, concurrent copies included, without a lock per row.
create function private.demo_requests_insert_once() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rows_so_far integer;
begin
  if pg_trigger_depth() > 1 then
    return new; -- the ON CONFLICT insert below
  end if;
  rows_so_far := coalesce(nullif(current_setting('demo_requests.rows_in_statement', true), '')::integer, 0) + 1;
  perform set_config('demo_requests.rows_in_statement', rows_so_far::text, true);
  if rows_so_far > 1 and current_setting('role', true) = 'anon' then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'demo_insert_one_row',
        'message', 'Send one demo request per call (a JSON object, not an array)',
        'details', null,
        'hint', null
      )::text,
      detail = json_build_object('status', 400, 'headers', json_build_object())::text;
  end if;
  insert into public.demo_requests select (new).* on conflict (request_id) do nothing;
  return null;
end;
$$;

revoke all on function private.request_client_ip() from public;
revoke all on function private.rate_limit_ip_key(text) from public;
revoke all on function private.demo_requests_guard_statement() from public;
revoke all on function private.demo_requests_insert_once() from public;

drop trigger demo_requests_skip_duplicate on public.demo_requests;
drop function private.demo_requests_skip_duplicate();

create trigger demo_requests_guard_statement
before insert on public.demo_requests
for each statement execute function private.demo_requests_guard_statement();

create trigger demo_requests_insert_once
before insert on public.demo_requests
for each row execute function private.demo_requests_insert_once();
