-- private.vapi_calls: what Vapi reported about each call (browser voice calls and outbound demo
-- calls), written by the `vapi-events` function (the assistant's server URL) through
-- record_vapi_call_event, read by the spend cap (vapi_spend) and the operator command
-- (vapi_calls_on). Backend only: RLS on without policies, no API role may touch the table, the
-- functions are granted to service_role alone.
--
-- Redelivery is harmless by construction: an event stores values, never increments; the status
-- only moves forward (a late `ringing` after `ended` changes nothing); the cost is the total Vapi
-- reports in its end-of-call report, so the daily spend is a sum over one row per call.

create table private.vapi_calls (
  call_id text primary key constraint vapi_calls_call_id_check
    check (call_id ~ '^[A-Za-z0-9._:-]{1,200}$'),
  call_type text constraint vapi_calls_call_type_check
    check (call_type in ('inboundPhoneCall', 'outboundPhoneCall', 'webCall', 'vapi.websocketCall')),
  -- the demo request whose outbound call this is (private.demo_calls.vapi_call_id), else null;
  -- a `request_id uuid` column: retention and erasure (private.request_tables) find it
  request_id uuid,
  status text not null constraint vapi_calls_status_check check (
    status in ('scheduled', 'queued', 'ringing', 'in-progress', 'forwarding', 'ended')
  ),
  ended_reason text constraint vapi_calls_ended_reason_check
    check (ended_reason ~ '^[a-z0-9._-]{1,120}$'),
  -- answered / voicemail / no_answer / busy / failed, derived from the ended reason by the function
  outcome text constraint vapi_calls_outcome_check
    check (outcome in ('answered', 'voicemail', 'no_answer', 'busy', 'failed')),
  started_at timestamptz,
  ended_at timestamptz,
  duration_seconds numeric(10, 1) constraint vapi_calls_duration_check
    check (duration_seconds between 0 and 86400),
  -- in the currency Vapi reports (USD)
  cost numeric(12, 4) constraint vapi_calls_cost_check check (cost between 0 and 100000),
  -- only when the assistant records (the function drops it otherwise)
  recording_url text constraint vapi_calls_recording_url_check
    check (recording_url ~ '^https?://' and char_length(recording_url) <= 2000),
  report_received boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vapi_calls_ended_check check (ended_at is null or started_at is null or ended_at >= started_at)
);

alter table private.vapi_calls enable row level security;
revoke all on table private.vapi_calls from public, anon, authenticated, service_role;

create index vapi_calls_created_at_idx on private.vapi_calls (created_at);
create index vapi_calls_request_id_idx on private.vapi_calls (request_id);

comment on table private.vapi_calls is
  'One row per Vapi call: status, ended reason, outcome, duration, cost, recording URL. Backend only.';

-- Order of a call's statuses: an event never moves a call backwards.
create function private.vapi_status_rank(status text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'scheduled' then 1 when 'queued' then 2 when 'ringing' then 3
    when 'in-progress' then 4 when 'forwarding' then 5 when 'ended' then 6
  end
$$;

-- Stores one `status-update` or `end-of-call-report`. Null arguments keep what is stored;
-- `status` is required for a status-update, an end-of-call report implies `ended`. Returns the
-- stored row as JSON plus `changed` (false for a redelivery that changed nothing).
create function public.record_vapi_call_event(
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
      cost = coalesce(excluded.cost, v.cost),
      recording_url = coalesce(excluded.recording_url, v.recording_url),
      report_received = v.report_received or excluded.report_received;

  select to_jsonb(v) - 'updated_at' into after
  from private.vapi_calls as v where v.call_id = record_vapi_call_event.call_id;
  if before is distinct from after then
    update private.vapi_calls as v set updated_at = now()
    where v.call_id = record_vapi_call_event.call_id;
  end if;
  return after || jsonb_build_object('changed', before is distinct from after);
end;
$$;

-- The Bratislava calendar day a call counts on: the day it ended, else the day it was created.
create function private.vapi_call_day(v private.vapi_calls) returns date
language sql
stable
set search_path = ''
as $$
  select (coalesce(v.ended_at, v.created_at) at time zone 'Europe/Bratislava')::date
$$;

-- Money spent on calls on a Bratislava day (default today), summed from the recorded costs.
create function public.vapi_spend(day date default null) returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(v.cost), 0)::numeric
  from private.vapi_calls as v
  where private.vapi_call_day(v)
    = coalesce(vapi_spend.day, (now() at time zone 'Europe/Bratislava')::date)
$$;

-- The operator's view of a Bratislava day (default today): every call with its outcome, the
-- counts per outcome and status, and the spend. The demo request is joined by the call id
-- when the event arrived before the call id was recorded.
create function public.vapi_calls_on(day date default null) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with d as (
    select coalesce(vapi_calls_on.day, (now() at time zone 'Europe/Bratislava')::date) as day
  ), calls as (
    select v.*, coalesce(v.request_id, dc.request_id) as lead_request_id
    from private.vapi_calls as v
    left join private.demo_calls as dc on dc.vapi_call_id = v.call_id
    where private.vapi_call_day(v) = (select d.day from d)
  )
  select jsonb_build_object(
    'day', (select d.day from d),
    'spend', coalesce((select sum(c.cost) from calls as c), 0),
    'calls', coalesce((
      select jsonb_agg(jsonb_build_object(
        'call_id', c.call_id, 'call_type', c.call_type, 'request_id', c.lead_request_id,
        'status', c.status, 'ended_reason', c.ended_reason, 'outcome', c.outcome,
        'started_at', c.started_at, 'ended_at', c.ended_at,
        'duration_seconds', c.duration_seconds, 'cost', c.cost,
        'recording', c.recording_url is not null
      ) order by c.created_at)
      from calls as c
    ), '[]'::jsonb),
    'by_outcome', coalesce((
      select jsonb_object_agg(o.outcome, o.n)
      from (select coalesce(c.outcome, 'open') as outcome, count(*) as n from calls as c group by 1) as o
    ), '{}'::jsonb)
  )
$$;

revoke all on function private.vapi_status_rank(text) from public;
revoke all on function private.vapi_call_day(private.vapi_calls) from public;
revoke all on function public.record_vapi_call_event(
  text, text, text, text, text, text, timestamptz, timestamptz, numeric, numeric, text
) from public, anon, authenticated;
revoke all on function public.vapi_spend(date) from public, anon, authenticated;
revoke all on function public.vapi_calls_on(date) from public, anon, authenticated;
grant execute on function public.record_vapi_call_event(
  text, text, text, text, text, text, timestamptz, timestamptz, numeric, numeric, text
) to service_role;
grant execute on function public.vapi_spend(date) to service_role;
grant execute on function public.vapi_calls_on(date) to service_role;

-- Retention: a call's row lives as long as a lead (lead_retention_days). Rows of demo calls also
-- go with their lead (private.request_tables finds `request_id`); this removes the rest, browser
-- calls included, by age. Daily with pg_cron where it exists (same rule as the lead jobs).
create function public.purge_expired_call_outcomes(as_of timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from private.vapi_calls as v
  where v.created_at < purge_expired_call_outcomes.as_of
    - make_interval(days => public.lead_retention_days());
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.purge_expired_call_outcomes(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_expired_call_outcomes(timestamptz) to service_role;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-expired-call-outcomes', '27 3 * * *', 'select public.purge_expired_call_outcomes()'
    );
  end if;
end
$$;
