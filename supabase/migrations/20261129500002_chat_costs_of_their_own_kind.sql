-- Chat costs of their own kind (issue 39). 20261129200001_reserve_then_settle and
-- 20261129300001_funnel_counts are on main since it landed with them, so they stay as they were
-- applied; this redefines what changed:
-- - private.vapi_day_costs: a chat turn's cost (private.chat_turns, or an older row of
--   private.vapi_chat_costs) is of kind `chat`, no longer `voice`; and a browser call's line
--   counts even when it was taken after the reading transaction began. Before, a voice call
--   that waited for the spend lock (reserve_voice_call_in_budget) while another took a line did
--   not see that line (`started <= now()`, its now() being older), so a burst could start more
--   than one call 0.001 under the budget (supabase/test/chat-burst.test.ts, 1 run in 4);
-- - public.vapi_spend: `kind` 'voice' is the voice budget as before (browser calls and chat
--   turns), 'chat' the chat turns alone, 'demo' the outbound demo calls, null every cost;
-- - private.funnel_day: the day's spend split voice / written / demo by that kind, instead of
--   looking each cost up in the chat ledgers.
-- Same names and arguments: the grants of the first definitions stay.

create or replace function private.vapi_day_costs(
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
    select coalesce(l.vapi_call_id, 'line:' || l.id::text) as call_id, 'voice'::text as kind,
      l.created_at as started,
      least(now(), l.held_until,
        (select c.updated_at from private.vapi_calls as c
         where c.call_id = l.vapi_call_id and c.status = 'ended')) as until
    from private.voice_calls as l
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
    -- a demo call scheduled for later is not a cost yet; a browser call's line always is, even
    -- when taken by a transaction younger than this one (it waited for the spend lock while
    -- that one took a line: its now() is older than the line's created_at)
    where (o.kind = 'voice' or o.started <= now())
      and (o.started at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
      and not exists (
        select from private.vapi_calls as c
        where c.call_id = o.call_id and (c.report_received or c.cost is not null)
      )
  ), chats as (
    select coalesce(t.chat_id, 'turn:' || t.id::text) as call_id, 'chat'::text as kind,
      coalesce(t.cost, t.reserved)::numeric as cost, t.cost is null as estimated
    from private.chat_turns as t
    where (t.created_at at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
    union all
    select c.chat_id, 'chat', c.cost::numeric, c.estimated
    from private.vapi_chat_costs as c
    where (c.created_at at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
      and not exists (select from private.chat_turns as t where t.chat_id = c.chat_id)
  )
  select r.call_id, r.kind, r.cost, false from reported as r
  union all
  select e.call_id, e.kind, e.cost, true from estimated as e
  union all
  select h.call_id, h.kind, h.cost, h.estimated from chats as h
$$;

create or replace function public.vapi_spend(
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
declare
  kinds text[] := case vapi_spend.kind when 'voice' then array['voice', 'chat']
    else array[vapi_spend.kind] end;
begin
  if vapi_spend.kind is not null and vapi_spend.kind not in ('voice', 'chat', 'demo') then
    raise exception 'vapi_spend: kind is voice, chat, demo or null' using errcode = '22023';
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
      vapi_spend.estimate_per_minute, vapi_spend.estimate_max_seconds) as c
    where vapi_spend.kind is null or c.kind = any (kinds)
  );
end;
$$;

create or replace function private.funnel_day(
  day date,
  estimate_per_minute numeric,
  estimate_max_seconds integer
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  steps jsonb;
  calls jsonb;
  bookings jsonb;
  delay jsonb;
  spend jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object(
      'step', c.step, 'channel', c.channel, 'detail', c.detail, 'count', c.count
    ) order by array_position(array[
      'landing_seen', 'conversation_started', 'first_answer', 'slot_offered', 'slot_booked',
      'demo_form_sent', 'call_refused'
    ], c.step), c.channel, c.detail), '[]'::jsonb)
  into steps
  from private.funnel_counts as c
  where c.day = funnel_day.day;

  with placed as (
    select v.outcome
    from private.vapi_calls as v
    where private.vapi_call_kind(v.call_id, v.call_type) = 'demo'
      and private.vapi_status_rank(v.status) >= private.vapi_status_rank('queued')
      and (coalesce(v.started_at, v.ended_at, v.created_at) at time zone 'Europe/Bratislava')::date
        = funnel_day.day
  )
  select jsonb_build_object(
    'placed', count(*),
    'answered', count(*) filter (where p.outcome = 'answered'),
    'voicemail', count(*) filter (where p.outcome = 'voicemail'),
    'no_answer', count(*) filter (where p.outcome = 'no_answer'),
    'busy', count(*) filter (where p.outcome = 'busy'),
    'failed', count(*) filter (where p.outcome = 'failed')
  ) into calls
  from placed as p;

  select jsonb_build_object(
    'due', count(*),
    'kept', count(*) filter (where v.outcome = 'answered')
  ) into bookings
  from private.demo_calls as d
  left join private.vapi_calls as v on v.call_id = d.vapi_call_id
  where d.call_type = 'scheduled'
    and d.outcome in ('call_placed', 'call_scheduled')
    and (d.scheduled_at at time zone 'Europe/Bratislava')::date = funnel_day.day;

  with waits as (
    select extract(epoch from (v.started_at - coalesce(d.scheduled_at, d.claimed_at))) as seconds
    from private.demo_calls as d
    join private.vapi_calls as v on v.call_id = d.vapi_call_id
    where v.started_at is not null
      and (v.started_at at time zone 'Europe/Bratislava')::date = funnel_day.day
  )
  select jsonb_build_object(
    'calls', count(*),
    'median', round((percentile_cont(0.5) within group (order by greatest(w.seconds, 0)))::numeric),
    'worst', round(max(greatest(w.seconds, 0))::numeric)
  ) into delay
  from waits as w;

  select jsonb_build_object(
    'voice', coalesce(sum(c.cost) filter (where c.kind = 'voice'), 0),
    'written', coalesce(sum(c.cost) filter (where c.kind = 'chat'), 0),
    'demo', coalesce(sum(c.cost) filter (where c.kind = 'demo'), 0),
    'total', coalesce(sum(c.cost), 0)
  ) into spend
  from private.vapi_day_costs(
    funnel_day.day, funnel_day.estimate_per_minute, funnel_day.estimate_max_seconds
  ) as c;

  return jsonb_build_object(
    'day', funnel_day.day,
    'steps', steps,
    'demo_calls', calls,
    'bookings', bookings,
    'booking_delay_seconds', delay,
    'spend', spend
  );
end;
$$;
