-- Every charged turn counted, and a cap that a burst cannot pass (issue 38):
-- - a chat turn is reserved before `POST /chat`: one serialised step checks the day's budgets
--   and writes the turn's estimate into the ledger (private.chat_turns), so twelve conversations
--   started at the same moment cannot all read the same spend and all pass;
-- - after Vapi's answer the reservation becomes the reported cost; on a timeout, a network
--   error or an unreadable answer it stays (or becomes the cost Vapi reported), so a turn Vapi
--   completed and billed is never missing from the day's spend;
-- - a browser voice call takes its line and is counted in the same serialised step: a line
--   without its Vapi call id yet (the call being created) counts at the estimate too;
-- - each turn keeps its Vapi chat id, its conversation and the network that holds it: the
--   chats' retention and erasure at Vapi and the booking's network check read them
--   (later migrations of this issue).
-- Replaces claim_chat_turn / record_chat_reply / record_vapi_chat_cost for the chat function
-- (they stay for a function deployed before this migration until the next functions deploy).

create table private.chat_turns (
  -- the reservation's id: the chat function settles or releases the turn by it
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null,
  -- the network that holds the conversation, as a peppered HMAC (private.rate_limit_key)
  holder_hash text not null,
  turn integer not null constraint chat_turns_turn_check check (turn >= 1),
  -- Vapi's id of the turn's chat, once Vapi named it (null: not answered, or no id came back)
  chat_id text constraint chat_turns_chat_id_key unique
    constraint chat_turns_chat_id_check check (char_length(chat_id) between 1 and 200),
  -- what the turn counts until Vapi reports its cost (USD)
  reserved numeric(12, 4) not null constraint chat_turns_reserved_check
    check (reserved between 0 and 100000),
  -- the cost Vapi reported (USD), once it did
  cost numeric(12, 4) constraint chat_turns_cost_check check (cost between 0 and 100000),
  -- reserved: sent (or about to be); answered: Vapi's answer had the assistant's text;
  -- unanswered: a timeout, a network error, an error status or an unreadable answer
  state text not null default 'reserved'
    constraint chat_turns_state_check check (state in ('reserved', 'answered', 'unanswered')),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);

create index chat_turns_conversation_idx on private.chat_turns (conversation_id);
create index chat_turns_created_at_idx on private.chat_turns (created_at);

comment on table private.chat_turns is
  'Each chat turn: its reservation and cost in the day''s spend, Vapi''s chat id, the conversation and its network (HMAC).';

alter table private.chat_turns enable row level security;
revoke all on table private.chat_turns from public, anon, authenticated, service_role;

-- Refuses a spend budget that is not a number >= 0 (null: no such budget).
create function private.check_spend_budgets(
  max_spend_total numeric,
  max_spend_voice numeric,
  estimate_per_minute numeric,
  estimate_max_seconds integer
) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(check_spend_budgets.max_spend_total, 0) < 0
    or coalesce(check_spend_budgets.max_spend_voice, 0) < 0
    or coalesce(check_spend_budgets.estimate_per_minute, -1) < 0
    or coalesce(check_spend_budgets.estimate_max_seconds, 0) < 1 then
    raise exception 'spend budgets are >= 0, estimate_per_minute >= 0, estimate_max_seconds >= 1'
      using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.check_spend_budgets(numeric, numeric, numeric, integer) from public;

