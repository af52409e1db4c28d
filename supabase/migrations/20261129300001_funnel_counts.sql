-- The site's funnel (issue 41): counted steps per Bratislava day, without personal data. The
-- `funnel` function stores what the page reports through record_funnel_events; operators read it
-- with funnel_report (`pnpm ops report`), the morning digest sends the day before
-- (20261129300002_funnel_digest.sql). Backend only, like every private table: RLS on without
-- policies, no API role may touch the tables, the functions are granted to service_role alone.
--
-- What is stored: a count per (day, step, channel, detail). The page's steps of one conversation
-- carry a random id the page keeps in memory for that conversation only; the database keeps it
-- (private.funnel_conversations) with the steps already counted, so a step counts once per
-- conversation and a booking counts under the channel its conversation started in, and deletes it
-- two days after the conversation started. No address, user agent, cookie or id of a visitor is
-- stored: the function's rate limits key on the caller's network in private.rate_limits (peppered
-- HMACs, deleted when their window ends), never beside these counts.

create table private.funnel_counts (
  day date not null,
  step text not null constraint funnel_counts_step_check check (
    step in (
      'landing_seen', 'conversation_started', 'first_answer', 'slot_offered', 'slot_booked',
      'demo_form_sent', 'call_refused'
    )
  ),
  -- voice / written for a conversation's steps and refusals, '' otherwise
  channel text not null default '' constraint funnel_counts_channel_check
    check (channel in ('', 'voice', 'written')),
  -- the demo form's tab (immediate / scheduled) or a refusal's reason (busy / limits /
  -- microphone), '' otherwise
  detail text not null default '' constraint funnel_counts_detail_check
    check (detail in ('', 'immediate', 'scheduled', 'busy', 'limits', 'microphone')),
  count bigint not null default 0 constraint funnel_counts_count_check check (count >= 0),
  constraint funnel_counts_pkey primary key (day, step, channel, detail),
  constraint funnel_counts_shape_check check (
    case step
      when 'landing_seen' then channel = '' and detail = ''
      when 'demo_form_sent' then channel = '' and detail in ('immediate', 'scheduled')
      when 'call_refused' then channel <> '' and detail in ('busy', 'limits', 'microphone')
      else channel <> '' and detail = ''
    end
  )
);

comment on table private.funnel_counts is
  'Funnel steps counted per Bratislava day, step, channel and detail; no personal data. Kept 13 months.';

create table private.funnel_conversations (
  -- the page's random id of one conversation (crypto.randomUUID, kept in memory only)
  id uuid primary key,
  channel text not null constraint funnel_conversations_channel_check
    check (channel in ('voice', 'written')),
  -- the steps of this conversation already counted
  steps text[] not null,
  started_at timestamptz not null,
  expires_at timestamptz not null
);

create index funnel_conversations_expires_at_idx on private.funnel_conversations (expires_at);

comment on table private.funnel_conversations is
  'Steps already counted per conversation (a random id of the page), deleted 2 days after its start.';

alter table private.funnel_counts enable row level security;
alter table private.funnel_conversations enable row level security;
revoke all on table private.funnel_counts, private.funnel_conversations
  from public, anon, authenticated, service_role;

