-- private.demo_calls for the dialling rules:
-- - outcome `deferred`: the lead is kept but not dialled because the global budget is spent;
-- - outcome `retrying`: the first POST /call failed retryably, the function retries it;
-- - `attempts`: how many POST /call were sent for the request id;
-- - a failed request id (or one stuck in pending/retrying for 10 minutes, when a function
--   instance died) can be claimed again: it is never answered as a duplicate forever.

alter table private.demo_calls drop constraint demo_calls_outcome_check;
alter table private.demo_calls add constraint demo_calls_outcome_check check (
  outcome in (
    'pending', 'retrying', 'call_placed', 'call_scheduled', 'dialling_disabled', 'deferred', 'failed'
  )
);
alter table private.demo_calls add column attempts integer not null default 0
  constraint demo_calls_attempts_check check (attempts between 0 and 100);

-- Claims a request id: true for the caller that may dial now. A new id is claimed once; an id
-- whose earlier attempt failed, or whose claim went stale (pending/retrying untouched for 10
-- minutes), is claimed again (reset to pending). Everything else is a duplicate: false.
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
      claimed_at = now(),
      updated_at = now()
  where d.outcome = 'failed'
    or (d.outcome in ('pending', 'retrying') and d.updated_at < now() - interval '10 minutes');
  return found;
end;
$$;

-- record_demo_call gains `attempts` (null keeps the stored value). Dropped and recreated rather
-- than overloaded: PostgREST could not choose between two functions taking the same names.
drop function public.record_demo_call(uuid, text, text, text, boolean);

create function public.record_demo_call(
  request_id uuid,
  outcome text,
  vapi_call_id text default null,
  error text default null,
  notified boolean default null,
  attempts integer default null
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
      attempts = coalesce(record_demo_call.attempts, d.attempts),
      updated_at = now()
  where d.request_id = record_demo_call.request_id;
  return found;
end;
$$;

revoke all on function public.record_demo_call(uuid, text, text, text, boolean, integer)
  from public, anon, authenticated;
grant execute on function public.record_demo_call(uuid, text, text, text, boolean, integer)
  to service_role;
