-- Retention: leads and their private call records are deleted LEAD_RETENTION_DAYS after they
-- were received (default 180). The period is one setting in the database, so the scheduled
-- job (pg_cron, 20261123200005) enforces it without any function environment; the site shows
-- the same number (VITE_LEAD_RETENTION_DAYS, checked against this one before deploying).

create table private.privacy_settings (
  singleton boolean primary key default true constraint privacy_settings_singleton_check check (singleton),
  lead_retention_days integer not null default 180
    constraint privacy_settings_lead_retention_days_check check (lead_retention_days between 1 and 3650),
  updated_at timestamptz not null default now()
);

comment on table private.privacy_settings is
  'One row: the lead retention period (LEAD_RETENTION_DAYS) enforced by purge_expired_leads.';

insert into private.privacy_settings default values;

create function public.lead_retention_days() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select s.lead_retention_days from private.privacy_settings as s
$$;

create function public.set_lead_retention_days(days integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if days is null or days not between 1 and 3650 then
    raise exception 'set_lead_retention_days: days must be between 1 and 3650' using errcode = '22023';
  end if;
  update private.privacy_settings set lead_retention_days = days, updated_at = now();
  return days;
end;
$$;

-- The private tables that hold something per request id: every ordinary table in schema private
-- with a `request_id uuid` column (private.demo_calls today; tables added later, e.g. dial
-- attempts, are found without touching retention or erasure).
create function private.request_tables() returns setof regclass
language sql
stable
security definer
set search_path = ''
as $$
  select c.oid::regclass
  from pg_catalog.pg_class as c
  join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute as a on a.attrelid = c.oid
  where n.nspname = 'private' and c.relkind in ('r', 'p')
    and a.attname = 'request_id' and a.atttypid = 'uuid'::regtype and not a.attisdropped
  order by c.relname
$$;

-- Deletes everything stored per request id apart from the lead row itself, in every
-- private.request_tables() table; returns how many rows went. Used by retention and erasure.
create function private.delete_call_records(request_ids uuid[]) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl regclass;
  removed integer;
  total integer := 0;
begin
  for tbl in select private.request_tables() loop
    execute format('delete from %s where request_id = any($1)', tbl) using request_ids;
    get diagnostics removed = row_count;
    total := total + removed;
  end loop;
  return total;
end;
$$;

-- Deletes the leads received before `as_of` minus the retention period, their call records,
-- and call records of that age without a lead row. Returns the counts and the cutoff.
create function public.purge_expired_leads(as_of timestamptz default now()) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := purge_expired_leads.as_of
    - make_interval(days => public.lead_retention_days());
  lead_ids uuid[];
  call_ids uuid[];
  calls integer;
begin
  with removed as (
    delete from public.demo_requests as d where d.created_at < cutoff returning d.request_id
  )
  select coalesce(array_agg(removed.request_id), '{}') into lead_ids from removed;

  select coalesce(array_agg(c.request_id), '{}') into call_ids
  from private.demo_calls as c
  where c.claimed_at < cutoff;

  calls := private.delete_call_records(lead_ids || call_ids);
  return jsonb_build_object('leads', cardinality(lead_ids), 'call_records', calls, 'cutoff', cutoff);
end;
$$;

revoke all on function private.request_tables() from public;
revoke all on function private.delete_call_records(uuid[]) from public;
revoke all on function public.lead_retention_days() from public, anon, authenticated;
revoke all on function public.set_lead_retention_days(integer) from public, anon, authenticated;
revoke all on function public.purge_expired_leads(timestamptz) from public, anon, authenticated;
grant execute on function public.lead_retention_days() to service_role;
grant execute on function public.set_lead_retention_days(integer) to service_role;
grant execute on function public.purge_expired_leads(timestamptz) to service_role;

create index demo_requests_created_at_idx on public.demo_requests (created_at);
create index demo_calls_claimed_at_idx on private.demo_calls (claimed_at);
