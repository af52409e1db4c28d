-- private.demo_calls: what handle-demo-request records per request id, and the RPCs it
-- uses through PostgREST with the service_role key (SUPABASE_SERVICE_ROLE_KEY).

create table private.demo_calls (
  request_id uuid primary key,
  call_type text not null constraint demo_calls_call_type_check
    check (call_type in ('immediate', 'scheduled')),
  -- schedulePlan.earliestAt / latestAt for scheduled calls
  scheduled_at timestamptz,
  scheduled_until timestamptz,
  outcome text not null default 'pending' constraint demo_calls_outcome_check
    check (outcome in ('pending', 'call_placed', 'call_scheduled', 'dialling_disabled', 'failed')),
  vapi_call_id text constraint demo_calls_vapi_call_id_check check (char_length(vapi_call_id) <= 200),
  error text constraint demo_calls_error_check check (char_length(error) <= 2000),
  notified boolean not null default false,
  claimed_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint demo_calls_schedule_check check (
    (call_type = 'scheduled') = (scheduled_at is not null)
    and (scheduled_until is null or scheduled_until > scheduled_at)
  )
);

comment on table private.demo_calls is
  'One row per handled demo request id (idempotency claim + outcome). Backend only.';

-- Claims a request id exactly once. Returns true for the caller that won the claim (it may
-- dial), false when the id was claimed before (a retry: do not dial again).
create function public.claim_demo_request(
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
  insert into private.demo_calls (request_id, call_type, scheduled_at, scheduled_until)
  values (
    claim_demo_request.request_id,
    claim_demo_request.call_type,
    claim_demo_request.scheduled_at,
    claim_demo_request.scheduled_until
  )
  on conflict on constraint demo_calls_pkey do nothing;
  return found;
end;
$$;

-- Records the outcome of a claimed request. Null arguments keep the stored value.
-- Returns false when the request id was never claimed.
create function public.record_demo_call(
  request_id uuid,
  outcome text,
  vapi_call_id text default null,
  error text default null,
  notified boolean default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.demo_calls as d
  set outcome = record_demo_call.outcome,
      vapi_call_id = coalesce(record_demo_call.vapi_call_id, d.vapi_call_id),
      error = coalesce(record_demo_call.error, d.error),
      notified = coalesce(record_demo_call.notified, d.notified),
      updated_at = now()
  where d.request_id = record_demo_call.request_id;
  return found;
end;
$$;

-- The stored record as JSON (null when unknown), for the backend and its tests.
create function public.get_demo_call(request_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select to_jsonb(d) from private.demo_calls as d where d.request_id = get_demo_call.request_id);
end;
$$;

-- Supabase's default privileges gave every API role EXECUTE: only service_role keeps it.
revoke all on function public.claim_demo_request(uuid, text, timestamptz, timestamptz)
  from public, anon, authenticated;
revoke all on function public.record_demo_call(uuid, text, text, text, boolean)
  from public, anon, authenticated;
revoke all on function public.get_demo_call(uuid) from public, anon, authenticated;
grant execute on function public.claim_demo_request(uuid, text, timestamptz, timestamptz)
  to service_role;
grant execute on function public.record_demo_call(uuid, text, text, text, boolean) to service_role;
grant execute on function public.get_demo_call(uuid) to service_role;
