-- Every paid call is capped by the database, not only by the functions:
-- - no dial without proof of consent: claim_demo_request refuses a request id whose lead row
--   lacks the consent record (text version and source; the SPEC's four-field insert is stored
--   but never dialled);
-- - scheduled calls: a capacity per 15-minute slot and per day, counted on the day the call
--   rings (reserve_call_capacity), not on the day it was booked;
-- - form tokens are single-use and bound to one request id (use_form_token);
-- - browser voice calls hold a place under a concurrency cap until they end or their maximum
--   duration has passed (reserve_voice_call / attach_voice_call / release_voice_call /
--   end_voice_call).

-- ---------------------------------------------------------------------------------------------
-- Consent before a claim

create or replace function public.claim_demo_request(
  request_id uuid,
  call_type text,
  scheduled_at timestamptz default null,
  scheduled_until timestamptz default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select from public.demo_requests as d
    where d.request_id = claim_demo_request.request_id
      and d.consent_text_version is not null
      and d.consent_source is not null
  ) then
    raise exception 'consent_missing: no lead row with a consent record for this request id'
      using errcode = '23514';
  end if;
  insert into private.demo_calls as d (request_id, call_type, scheduled_at, scheduled_until)
  values (
    claim_demo_request.request_id,
    claim_demo_request.call_type,
    claim_demo_request.scheduled_at,
    claim_demo_request.scheduled_until
  )
  on conflict on constraint demo_calls_pkey do update
  set call_type = excluded.call_type,
      scheduled_at = excluded.scheduled_at,
      scheduled_until = excluded.scheduled_until,
      outcome = 'pending',
      vapi_call_id = null,
      error = null,
      notified = false,
      attempts = 0,
      call_day = null,
      claimed_at = now(),
      updated_at = now()
  where d.outcome = 'failed'
    or (d.outcome in ('pending', 'retrying') and d.updated_at < now() - interval '10 minutes');
  return found;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Capacity per slot and per day of the call

alter table private.demo_calls add column call_day date;
create index demo_calls_call_day_idx on private.demo_calls (call_day) where call_day is not null;

comment on column private.demo_calls.call_day is
  'Europe/Bratislava day the call rings (scheduled date, or the day of an immediate call).';

-- Takes a place for a claimed request on the day it rings: 'ok', or 'slot' when its 15-minute
-- slot (scheduled_at) already holds slot_capacity live calls, or 'day' when the day holds
-- day_capacity. Live = pending, retrying, call_placed, call_scheduled (deferred, failed and
-- dialling_disabled free their place). Serialised per day with an advisory lock.
create function public.reserve_call_capacity(
  request_id uuid,
  call_day date,
  slot_capacity integer,
  day_capacity integer
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  slot timestamptz;
  in_slot integer;
  in_day integer;
begin
  if reserve_call_capacity.call_day is null
    or coalesce(reserve_call_capacity.slot_capacity, 0) < 1
    or coalesce(reserve_call_capacity.day_capacity, 0) < 1 then
    raise exception 'reserve_call_capacity: call_day is required, capacities must be >= 1'
      using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('call_capacity:' || reserve_call_capacity.call_day::text));
  update private.demo_calls as d
  set call_day = reserve_call_capacity.call_day, updated_at = now()
  where d.request_id = reserve_call_capacity.request_id
  returning d.scheduled_at into slot;
  if not found then
    raise exception 'reserve_call_capacity: request id was never claimed' using errcode = '22023';
  end if;
  select count(*) filter (where slot is not null and d.scheduled_at = slot), count(*)
  into in_slot, in_day
  from private.demo_calls as d
  where d.call_day = reserve_call_capacity.call_day
    and d.request_id <> reserve_call_capacity.request_id
    and d.outcome in ('pending', 'retrying', 'call_placed', 'call_scheduled');
  if in_slot >= reserve_call_capacity.slot_capacity then
    return 'slot';
  end if;
  if in_day >= reserve_call_capacity.day_capacity then
    return 'day';
  end if;
  return 'ok';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Single-use form tokens

create table private.form_token_uses (
  nonce_hash text primary key,
  request_id uuid not null,
  expires_at timestamptz not null
);

comment on table private.form_token_uses is
  'Form tokens already used, each bound to the one request id it was first sent with.';

alter table private.form_token_uses enable row level security;

