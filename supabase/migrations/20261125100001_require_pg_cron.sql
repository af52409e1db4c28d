-- The retention jobs must run. The earlier schedule migration only noted a failed
-- `create extension pg_cron`, so a database without it would silently never delete a lead.
-- From here on a database where pg_cron cannot be enabled stops the migration with what to do.
-- Hosted Supabase ships pg_cron. The local stack without pg_cron opts out explicitly, for its
-- migrating session only: `set app.pg_cron_optional = 'on'`; the retention functions are then
-- run by hand (or by the tests with a fixed clock).
do $$
declare
  jobs text[];
begin
  if not exists (select from pg_extension where extname = 'pg_cron') then
    begin
      create extension pg_cron with schema pg_catalog;
    exception when others then
      if coalesce(current_setting('app.pg_cron_optional', true), '') = 'on' then
        raise notice 'pg_cron not enabled (%); app.pg_cron_optional = on: retention jobs not scheduled', sqlerrm;
        return;
      end if;
      raise exception 'pg_cron could not be enabled (%): the retention jobs purge-expired-leads and purge-expired-rate-limits would never run', sqlerrm
        using errcode = 'feature_not_supported',
          hint = 'On Supabase: Dashboard > Integrations > Cron (or, as postgres, create extension pg_cron with schema pg_catalog), then db push again. Self-hosted: install pg_cron, set shared_preload_libraries = ''pg_cron'' and cron.database_name to this database, restart. Local development without pg_cron only: set app.pg_cron_optional = on in the migrating session.';
    end;
  end if;
  jobs := private.schedule_retention_jobs();
  if cardinality(jobs) <> 2 then
    raise exception 'retention jobs not scheduled (got %)', jobs;
  end if;
  raise notice 'retention jobs scheduled: %', array_to_string(jobs, ', ');
end
$$;