-- One more of (day, step, channel, detail).
create function private.count_funnel_step(
  day date, step text, channel text, detail text
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.funnel_counts as c (day, step, channel, detail, count)
  values (
    count_funnel_step.day, count_funnel_step.step, count_funnel_step.channel,
    count_funnel_step.detail, 1
  )
  on conflict on constraint funnel_counts_pkey do update set count = c.count + 1
$$;

revoke all on function private.count_funnel_step(date, text, text, text) from public;

-- Counts the page's events (the `funnel` function's body, already checked by funnelEventsSchema;
-- checked here again): `[{step, conversation?, channel?, kind?, reason?}]`, on the Bratislava day
-- of `as_of`. A conversation step counts once per conversation: `conversation_started` creates it
-- (a repeat is a duplicate), the others count under its channel when it is known, not expired and
-- the step was not counted for it yet. Returns `{counted, duplicates, unknown}`.
create function public.record_funnel_events(events jsonb, as_of timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  event jsonb;
  day date := (record_funnel_events.as_of at time zone 'Europe/Bratislava')::date;
  step text;
  conversation uuid;
  channel text;
  counted integer := 0;
  duplicates integer := 0;
  unknown integer := 0;
begin
  if jsonb_typeof(record_funnel_events.events) is distinct from 'array'
    or jsonb_array_length(record_funnel_events.events) not between 1 and 10 then
    raise exception 'record_funnel_events: events is an array of 1 to 10 events'
      using errcode = '22023';
  end if;
  for event in select e from jsonb_array_elements(record_funnel_events.events) as e loop
    step := event ->> 'step';
    case
      when step = 'landing_seen' then
        perform private.count_funnel_step(day, step, '', '');
        counted := counted + 1;
      when step = 'demo_form_sent' then
        perform private.count_funnel_step(day, step, '', coalesce(event ->> 'kind', ''));
        counted := counted + 1;
      when step = 'call_refused' then
        perform private.count_funnel_step(
          day, step, coalesce(event ->> 'channel', ''), coalesce(event ->> 'reason', '')
        );
        counted := counted + 1;
      when step = 'conversation_started' then
        conversation := (event ->> 'conversation')::uuid;
        insert into private.funnel_conversations as f (id, channel, steps, started_at, expires_at)
        values (
          conversation, coalesce(event ->> 'channel', ''), array[step],
          record_funnel_events.as_of, record_funnel_events.as_of + interval '2 days'
        )
        on conflict (id) do nothing
        returning f.channel into channel;
        if found then
          perform private.count_funnel_step(day, step, channel, '');
          counted := counted + 1;
        else
          duplicates := duplicates + 1;
        end if;
      when step in ('first_answer', 'slot_offered', 'slot_booked') then
        conversation := (event ->> 'conversation')::uuid;
        update private.funnel_conversations as f
        set steps = f.steps || step
        where f.id = conversation
          and f.expires_at > record_funnel_events.as_of
          and not (step = any(f.steps))
        returning f.channel into channel;
        if found then
          perform private.count_funnel_step(day, step, channel, '');
          counted := counted + 1;
        elsif exists (
          select from private.funnel_conversations as f
          where f.id = conversation and f.expires_at > record_funnel_events.as_of
        ) then
          duplicates := duplicates + 1;
        else
          unknown := unknown + 1;
        end if;
      else
        raise exception 'record_funnel_events: % is not a funnel step', step using errcode = '22023';
    end case;
  end loop;
  return jsonb_build_object('counted', counted, 'duplicates', duplicates, 'unknown', unknown);
end;
$$;

revoke all on function public.record_funnel_events(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.record_funnel_events(jsonb, timestamptz) to service_role;

-- One day of the funnel with what followed from it: the counts, the outbound demo calls (from
-- the call events: placed, and each outcome), the bookings due that day and how many were kept
-- (their call answered), the delay from a booking's time (its slot, or when an immediate request
-- came in) to its call being placed (median and worst, seconds), and the day's spend split
-- voice / written / demo (private.vapi_day_costs; calls without their report at
-- `estimate_per_minute`). Numbers only, nothing of a lead.
create function private.funnel_day(
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

  with costs as (
    select c.kind, c.cost,
      -- a chat turn: its ledger row (private.chat_turns: by Vapi's chat id, or 'turn:<id>' before
      -- Vapi named it) or an older recorded chat cost (private.vapi_chat_costs)
      (exists (select from private.chat_turns as t
               where t.chat_id = c.call_id or 'turn:' || t.id::text = c.call_id)
        or exists (select from private.vapi_chat_costs as t where t.chat_id = c.call_id)) as written
    from private.vapi_day_costs(
      funnel_day.day, funnel_day.estimate_per_minute, funnel_day.estimate_max_seconds
    ) as c
  )
  select jsonb_build_object(
    'voice', coalesce(sum(c.cost) filter (where c.kind = 'voice' and not c.written), 0),
    'written', coalesce(sum(c.cost) filter (where c.written), 0),
    'demo', coalesce(sum(c.cost) filter (where c.kind = 'demo' and not c.written), 0),
    'total', coalesce(sum(c.cost), 0)
  ) into spend
  from costs as c;

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

revoke all on function private.funnel_day(date, numeric, integer) from public;

-- The funnel and its outcomes for `days` Bratislava days ending with `last_day` (default today),
-- newest first: `{days: [funnel_day, ...]}`. `estimate_per_minute` (default 0: reported costs
-- only) and `estimate_max_seconds` are the spend cap's estimate of calls without their report.
create function public.funnel_report(
  days integer default 7,
  last_day date default null,
  estimate_per_minute numeric default 0,
  estimate_max_seconds integer default 3600
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  final_day date := coalesce(
    funnel_report.last_day, (now() at time zone 'Europe/Bratislava')::date
  );
begin
  if coalesce(funnel_report.days, 0) not between 1 and 400 then
    raise exception 'funnel_report: days is between 1 and 400' using errcode = '22023';
  end if;
  if coalesce(funnel_report.estimate_per_minute, -1) < 0
    or coalesce(funnel_report.estimate_max_seconds, 0) < 1 then
    raise exception 'funnel_report: estimate_per_minute >= 0 and estimate_max_seconds >= 1'
      using errcode = '22023';
  end if;
  return jsonb_build_object('days', (
    select jsonb_agg(
      private.funnel_day(
        final_day - n, funnel_report.estimate_per_minute, funnel_report.estimate_max_seconds
      ) order by n
    )
    from generate_series(0, funnel_report.days - 1) as n
  ));
end;
$$;

revoke all on function public.funnel_report(integer, date, numeric, integer)
  from public, anon, authenticated;
grant execute on function public.funnel_report(integer, date, numeric, integer) to service_role;

-- Retention: counts are kept 13 months (a year and the same month before it), conversations
-- until they expire (2 days). Daily with pg_cron where it exists (20261129300002).
create function public.purge_expired_funnel_counts(as_of timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  counts integer;
  conversations integer;
begin
  delete from private.funnel_counts as c
  where c.day < ((purge_expired_funnel_counts.as_of at time zone 'Europe/Bratislava')::date
    - interval '13 months')::date;
  get diagnostics counts = row_count;
  delete from private.funnel_conversations as f
  where f.expires_at <= purge_expired_funnel_counts.as_of;
  get diagnostics conversations = row_count;
  return jsonb_build_object('counts', counts, 'conversations', conversations);
end;
$$;

revoke all on function public.purge_expired_funnel_counts(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_expired_funnel_counts(timestamptz) to service_role;