-- true for the first use of a token (the nonce) and for a repeat with the same request id (a
-- retried submit); false for the same token with another request id (a replay). Rows live as
-- long as the token could still pass (max_age_seconds).
create function public.use_form_token(nonce text, request_id uuid, max_age_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hashed text := encode(sha256(convert_to(coalesce(use_form_token.nonce, ''), 'UTF8')), 'hex');
begin
  if coalesce(use_form_token.nonce, '') = '' or use_form_token.request_id is null
    or coalesce(use_form_token.max_age_seconds, 0) < 1 then
    raise exception 'use_form_token: nonce, request_id and max_age_seconds >= 1 are required'
      using errcode = '22023';
  end if;
  delete from private.form_token_uses as f where f.expires_at < now();
  insert into private.form_token_uses (nonce_hash, request_id, expires_at)
  values (
    hashed,
    use_form_token.request_id,
    now() + make_interval(secs => use_form_token.max_age_seconds)
  )
  on conflict (nonce_hash) do nothing;
  if found then
    return true;
  end if;
  return exists (
    select from private.form_token_uses as f
    where f.nonce_hash = hashed and f.request_id = use_form_token.request_id
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Concurrent browser voice calls

create table private.voice_calls (
  id uuid primary key default gen_random_uuid(),
  -- the caller's network as a peppered HMAC (private.rate_limit_key), never the address
  holder_hash text not null,
  vapi_call_id text constraint voice_calls_vapi_call_id_check check (char_length(vapi_call_id) <= 200),
  created_at timestamptz not null default now(),
  held_until timestamptz not null
);

create index voice_calls_held_until_idx on private.voice_calls (held_until);
create index voice_calls_holder_idx on private.voice_calls (holder_hash, held_until);
create index voice_calls_vapi_call_id_idx on private.voice_calls (vapi_call_id);

comment on table private.voice_calls is
  'Browser voice calls holding a place under the concurrency cap until held_until.';

alter table private.voice_calls enable row level security;

-- A place for one more voice call of `holder` (the caller's network), held for hold_seconds
-- (the call's maximum duration plus a margin), or null when max_concurrent places are held, or
-- max_per_holder places of this holder. Rows a day past their hold are deleted.
create function public.reserve_voice_call(
  max_concurrent integer,
  hold_seconds integer,
  holder text,
  max_per_holder integer
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer;
  held_by_holder integer;
  holder_key text;
  place uuid;
begin
  if coalesce(reserve_voice_call.max_concurrent, -1) < 0
    or coalesce(reserve_voice_call.hold_seconds, 0) < 1
    or coalesce(reserve_voice_call.holder, '') = ''
    or coalesce(reserve_voice_call.max_per_holder, 0) < 1 then
    raise exception 'reserve_voice_call: max_concurrent >= 0, hold_seconds >= 1, a holder and max_per_holder >= 1 are required'
      using errcode = '22023';
  end if;
  holder_key := private.rate_limit_key(reserve_voice_call.holder);
  perform pg_advisory_xact_lock(hashtext('voice_calls'));
  delete from private.voice_calls as v where v.held_until < now() - interval '1 day';
  select count(*), count(*) filter (where v.holder_hash = holder_key)
  into held, held_by_holder
  from private.voice_calls as v where v.held_until > now();
  if held >= reserve_voice_call.max_concurrent
    or held_by_holder >= reserve_voice_call.max_per_holder then
    return null;
  end if;
  insert into private.voice_calls (holder_hash, held_until)
  values (holder_key, now() + make_interval(secs => reserve_voice_call.hold_seconds))
  returning id into place;
  return place;
end;
$$;

-- The Vapi call id of a reserved place (so an end-of-call event can free it).
create function public.attach_voice_call(place uuid, vapi_call_id text) returns boolean
language sql
security definer
set search_path = ''
as $$
  update private.voice_calls as v set vapi_call_id = attach_voice_call.vapi_call_id
  where v.id = attach_voice_call.place
  returning true
$$;

-- Frees a place whose call was never created.
create function public.release_voice_call(place uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  delete from private.voice_calls as v where v.id = release_voice_call.place returning true
$$;

-- Frees the place of a call that ended (by its Vapi call id).
create function public.end_voice_call(vapi_call_id text) returns boolean
language sql
security definer
set search_path = ''
as $$
  update private.voice_calls as v set held_until = now()
  where v.vapi_call_id = end_voice_call.vapi_call_id and v.held_until > now()
  returning true
$$;

revoke all on table private.form_token_uses, private.voice_calls from public, anon, authenticated;

revoke all on function public.reserve_call_capacity(uuid, date, integer, integer)
  from public, anon, authenticated;
revoke all on function public.use_form_token(text, uuid, integer) from public, anon, authenticated;
revoke all on function public.reserve_voice_call(integer, integer, text, integer) from public, anon, authenticated;
revoke all on function public.attach_voice_call(uuid, text) from public, anon, authenticated;
revoke all on function public.release_voice_call(uuid) from public, anon, authenticated;
revoke all on function public.end_voice_call(text) from public, anon, authenticated;
grant execute on function public.reserve_call_capacity(uuid, date, integer, integer) to service_role;
grant execute on function public.use_form_token(text, uuid, integer) to service_role;
grant execute on function public.reserve_voice_call(integer, integer, text, integer) to service_role;
grant execute on function public.attach_voice_call(uuid, text) to service_role;
grant execute on function public.release_voice_call(uuid) to service_role;
grant execute on function public.end_voice_call(text) to service_role;
