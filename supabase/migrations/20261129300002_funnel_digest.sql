-- The morning digest (issue 41): at 08:00 Europe/Bratislava, pg_cron asks the `funnel-digest`
-- function (through pg_net, Supabase's HTTP client in the database) to send the day before's
-- funnel, outcomes and spend to the team webhook, the receiver of every other alert. The
-- function holds the webhook's URL and secret; the database holds only the function's URL and
-- a single-use token per request, so no key of the project is stored here and nobody who lacks
-- a token the database issued can make the function send anything.
--
-- pg_cron runs in UTC (Supabase's default), and 08:00 Bratislava is 06:00 UTC in summer and
-- 07:00 UTC in winter: the job runs at minute 0 of 06-09 UTC and queue_funnel_digest does
-- nothing before the send hour or once the day's digest was delivered, so a failed delivery is
-- tried again the next hour (until 11:00 / 10:00 Bratislava).

create table private.funnel_digest_settings (
  singleton boolean primary key default true
    constraint funnel_digest_settings_singleton_check check (singleton),
  -- the `funnel-digest` function's URL (scripts/deploy.sh sets it; the local stack its own)
  function_url text constraint funnel_digest_settings_function_url_check check (
    function_url ~ '^https://[^/@\s]+/'
    or function_url ~ '^http://(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d+)?/'
  ),
  -- Bratislava hour from which the day before is sent
  send_hour integer not null default 8
    constraint funnel_digest_settings_send_hour_check check (send_hour between 0 and 23),
  updated_at timestamptz not null default now()
);

insert into private.funnel_digest_settings default values;

create table private.funnel_digests (
  -- the Bratislava day the digest reports
  day date primary key,
  status text not null constraint funnel_digests_status_check
    check (status in ('queued', 'sent', 'logged', 'failed', 'not_configured')),
  -- SHA-256 of the pending request's token; cleared when the function claims it
  token_hash bytea,
  attempts integer not null default 0 constraint funnel_digests_attempts_check check (attempts >= 0),
  -- pg_net's id of the request (its answer: net._http_response)
  request_id bigint,
  queued_at timestamptz,
  claimed_at timestamptz,
  finished_at timestamptz,
  error text constraint funnel_digests_error_check check (char_length(error) <= 500),
  -- what was sent: numbers only (the digest's payload without its text)
  summary jsonb
);

comment on table private.funnel_digests is
  'One row per reported day: the morning digest''s delivery (status, attempts, numbers sent).';

alter table private.funnel_digest_settings enable row level security;
alter table private.funnel_digests enable row level security;
revoke all on table private.funnel_digest_settings, private.funnel_digests
  from public, anon, authenticated, service_role;

-- Where the digest is requested (the deploy: `<VITE_SUPABASE_URL>/functions/v1/funnel-digest`);
-- null turns it off. https only (http only to this machine). Returns the stored URL.
create function public.set_funnel_digest_url(url text) returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.funnel_digest_settings set function_url = set_funnel_digest_url.url, updated_at = now();
  return set_funnel_digest_url.url;
exception when check_violation then
  raise exception 'set_funnel_digest_url: an https URL of the funnel-digest function (http only to this machine)'
    using errcode = '22023';
end;
$$;

-- The Bratislava hour from which the day before is sent (default 8).
create function public.set_funnel_digest_hour(hour integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if set_funnel_digest_hour.hour is null or set_funnel_digest_hour.hour not between 0 and 23 then
    raise exception 'set_funnel_digest_hour: hour is 0-23' using errcode = '22023';
  end if;
  update private.funnel_digest_settings set send_hour = set_funnel_digest_hour.hour, updated_at = now();
  return set_funnel_digest_hour.hour;
end;
$$;

-- pg_cron's job: when it is past the send hour in Bratislava and the day before has no digest
-- delivered, a new single-use token and `POST <function_url> {token}` through pg_net. Returns
-- what it did: too_early, already_sent, pending (a request under 15 minutes old), no_target
-- (no URL set; recorded as not_configured), no_http (pg_net missing) or queued.
create function public.queue_funnel_digest(as_of timestamptz default now()) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.funnel_digest_settings;
  local timestamp := queue_funnel_digest.as_of at time zone 'Europe/Bratislava';
  report_day date := (queue_funnel_digest.as_of at time zone 'Europe/Bratislava')::date - 1;
  existing private.funnel_digests;
  token text;
  request bigint;
begin
  select * into settings from private.funnel_digest_settings;
  if extract(hour from local) < settings.send_hour then
    return 'too_early';
  end if;
  select * into existing from private.funnel_digests as d where d.day = report_day for update;
  if existing.status in ('sent', 'logged') then
    return 'already_sent';
  end if;
  if existing.status = 'queued' and existing.queued_at > queue_funnel_digest.as_of - interval '15 minutes' then
    return 'pending';
  end if;
  if settings.function_url is null then
    insert into private.funnel_digests as d (day, status, attempts, finished_at, error)
    values (report_day, 'not_configured', 0, queue_funnel_digest.as_of, 'no function URL (set_funnel_digest_url)')
    on conflict (day) do update set status = 'not_configured', finished_at = excluded.finished_at,
      error = excluded.error;
    return 'no_target';
  end if;
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    insert into private.funnel_digests as d (day, status, attempts, finished_at, error)
    values (report_day, 'failed', 0, queue_funnel_digest.as_of, 'pg_net is not enabled')
    on conflict (day) do update set status = 'failed', finished_at = excluded.finished_at,
      error = excluded.error;
    return 'no_http';
  end if;
  token := encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
  execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => $4)'
    into request
    using settings.function_url, jsonb_build_object('token', token),
      '{"Content-Type": "application/json"}'::jsonb, 20000;
  insert into private.funnel_digests as d (day, status, token_hash, attempts, request_id, queued_at)
  values (report_day, 'queued', sha256(convert_to(token, 'UTF8')), 1, request, queue_funnel_digest.as_of)
  on conflict (day) do update set status = 'queued', token_hash = excluded.token_hash,
    attempts = d.attempts + 1, request_id = excluded.request_id, queued_at = excluded.queued_at,
    claimed_at = null, finished_at = null, error = null;
  return 'queued';
end;
$$;

-- The function's claim of a token: the day to report, once, within 30 minutes of the request
-- (`{day}`), else null.
create function public.claim_funnel_digest(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed date;
begin
  if claim_funnel_digest.token is null or claim_funnel_digest.token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  update private.funnel_digests as d
  set token_hash = null, claimed_at = now()
  where d.token_hash = sha256(convert_to(claim_funnel_digest.token, 'UTF8'))
    and d.status = 'queued'
    and d.queued_at > now() - interval '30 minutes'
  returning d.day into claimed;
  return case when claimed is null then null else jsonb_build_object('day', claimed) end;
end;
$$;

-- What became of a claimed day's digest: sent (the webhook took it), logged (no webhook: it went
-- to the function's log), failed (with the reason, never the payload).
create function public.record_funnel_digest(
  day date, status text, error text default null, summary jsonb default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if record_funnel_digest.status is null or record_funnel_digest.status not in ('sent', 'logged', 'failed') then
    raise exception 'record_funnel_digest: status is sent, logged or failed' using errcode = '22023';
  end if;
  update private.funnel_digests as d
  set status = record_funnel_digest.status,
      error = left(record_funnel_digest.error, 500),
      summary = coalesce(record_funnel_digest.summary, d.summary),
      finished_at = now()
  where d.day = record_funnel_digest.day;
end;
$$;

-- For `health`: whether pg_cron runs here and has the job, whether the job can reach the
-- function, and the last digest. `late` only for a scheduled digest (the local stack without
-- pg_cron sends none, by its explicit opt-out).
create function public.funnel_digest_health(as_of timestamptz default now()) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  local timestamp := funnel_digest_health.as_of at time zone 'Europe/Bratislava';
  settings private.funnel_digest_settings;
  cron boolean := exists (select from pg_extension where extname = 'pg_cron');
  scheduled boolean := false;
  latest private.funnel_digests;
begin
  select * into settings from private.funnel_digest_settings;
  if cron then
    execute 'select exists (select from cron.job where jobname = $1 and active)'
      into scheduled using 'funnel-digest';
  end if;
  select * into latest from private.funnel_digests as d order by d.day desc limit 1;
  return jsonb_build_object(
    'cron', cron,
    'scheduled', scheduled,
    'http', to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null,
    'target', settings.function_url is not null,
    'send_hour', settings.send_hour,
    -- the day the last digest due reports: yesterday once the send hour passed, else the day before
    'due_day', local::date - case when extract(hour from local) >= settings.send_hour then 1 else 2 end,
    -- a digest due more than two hours ago and still not delivered
    'late', scheduled and extract(hour from local) >= settings.send_hour + 2 and not exists (
      select from private.funnel_digests as d
      where d.day = local::date - 1 and d.status in ('sent', 'logged')
    ),
    'last', case when latest.day is null then null else jsonb_build_object(
      'day', latest.day, 'status', latest.status, 'attempts', latest.attempts,
      'finished_at', latest.finished_at, 'error', latest.error
    ) end
  );
end;
$$;

-- Digests are kept as long as the counts (13 months).
create function public.purge_expired_funnel_digests(as_of timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from private.funnel_digests as d
  where d.day < ((purge_expired_funnel_digests.as_of at time zone 'Europe/Bratislava')::date
    - interval '13 months')::date;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.set_funnel_digest_url(text)',
    'public.set_funnel_digest_hour(integer)',
    'public.queue_funnel_digest(timestamptz)',
    'public.claim_funnel_digest(text)',
    'public.record_funnel_digest(date, text, text, jsonb)',
    'public.funnel_digest_health(timestamptz)',
    'public.purge_expired_funnel_digests(timestamptz)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;

-- The jobs, where pg_cron exists (hosted Supabase; the local stack with pgCron: 'preload').
-- Job names are stable, so scheduling again updates them.
create function private.schedule_funnel_jobs() returns text[]
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select from pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  perform cron.schedule('funnel-digest', '0 6-9 * * *', 'select public.queue_funnel_digest()');
  perform cron.schedule(
    'purge-expired-funnel-counts', '37 3 * * *',
    'select public.purge_expired_funnel_counts(), public.purge_expired_funnel_digests()'
  );
  return array['funnel-digest', 'purge-expired-funnel-counts'];
end;
$$;

revoke all on function private.schedule_funnel_jobs() from public;

do $$
declare
  jobs text[];
begin
  -- pg_net: Supabase ships it (Dashboard > Database > Extensions; its objects live in schema
  -- `net` whatever schema it is registered in). The local stack provides the
  -- same `net.http_post` (tools/local-stack). Without it the digest is recorded as failed and
  -- `health` warns; nothing else depends on it.
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net not enabled (%): the morning digest cannot be requested', sqlerrm;
    end;
  end if;
  jobs := private.schedule_funnel_jobs();
  raise notice 'funnel jobs scheduled: %', coalesce(nullif(array_to_string(jobs, ', '), ''), 'none (no pg_cron)');
end
$$;
