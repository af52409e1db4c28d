-- What each chat turn cost (issue 28: a chat turn costs money too). The `chat` function records
-- the cost of every turn Vapi answered (its Chat's `cost`; the function's estimate when Vapi
-- reported none) through record_vapi_chat_cost, and the day's spend (vapi_spend, through
-- private.vapi_day_costs) counts these rows with the calls, in the `voice` budget (the budget
-- the chat function checks) and in the total. Like private.vapi_calls: RLS on without
-- policies, no API role may touch the table, the function is granted to service_role alone; a
-- recorded cost never decreases (a repeated or lower report keeps the higher one).

create table private.vapi_chat_costs (
  -- Vapi's id of the turn's chat (the `chat` function's answer; private.chat_conversations
  -- keeps the latest one as last_chat_id)
  chat_id text primary key constraint vapi_chat_costs_chat_id_check
    check (char_length(chat_id) between 1 and 200),
  -- in the currency Vapi reports (USD), like private.vapi_calls.cost
  cost numeric(12, 4) not null constraint vapi_chat_costs_cost_check
    check (cost between 0 and 100000),
  -- true while the cost is the function's estimate (Vapi's answer carried none)
  estimated boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table private.vapi_chat_costs enable row level security;
revoke all on table private.vapi_chat_costs from public, anon, authenticated, service_role;

create index vapi_chat_costs_created_at_idx on private.vapi_chat_costs (created_at);

comment on table private.vapi_chat_costs is
  'Cost of each chat turn (Vapi chat id, USD, estimated or reported); counted by vapi_spend. Backend only.';

-- Records the cost of one chat turn; returns the stored cost. A second report of the same chat
-- keeps the higher cost (a reported cost replaces a lower estimate; nothing ever lowers it).
-- Rows older than the lead retention are deleted on the way (no personal data, only money).
create function public.record_vapi_chat_cost(
  chat_id text,
  cost numeric,
  estimated boolean
) returns numeric
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored numeric;
begin
  if record_vapi_chat_cost.cost is null or record_vapi_chat_cost.estimated is null then
    raise exception 'record_vapi_chat_cost: a cost and whether it is estimated are required'
      using errcode = '22023';
  end if;
  delete from private.vapi_chat_costs as c
  where c.created_at < now() - make_interval(days => public.lead_retention_days());
  insert into private.vapi_chat_costs as c (chat_id, cost, estimated)
  values (
    record_vapi_chat_cost.chat_id, record_vapi_chat_cost.cost, record_vapi_chat_cost.estimated
  )
  on conflict on constraint vapi_chat_costs_pkey do update
  set cost = greatest(c.cost, excluded.cost),
      estimated = case when excluded.cost >= c.cost then excluded.estimated else c.estimated end,
      updated_at = now()
  returning c.cost into stored;
  return stored;
end;
$$;

revoke all on function public.record_vapi_chat_cost(text, numeric, boolean)
  from public, anon, authenticated;
grant execute on function public.record_vapi_chat_cost(text, numeric, boolean) to service_role;

-- The day's costs as before (20261127102651_money_cannot_leak), plus every chat turn recorded
-- on that Bratislava day as a `voice` cost (estimated when its cost is the function's estimate).
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
  ), chats as (
    select t.chat_id as call_id, 'voice'::text as kind, t.cost::numeric as cost, t.estimated
    from private.vapi_chat_costs as t
    where (t.created_at at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
  )
  select r.call_id, r.kind, r.cost, false from reported as r
  union all
  select e.call_id, e.kind, e.cost, true from estimated as e
  union all
  select h.call_id, h.kind, h.cost, h.estimated from chats as h
$$;

revoke all on function private.vapi_day_costs(date, numeric, integer) from public;
