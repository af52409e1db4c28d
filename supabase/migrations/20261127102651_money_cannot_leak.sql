-- Money cannot leak through the call records (issue 26):
-- - an event for a call id this backend never created (no browser line private.voice_calls, no
--   demo call private.demo_calls holds it) changes nothing: a stranger with the webhook secret
--   cannot write rows, costs or outcomes for invented calls;
-- - a recorded cost never decreases: a later report (redelivered, replayed or forged) with a
--   lower cost, or none, keeps the higher one;
-- - the day's spend counts every call this backend created whose end-of-call report has not
--   arrived yet at a per-minute estimate (minutes since it started, at most its longest
--   duration), so calls in progress, and calls whose report was lost or refused, are counted
--   (fail closed);
-- - the spend is read per kind (browser `voice` calls, outbound `demo` calls) for separate
--   budgets;
-- - call_events_health: what `health` needs to see that Vapi's events stopped arriving.

-- A call id this backend created: a browser call's line or an outbound demo call holds it.
create function private.vapi_call_known(call_id text) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select from private.voice_calls as v where v.vapi_call_id = vapi_call_known.call_id)
    or exists (select from private.demo_calls as d where d.vapi_call_id = vapi_call_known.call_id)
    or exists (select from private.vapi_calls as c where c.call_id = vapi_call_known.call_id)
$$;

revoke all on function private.vapi_call_known(text) from public;