-- Under the lock of the day's spend (taken by the caller): null while every given budget of the
-- voice spend (the overall one and the voice one) has room, else the budget that is spent as
-- {"status":"spend_cap","budget","spent","limit"}. A budget has room while spent < limit.
create function private.voice_budget_refusal(
  max_spend_total numeric,
  max_spend_voice numeric,
  estimate_per_minute numeric,
  estimate_max_seconds integer
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  spent numeric;
begin
  if voice_budget_refusal.max_spend_total is not null then
    spent := public.vapi_spend(null, null, voice_budget_refusal.estimate_per_minute,
      voice_budget_refusal.estimate_max_seconds);
    if spent >= voice_budget_refusal.max_spend_total then
      return jsonb_build_object('status', 'spend_cap', 'budget', 'total', 'spent', spent,
        'limit', voice_budget_refusal.max_spend_total);
    end if;
  end if;
  if voice_budget_refusal.max_spend_voice is not null then
    spent := public.vapi_spend(null, 'voice', voice_budget_refusal.estimate_per_minute,
      voice_budget_refusal.estimate_max_seconds);
    if spent >= voice_budget_refusal.max_spend_voice then
      return jsonb_build_object('status', 'spend_cap', 'budget', 'voice', 'spent', spent,
        'limit', voice_budget_refusal.max_spend_voice);
    end if;
  end if;
  return null;
end;
$$;

revoke all on function private.voice_budget_refusal(numeric, numeric, numeric, integer) from public;

-- One serialised step before `POST /chat`: takes a turn of the conversation (a null
-- conversation_id starts one) for `holder` (the caller's network) and reserves `estimate` (USD)
-- for it in the day's spend, unless a given budget (max_spend_total: every call and chat;
-- max_spend_voice: browser calls and chats) is already spent. The check and the reservation
-- run under one advisory lock (the one reserve_voice_call_in_budget takes), so concurrent turns
-- and calls see each other's reservations. Answers
-- {"status":"ok","conversationId","turn","previousChatId","reservation"}, {"status":"unknown"}
-- (no such conversation, or another network's), {"status":"turn_cap"} or
-- {"status":"spend_cap","budget","spent","limit"} (nothing taken). Conversations untouched for a
-- day are deleted on the way (their turns stay: the ledger, retention and erasure need them).
create function public.reserve_chat_turn(
  conversation_id uuid,
  holder text,
  max_turns integer,
  estimate numeric,
  max_spend_total numeric default null,
  max_spend_voice numeric default null,
  estimate_per_minute numeric default 0,
  estimate_max_seconds integer default 3600
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  holder_key text;
  conversation private.chat_conversations%rowtype;
  refusal jsonb;
  reservation uuid;
begin
  if coalesce(reserve_chat_turn.holder, '') = '' or coalesce(reserve_chat_turn.max_turns, 0) < 1
    or coalesce(reserve_chat_turn.estimate, -1) not between 0 and 100000 then
    raise exception 'reserve_chat_turn: a holder, max_turns >= 1 and an estimate from 0 to 100000 are required'
      using errcode = '22023';
  end if;
  perform private.check_spend_budgets(reserve_chat_turn.max_spend_total,
    reserve_chat_turn.max_spend_voice, reserve_chat_turn.estimate_per_minute,
    reserve_chat_turn.estimate_max_seconds);
  holder_key := private.rate_limit_key(reserve_chat_turn.holder);
  if reserve_chat_turn.max_spend_total is not null or reserve_chat_turn.max_spend_voice is not null then
    perform pg_advisory_xact_lock(hashtext('vapi_spend'));
  end if;
  delete from private.chat_conversations as c where c.updated_at < now() - interval '1 day';
  if reserve_chat_turn.conversation_id is not null then
    select * into conversation from private.chat_conversations as c
    where c.id = reserve_chat_turn.conversation_id and c.holder_hash = holder_key
    for update;
    if not found then
      return jsonb_build_object('status', 'unknown');
    end if;
    if conversation.turns >= reserve_chat_turn.max_turns then
      return jsonb_build_object('status', 'turn_cap');
    end if;
  end if;
  refusal := private.voice_budget_refusal(reserve_chat_turn.max_spend_total,
    reserve_chat_turn.max_spend_voice, reserve_chat_turn.estimate_per_minute,
    reserve_chat_turn.estimate_max_seconds);
  if refusal is not null then
    return refusal;
  end if;
  if reserve_chat_turn.conversation_id is null then
    insert into private.chat_conversations (holder_hash, turns)
    values (holder_key, 1)
    returning * into conversation;
  else
    update private.chat_conversations as c
    set turns = c.turns + 1, updated_at = now()
    where c.id = conversation.id
    returning * into conversation;
  end if;
  insert into private.chat_turns (conversation_id, holder_hash, turn, reserved)
  values (conversation.id, holder_key, conversation.turns, reserve_chat_turn.estimate)
  returning id into reservation;
  return jsonb_build_object(
    'status', 'ok',
    'conversationId', conversation.id,
    'turn', conversation.turns,
    'previousChatId', conversation.last_chat_id,
    'reservation', reservation
  );
end;
$$;

-- After `POST /chat`: the reservation becomes what Vapi said. `chat_id`: the turn's chat, when
-- Vapi named one; `cost`: the cost Vapi reported (null: the reserved estimate stays);
-- `answered`: the answer carried the assistant's text, so the chat is the conversation's next
-- previousChatId. A reported cost never decreases on a second settle. False for an unknown
-- reservation.
create function public.settle_chat_turn(
  reservation uuid,
  chat_id text default null,
  cost numeric default null,
  answered boolean default false
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  turn private.chat_turns%rowtype;
begin
  if settle_chat_turn.chat_id is not null and char_length(settle_chat_turn.chat_id) not between 1 and 200 then
    raise exception 'settle_chat_turn: chat_id has 1 to 200 characters' using errcode = '22023';
  end if;
  if settle_chat_turn.cost is not null and settle_chat_turn.cost not between 0 and 100000 then
    raise exception 'settle_chat_turn: cost is from 0 to 100000' using errcode = '23514';
  end if;
  if coalesce(settle_chat_turn.answered, false) and settle_chat_turn.chat_id is null then
    raise exception 'settle_chat_turn: an answered turn has its chat id' using errcode = '22023';
  end if;
  update private.chat_turns as t
  set chat_id = coalesce(t.chat_id, settle_chat_turn.chat_id),
      cost = case
        when settle_chat_turn.cost is null then t.cost
        when t.cost is null then settle_chat_turn.cost
        else greatest(t.cost, settle_chat_turn.cost) end,
      state = case when coalesce(settle_chat_turn.answered, false) then 'answered' else 'unanswered' end,
      settled_at = now()
  where t.id = settle_chat_turn.reservation
  returning * into turn;
  if not found then
    return false;
  end if;
  if coalesce(settle_chat_turn.answered, false) then
    update private.chat_conversations as c
    set last_chat_id = turn.chat_id, updated_at = now()
    where c.id = turn.conversation_id;
  end if;
  return true;
end;
$$;

-- A reserved turn that never reached Vapi (refused by a later limit, or by Vapi with a 4xx
-- before it ran): its reservation is taken back. A settled turn stays. True when one went.
create function public.release_chat_turn(reservation uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  delete from private.chat_turns as t
  where t.id = release_chat_turn.reservation and t.state = 'reserved'
  returning true
$$;

-- A place for one more browser voice call, as reserve_voice_call (6 arguments), taken in the
-- same serialised step as the day's budgets are checked (the chat turns' lock): {"status":"ok",
-- "place"}, {"status":"busy"} (every place, or every place of this network or prefix, held) or
-- {"status":"spend_cap","budget","spent","limit"}. From the moment it is taken, a place counts
-- in the day's spend at the estimate (vapi_day_costs below), its call id known or not.
create function public.reserve_voice_call_in_budget(
  max_concurrent integer,
  hold_seconds integer,
  holder text,
  max_per_holder integer,
  prefixes text[],
  max_per_prefix integer[],
  max_spend_total numeric default null,
  max_spend_voice numeric default null,
  estimate_per_minute numeric default 0,
  estimate_max_seconds integer default 3600
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal jsonb;
  place uuid;
begin
  perform private.check_spend_budgets(reserve_voice_call_in_budget.max_spend_total,
    reserve_voice_call_in_budget.max_spend_voice, reserve_voice_call_in_budget.estimate_per_minute,
    reserve_voice_call_in_budget.estimate_max_seconds);
  -- lock order: the spend, then the lines (reserve_voice_call takes that one)
  perform pg_advisory_xact_lock(hashtext('vapi_spend'));
  refusal := private.voice_budget_refusal(reserve_voice_call_in_budget.max_spend_total,
    reserve_voice_call_in_budget.max_spend_voice, reserve_voice_call_in_budget.estimate_per_minute,
    reserve_voice_call_in_budget.estimate_max_seconds);
  if refusal is not null then
    return refusal;
  end if;
  place := public.reserve_voice_call(
    reserve_voice_call_in_budget.max_concurrent, reserve_voice_call_in_budget.hold_seconds,
    reserve_voice_call_in_budget.holder, reserve_voice_call_in_budget.max_per_holder,
    coalesce(reserve_voice_call_in_budget.prefixes, '{}'),
    coalesce(reserve_voice_call_in_budget.max_per_prefix, '{}')
  );
  if place is null then
    return jsonb_build_object('status', 'busy');
  end if;
  return jsonb_build_object('status', 'ok', 'place', place);
end;
$$;

-- The day's costs as before (20261128012301_chat_costs), except:
-- - a browser call's line counts from the moment it is taken, before its Vapi call id is known
--   (keyed `line:<place>` until then);
-- - chat turns come from private.chat_turns: the reported cost, else the reservation (a turn in
--   flight, or one whose answer never came); rows of private.vapi_chat_costs (recorded before
--   this migration) still count unless the same chat is in private.chat_turns.
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
    where o.started <= now()
      and (o.started at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
      and not exists (
        select from private.vapi_calls as c
        where c.call_id = o.call_id and (c.report_received or c.cost is not null)
      )
  ), chats as (
    select coalesce(t.chat_id, 'turn:' || t.id::text) as call_id, 'voice'::text as kind,
      coalesce(t.cost, t.reserved)::numeric as cost, t.cost is null as estimated
    from private.chat_turns as t
    where (t.created_at at time zone 'Europe/Bratislava')::date = vapi_day_costs.day
    union all
    select c.chat_id, 'voice', c.cost::numeric, c.estimated
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

revoke all on function private.vapi_day_costs(date, numeric, integer) from public;

revoke all on function public.reserve_chat_turn(uuid, text, integer, numeric, numeric, numeric, numeric, integer)
  from public, anon, authenticated;
revoke all on function public.settle_chat_turn(uuid, text, numeric, boolean) from public, anon, authenticated;
revoke all on function public.release_chat_turn(uuid) from public, anon, authenticated;
revoke all on function public.reserve_voice_call_in_budget(integer, integer, text, integer, text[], integer[], numeric, numeric, numeric, integer)
  from public, anon, authenticated;
grant execute on function public.reserve_chat_turn(uuid, text, integer, numeric, numeric, numeric, numeric, integer)
  to service_role;
grant execute on function public.settle_chat_turn(uuid, text, numeric, boolean) to service_role;
grant execute on function public.release_chat_turn(uuid) to service_role;
grant execute on function public.reserve_voice_call_in_budget(integer, integer, text, integer, text[], integer[], numeric, numeric, numeric, integer)
  to service_role;
