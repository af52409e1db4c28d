-- The live check against the real accounts (issue 36; scripts/live-check/): its results, and the
-- typed-turn channel it decided for browser calls on the WebSocket transport.
-- - private.live_checks: one row per run (after every deploy, on the CI schedule, by hand), what
--   failed by name, the channel a typed turn reached the assistant through, what the run cost.
--   No message text, no secret, nothing of a visitor.
-- - live_check_status(): when it last ran and last passed, failures in a row, the decided channel
--   (`health` reports it; `voice-call` hands the channel to the browser).
-- - the fallback channel of a typed turn: the control URL of each browser call on the WebSocket
--   transport (Vapi's `monitor.controlUrl`, kept server-side in private.voice_call_controls), and
--   the target of a visitor's typed turn: the control URL of a live call held by the caller's
--   network (private.voice_calls), or nothing.
-- Only service_role may call these functions; RLS is on, anon sees nothing.

create table private.live_checks (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default now(),
  source text not null
    constraint live_checks_source_check check (source in ('deploy', 'schedule', 'operator')),
  passed boolean not null,
  -- the names of the parts that failed (audio, transcript, typed_turn, offer, client_messages, ...)
  failures text[] not null default '{}'
    constraint live_checks_failures_check check (
      cardinality(failures) <= 20
      and array_to_string(failures, ',') ~ '^[a-z_,]*$'
    ),
  -- the channel a typed turn reached the assistant through, when the run decided it
  typed_turns text constraint live_checks_typed_turns_check check (typed_turns in ('socket', 'control')),
  cost_usd numeric(12, 4) constraint live_checks_cost_check check (cost_usd >= 0)
);

create index live_checks_ran_at_idx on private.live_checks (ran_at desc);

comment on table private.live_checks is
  'Runs of the live check (scripts/live-check): passed or the parts that failed, the typed-turn channel it decided, its cost in USD.';

alter table private.live_checks enable row level security;
revoke all on table private.live_checks from public, anon, authenticated;

-- Records one run and returns how many runs in a row have failed, this one included (0 when it
-- passed). Runs older than 180 days are dropped on the way.
create function public.record_live_check(
  source text,
  passed boolean,
  failures text[] default '{}',
  typed_turns text default null,
  cost_usd numeric default null
) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_pass bigint;
  failed integer;
begin
  if record_live_check.passed is null then
    raise exception 'record_live_check: passed is required' using errcode = '22023';
  end if;
  if record_live_check.passed and cardinality(coalesce(record_live_check.failures, '{}')) > 0 then
    raise exception 'record_live_check: a run that passed names no failure' using errcode = '22023';
  end if;
  delete from private.live_checks as l where l.ran_at < now() - interval '180 days';
  insert into private.live_checks (source, passed, failures, typed_turns, cost_usd)
  values (
    record_live_check.source,
    record_live_check.passed,
    coalesce(record_live_check.failures, '{}'),
    record_live_check.typed_turns,
    record_live_check.cost_usd
  );
  if record_live_check.passed then
    return 0;
  end if;
  -- runs are ordered by id (the order they were recorded)
  select max(l.id) into last_pass from private.live_checks as l where l.passed;
  select count(*) into failed
  from private.live_checks as l
  where not l.passed and l.id > coalesce(last_pass, 0);
  return failed;
end;
$$;

-- The live check as `health` reports it: { lastRunAt, lastPassed, lastPassedAt,
-- consecutiveFailures, failures (of the last run), typedTurns (the latest decided channel,
-- 'socket' until a run decided one) }; the times null before the first run.
create function public.live_check_status() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with last_run as (
    select l.ran_at, l.passed, l.failures from private.live_checks as l order by l.id desc limit 1
  ),
  last_pass as (
    select l.id, l.ran_at from private.live_checks as l where l.passed order by l.id desc limit 1
  ),
  decided as (
    select l.typed_turns from private.live_checks as l
    where l.typed_turns is not null order by l.id desc limit 1
  )
  select jsonb_build_object(
    'lastRunAt', (select ran_at from last_run),
    'lastPassed', (select passed from last_run),
    'lastPassedAt', (select ran_at from last_pass),
    'consecutiveFailures', (
      select count(*) from private.live_checks as l
      where not l.passed and l.id > coalesce((select id from last_pass), 0)
    ),
    'failures', coalesce(to_jsonb((select failures from last_run)), '[]'::jsonb),
    'typedTurns', coalesce((select typed_turns from decided), 'socket')
  )
$$;

-- The control URL of a browser call on the WebSocket transport, kept when `voice-call` creates
-- it (the typed turn's fallback channel). Control URLs older than two days are dropped.
create function public.record_voice_call_control(vapi_call_id text, control_url text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  delete from private.voice_call_controls as c where c.updated_at < now() - interval '2 days';
  insert into private.voice_call_controls as c (vapi_call_id, control_url)
  values (record_voice_call_control.vapi_call_id, record_voice_call_control.control_url)
  on conflict on constraint voice_call_controls_pkey
  do update set control_url = excluded.control_url, updated_at = now()
  returning true
$$;

-- Where a visitor's typed turn goes when the socket does not take it: the control URL of call
-- `vapi_call_id` while it holds its place and is held by `holder` (the caller's network, as
-- reserve_voice_call keyed it); null for another network's call, an ended or unknown one.
create function public.voice_call_text_target(vapi_call_id text, holder text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.control_url
  from private.voice_calls as v
  join private.voice_call_controls as c on c.vapi_call_id = v.vapi_call_id
  where v.vapi_call_id = voice_call_text_target.vapi_call_id
    and v.holder_hash = private.rate_limit_key(voice_call_text_target.holder)
    and v.held_until > now()
  limit 1
$$;

revoke all on function public.record_live_check(text, boolean, text[], text, numeric)
  from public, anon, authenticated;
revoke all on function public.live_check_status() from public, anon, authenticated;
revoke all on function public.record_voice_call_control(text, text) from public, anon, authenticated;
revoke all on function public.voice_call_text_target(text, text) from public, anon, authenticated;
grant execute on function public.record_live_check(text, boolean, text[], text, numeric) to service_role;
grant execute on function public.live_check_status() to service_role;
grant execute on function public.record_voice_call_control(text, text) to service_role;
grant execute on function public.voice_call_text_target(text, text) to service_role;