-- Same arguments and answer as before, plus `known` (false: the call id is not one of ours and
-- nothing was written). The cost only ever rises.
create or replace function public.record_vapi_call_event(
  call_id text,
  event_type text,
  status text default null,
  call_type text default null,
  ended_reason text default null,
  outcome text default null,
  started_at timestamptz default null,
  ended_at timestamptz default null,
  duration_seconds numeric default null,
  cost numeric default null,
  recording_url text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb;
  after jsonb;
  next_status text;
  linked uuid;
begin
  if record_vapi_call_event.event_type not in ('status-update', 'end-of-call-report') then
    raise exception 'unknown event type %', record_vapi_call_event.event_type
      using errcode = '22023';
  end if;
  next_status := case
    when record_vapi_call_event.event_type = 'end-of-call-report' then 'ended'
    else record_vapi_call_event.status
  end;
  if next_status is null then
    raise exception 'a status-update needs a status' using errcode = '22023';
  end if;
  if record_vapi_call_event.call_id !~ '^[A-Za-z0-9._:-]{1,200}$' then
    raise exception 'malformed call id' using errcode = '23514';
  end if;
  if not private.vapi_call_known(record_vapi_call_event.call_id) then
    return jsonb_build_object(
      'call_id', record_vapi_call_event.call_id, 'changed', false, 'known', false
    );
  end if;
  select d.request_id into linked
  from private.demo_calls as d
  where d.vapi_call_id = record_vapi_call_event.call_id
  limit 1;

  select to_jsonb(v) - 'updated_at' into before
  from private.vapi_calls as v where v.call_id = record_vapi_call_event.call_id for update;

  insert into private.vapi_calls as v (
    call_id, call_type, request_id, status, ended_reason, outcome, started_at, ended_at,
    duration_seconds, cost, recording_url, report_received
  ) values (
    record_vapi_call_event.call_id, record_vapi_call_event.call_type, linked, next_status,
    record_vapi_call_event.ended_reason, record_vapi_call_event.outcome,
    record_vapi_call_event.started_at, record_vapi_call_event.ended_at,
    record_vapi_call_event.duration_seconds, record_vapi_call_event.cost,
    record_vapi_call_event.recording_url,
    record_vapi_call_event.event_type = 'end-of-call-report'
  )
  on conflict on constraint vapi_calls_pkey do update
  set status = case
        when private.vapi_status_rank(excluded.status) > private.vapi_status_rank(v.status)
        then excluded.status else v.status end,
      call_type = coalesce(v.call_type, excluded.call_type),
      request_id = coalesce(v.request_id, excluded.request_id),
      ended_reason = coalesce(excluded.ended_reason, v.ended_reason),
      outcome = coalesce(excluded.outcome, v.outcome),
      started_at = coalesce(excluded.started_at, v.started_at),
      ended_at = coalesce(excluded.ended_at, v.ended_at),
      duration_seconds = coalesce(excluded.duration_seconds, v.duration_seconds),
      -- greatest() skips nulls: a report without a cost keeps the stored one
      cost = greatest(v.cost, excluded.cost),
      recording_url = coalesce(excluded.recording_url, v.recording_url),
      report_received = v.report_received or excluded.report_received;

  select to_jsonb(v) - 'updated_at' into after
  from private.vapi_calls as v where v.call_id = record_vapi_call_event.call_id;
  if before is distinct from after then
    update private.vapi_calls as v set updated_at = now()
    where v.call_id = record_vapi_call_event.call_id;
  end if;
  return after || jsonb_build_object('changed', before is distinct from after, 'known', true);
end;
$$;

-- What a call costs: `voice` (a browser call: its line in private.voice_calls, or a web/socket
-- call type) or `demo` (an outbound demo call, or anything else).
create function private.vapi_call_kind(call_id text, call_type text) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when vapi_call_kind.call_type in ('webCall', 'vapi.websocketCall')
      or exists (select from private.voice_calls as v where v.vapi_call_id = vapi_call_kind.call_id)
    then 'voice' else 'demo' end
$$;

revoke all on function private.vapi_call_kind(text, text) from public;

-- Every call of a Bratislava day with what it counts: the reported cost once its end-of-call
-- report arrived, else `estimate_per_minute` per started minute since it started (at least one,
-- at most `estimate_max_seconds`; until its line was freed or Vapi said it ended).
create function private.vapi_day_costs(
  day date,
  estimate_per_minute numeric,
  estimate_max_seconds integer
) returns table (call_id text, kind text, cost numeric, estimated boolean)
language sql
stable
set search_path = ''
as $$
  with reported as (
    select v.call_id, private.vapi_call_kind(v.call_id, v.call_type) as kind,
      coalesce(v.cost, 0)::numeric as cost
    from private.vapi_calls as v
    where (v.report_received or v.cost is not null)
      and private.vapi_call_day(v) = vapi_day_costs.day
  ), open_calls as (
    select l.vapi_call_id as call_id, 'voice'::text as kind, l.created_at as started,
      least(now(), l.held_until,
        (select c.updated_at from private.vapi_calls as c
         where c.call_id = l.vapi_call_id and c.status = 'ended')) as until
    from private.voice_calls as l
    where l.vapi_call_id is not null
    union all
    select d.vapi_call_id, 'demo', coalesce(d.scheduled_at, d.claimed_at),
      least(now(),
        (select c.updated_at from private.vapi_calls as c
         where c.call_id = d.vapi_call_id and c.status = 'ended'))
    from private.demo_calls as d
    where d.vapi_call_id is not null and d.outcome in ('call_placed', 'call_scheduled')
  ), estimated as (
    select o.call_id, o.kind,
      vapi_day_costs.estimate_per_minute * greatest(1, least(
        ceil(extract(epoch from (o.until - o.started)) / 60),
        ceil(vapi_day_costs.estimate_max_seconds / 60.0)
      )) as cost
    from open_calls as o
    where o.started <= now()
      and (o.started at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
      and not exists (
        select from private.vapi_calls as c
        where c.call_id = o.call_id and (c.report_received or c.cost is not null)
      )
  )
  select r.call_id, r.kind, r.cost, false from reported as r
  union all
  select e.call_id, e.kind, e.cost, true from estimated as e
$$;

revoke all on function private.vapi_day_costs(date, numeric, integer) from public;

-- Money spent on a Bratislava day (default today): reported costs plus the estimate of calls
-- still without a report (with the default estimate 0 only reported costs count). `kind`
-- 'voice' or 'demo' narrows it to one budget; null = every call.
drop function public.vapi_spend(date);
create function public.vapi_spend(
  day date default null,
  kind text default null,
  estimate_per_minute numeric default 0,
  estimate_max_seconds integer default 3600
) returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if vapi_spend.kind is not null and vapi_spend.kind not in ('voice', 'demo') then
    raise exception 'vapi_spend: kind is voice, demo or null' using errcode = '22023';
  end if;
  if coalesce(vapi_spend.estimate_per_minute, -1) < 0
    or coalesce(vapi_spend.estimate_max_seconds, 0) < 1 then
    raise exception 'vapi_spend: estimate_per_minute >= 0 and estimate_max_seconds >= 1'
      using errcode = '22023';
  end if;
  return (
    select coalesce(sum(c.cost), 0)::numeric
    from private.vapi_day_costs(
      coalesce(vapi_spend.day, (now() at time zone 'Europe/Bratislava')::date),
      vapi_spend.estimate_per_minute,
      vapi_spend.estimate_max_seconds
    ) as c
    where vapi_spend.kind is null or c.kind = vapi_spend.kind
  );
end;
$$;

revoke all on function public.vapi_spend(date, text, numeric, integer) from public, anon, authenticated;
grant execute on function public.vapi_spend(date, text, numeric, integer) to service_role;

-- For `health`: the newest stored event, the calls this backend created in the last day, and
-- how many of those started more than `expect_within_seconds` ago without any event at all
-- (Vapi's events are not arriving: a wrong server URL, a secret rotated on one side).
create function public.call_events_health(expect_within_seconds integer) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(call_events_health.expect_within_seconds, 0) < 1 then
    raise exception 'call_events_health: expect_within_seconds >= 1' using errcode = '22023';
  end if;
  return (
    with placed as (
      select l.vapi_call_id as call_id, l.created_at as started
      from private.voice_calls as l
      where l.vapi_call_id is not null and l.created_at > now() - interval '1 day'
      union all
      select d.vapi_call_id, coalesce(d.scheduled_at, d.updated_at)
      from private.demo_calls as d
      where d.vapi_call_id is not null and d.updated_at > now() - interval '1 day'
    )
    select jsonb_build_object(
      'newest_event_at', (select max(v.updated_at) from private.vapi_calls as v),
      'calls_placed', (select count(*) from placed as p where p.started <= now()),
      'calls_unheard', (
        select count(*) from placed as p
        where p.started < now() - make_interval(secs => call_events_health.expect_within_seconds)
          and not exists (select from private.vapi_calls as v where v.call_id = p.call_id)
      )
    )
  );
end;
$$;

revoke all on function public.call_events_health(integer) from public, anon, authenticated;
grant execute on function public.call_events_health(integer) to service_role;
