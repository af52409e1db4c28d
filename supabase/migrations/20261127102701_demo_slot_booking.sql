-- Booking a demo slot during a voice call (issue 27):
-- - the slots the assistant offered in each call (private.demo_slot_offers): a booking names
--   one of them, never a date or time of the model's own;
-- - the live call control URL of each call that asked for slots (private.voice_call_controls),
--   so the server can make the assistant confirm a booking aloud;
-- - every answered tool call by its Vapi toolCallId (private.vapi_tool_calls): a replayed or
--   retried tool call gets the first answer and changes nothing;
-- - which voice call booked which lead (private.demo_slot_bookings, per request id, so retention
--   and erasure find it through private.request_tables);
-- - the load of each slot and day (demo_slot_load) for the free-slot list. The capacity itself
--   stays where it is enforced under a lock: reserve_call_capacity.
-- Only service_role (the Edge Functions) may call these functions; RLS is on, anon sees nothing.

create table private.demo_slot_offers (
  vapi_call_id text not null
    constraint demo_slot_offers_call_id_check check (vapi_call_id ~ '^[A-Za-z0-9_-]{1,200}$'),
  slot_id text not null
    constraint demo_slot_offers_slot_id_check check (slot_id ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$'),
  starts_at timestamptz not null,
  offered_at timestamptz not null default now(),
  primary key (vapi_call_id, slot_id)
);

create index demo_slot_offers_offered_at_idx on private.demo_slot_offers (offered_at);

comment on table private.demo_slot_offers is
  'Demo slots the assistant offered in a voice call (slot_id = Bratislava yyyy-MM-ddTHH:mm).';

create table private.voice_call_controls (
  vapi_call_id text primary key
    constraint voice_call_controls_call_id_check check (vapi_call_id ~ '^[A-Za-z0-9_-]{1,200}$'),
  control_url text not null
    constraint voice_call_controls_url_check
      check (char_length(control_url) <= 2000 and control_url ~ '^https?://'),
  updated_at timestamptz not null default now()
);

comment on table private.voice_call_controls is
  'monitor.controlUrl of a voice call (from its tool-calls messages): live call control.';

create table private.vapi_tool_calls (
  tool_call_id text primary key
    constraint vapi_tool_calls_id_check check (char_length(tool_call_id) between 1 and 200),
  vapi_call_id text not null,
  name text not null constraint vapi_tool_calls_name_check check (char_length(name) <= 100),
  answer jsonb not null,
  created_at timestamptz not null default now()
);

create index vapi_tool_calls_created_at_idx on private.vapi_tool_calls (created_at);

comment on table private.vapi_tool_calls is
  'The answer given to each Vapi tool call (by toolCallId): replays get it again, nothing is redone.';

create table private.demo_slot_bookings (
  request_id uuid primary key,
  vapi_call_id text not null
    constraint demo_slot_bookings_call_id_check check (vapi_call_id ~ '^[A-Za-z0-9_-]{1,200}$'),
  slot_id text not null
    constraint demo_slot_bookings_slot_id_check check (slot_id ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$'),
  booked_at timestamptz not null default now()
);

create index demo_slot_bookings_call_idx on private.demo_slot_bookings (vapi_call_id);

comment on table private.demo_slot_bookings is
  'A lead booked in a voice call: its source (the call id) and the offered slot it booked.';

alter table private.demo_slot_offers enable row level security;
alter table private.voice_call_controls enable row level security;
alter table private.vapi_tool_calls enable row level security;
alter table private.demo_slot_bookings enable row level security;

revoke all on table private.demo_slot_offers, private.voice_call_controls,
  private.vapi_tool_calls, private.demo_slot_bookings from public, anon, authenticated;

-- Remembers the slots offered in a call ([{ "id", "starts_at" }]) and its control URL (when
-- given). Offers and control URLs older than two days are dropped on the way.
create function public.record_demo_slot_offers(
  vapi_call_id text,
  slots jsonb,
  control_url text default null
) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored integer;
begin
  if coalesce(jsonb_typeof(record_demo_slot_offers.slots), '') <> 'array' then
    raise exception 'record_demo_slot_offers: slots must be a JSON array' using errcode = '22023';
  end if;
  delete from private.demo_slot_offers as o where o.offered_at < now() - interval '2 days';
  delete from private.voice_call_controls as c where c.updated_at < now() - interval '2 days';
  insert into private.demo_slot_offers as o (vapi_call_id, slot_id, starts_at)
  select record_demo_slot_offers.vapi_call_id, s ->> 'id', (s ->> 'starts_at')::timestamptz
  from jsonb_array_elements(record_demo_slot_offers.slots) as s
  on conflict on constraint demo_slot_offers_pkey do update set offered_at = now();
  get diagnostics stored = row_count;
  if record_demo_slot_offers.control_url is not null then
    insert into private.voice_call_controls as c (vapi_call_id, control_url)
    values (record_demo_slot_offers.vapi_call_id, record_demo_slot_offers.control_url)
    on conflict on constraint voice_call_controls_pkey
    do update set control_url = excluded.control_url, updated_at = now();
  end if;
  return stored;
end;
$$;

-- True when `slot_id` was offered in the call (in the last two days).
create function public.demo_slot_offered(vapi_call_id text, slot_id text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from private.demo_slot_offers as o
    where o.vapi_call_id = demo_slot_offered.vapi_call_id
      and o.slot_id = demo_slot_offered.slot_id
      and o.offered_at > now() - interval '2 days'
  )
$$;

-- The live control URL of a call, or null.
create function public.voice_call_control_url(vapi_call_id text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.control_url from private.voice_call_controls as c
  where c.vapi_call_id = voice_call_control_url.vapi_call_id
$$;

-- Live calls (the ones holding capacity, as reserve_call_capacity counts them) per slot start
-- and day, for the days from_day..until_day; scheduled_at is null for immediate calls.
create function public.demo_slot_load(from_day date, until_day date)
returns table (call_day date, scheduled_at timestamptz, live integer)
language sql
stable
security definer
set search_path = ''
as $$
  select d.call_day, d.scheduled_at, count(*)::integer
  from private.demo_calls as d
  where d.call_day between demo_slot_load.from_day and demo_slot_load.until_day
    and d.outcome in ('pending', 'retrying', 'call_placed', 'call_scheduled')
  group by d.call_day, d.scheduled_at
$$;

-- The stored answer of a tool call, or null when it was never answered.
create function public.find_tool_call(tool_call_id text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select t.answer from private.vapi_tool_calls as t
  where t.tool_call_id = find_tool_call.tool_call_id
$$;

-- Stores the answer of a tool call unless one is stored; returns the stored one (the first
-- answer wins, so concurrent replays all give the same). Answers older than two days go.
create function public.remember_tool_call(
  tool_call_id text,
  vapi_call_id text,
  name text,
  answer jsonb
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored jsonb;
begin
  delete from private.vapi_tool_calls as t where t.created_at < now() - interval '2 days';
  insert into private.vapi_tool_calls (tool_call_id, vapi_call_id, name, answer)
  values (
    remember_tool_call.tool_call_id,
    remember_tool_call.vapi_call_id,
    remember_tool_call.name,
    remember_tool_call.answer
  )
  on conflict on constraint vapi_tool_calls_pkey do nothing;
  select t.answer into stored from private.vapi_tool_calls as t
  where t.tool_call_id = remember_tool_call.tool_call_id;
  return stored;
end;
$$;

-- Links a lead to the voice call that booked its slot (once per request id).
create function public.record_demo_slot_booking(
  request_id uuid,
  vapi_call_id text,
  slot_id text
) returns boolean
language sql
security definer
set search_path = ''
as $$
  insert into private.demo_slot_bookings (request_id, vapi_call_id, slot_id)
  values (
    record_demo_slot_booking.request_id,
    record_demo_slot_booking.vapi_call_id,
    record_demo_slot_booking.slot_id
  )
  on conflict (request_id) do nothing
  returning true
$$;

revoke all on function public.record_demo_slot_offers(text, jsonb, text) from public, anon, authenticated;
revoke all on function public.demo_slot_offered(text, text) from public, anon, authenticated;
revoke all on function public.voice_call_control_url(text) from public, anon, authenticated;
revoke all on function public.demo_slot_load(date, date) from public, anon, authenticated;
revoke all on function public.find_tool_call(text) from public, anon, authenticated;
revoke all on function public.remember_tool_call(text, text, text, jsonb) from public, anon, authenticated;
revoke all on function public.record_demo_slot_booking(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_demo_slot_offers(text, jsonb, text) to service_role;
grant execute on function public.demo_slot_offered(text, text) to service_role;
grant execute on function public.voice_call_control_url(text) to service_role;
grant execute on function public.demo_slot_load(date, date) to service_role;
grant execute on function public.find_tool_call(text) to service_role;
grant execute on function public.remember_tool_call(text, text, text, jsonb) to service_role;
grant execute on function public.record_demo_slot_booking(uuid, text, text) to service_role;
