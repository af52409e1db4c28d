-- Runs the retention functions with pg_cron (Supabase Cron) where it exists: leads daily at
-- 03:17 UTC, expired rate-limit counters every 15 minutes. Where pg_cron is not available (the
-- local stack, plain PostgreSQL) this is a no-op; the functions are then called by hand or by
-- the tests with a fixed clock. Job names are stable, so scheduling again updates the jobs.

create function private.schedule_retention_jobs() returns text[]
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select from pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  perform cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()');
  perform cron.schedule(
    'purge-expired-rate-limits', '*/15 * * * *', 'select public.purge_expired_rate_limits()'
  );
  return array['purge-expired-leads', 'purge-expired-rate-limits'];
end;
$$;

revoke all on function private.schedule_retention_jobs() from public;

do $$
declare
  jobs text[];
begin
  -- Hosted Supabase ships pg_cron (enabled like the Dashboard's Integrations -> Cron does it).
  -- Elsewhere it may be installed but not preloaded: then it stays off, and so do the jobs.
  if exists (select from pg_available_extensions where name = 'pg_cron')
    and not exists (select from pg_extension where extname = 'pg_cron') then
    begin
      create extension pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron not enabled (%): retention jobs not scheduled', sqlerrm;
    end;
  end if;
  jobs := private.schedule_retention_jobs();
  raise notice 'retention jobs scheduled: %', coalesce(nullif(array_to_string(jobs, ', '), ''), 'none (no pg_cron)');
end
$$;
