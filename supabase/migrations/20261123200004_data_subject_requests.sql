-- Data-subject requests (GDPR Art. 15 access, Art. 17 erasure): everything stored for an e-mail
-- address or phone number, returned (dsr_export) or deleted (dsr_erase) in one call. Service
-- role only; the operator runs `pnpm --filter @hlasovy-asistent/supabase run dsr -- export|erase ...`.

-- Mirrors normalizePhone of packages/validation: E.164, or null when the text cannot be one.
create function private.normalize_phone(value text) returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  text_value text := btrim(value);
  compact text;
  e164 text;
begin
  if text_value ~ '^(\+|00)' then
    text_value := regexp_replace(text_value, '\(0\)', '');
  end if;
  compact := regexp_replace(text_value, '[[:space:]()./-]', '', 'g');
  if compact !~ '^\+?[0-9]+$' then
    return null;
  end if;
  e164 := case
    when left(compact, 1) = '+' then compact
    when left(compact, 2) = '00' then '+' || substr(compact, 3)
    when left(compact, 1) = '0' then '+421' || substr(compact, 2)
    else '+' || compact
  end;
  return case when e164 ~ '^\+[1-9][0-9]{7,14}$' then e164 end;
end;
$$;

-- (No index on the normalised phone: an index expression runs with the inserting role's
-- EXECUTE rights, and anon may execute nothing in private. Requests are rare; a scan is fine.)
create index demo_requests_email_lower_idx on public.demo_requests (lower(email));

-- The lead rows of a subject (matched case-insensitively by e-mail, by E.164 by phone, either).
-- Raises 22023 for a request that names nobody.
create function private.dsr_leads(email text, phone text) returns setof public.demo_requests
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted_email text := lower(nullif(btrim(dsr_leads.email), ''));
  wanted_phone text := nullif(btrim(dsr_leads.phone), '');
  e164 text := private.normalize_phone(wanted_phone);
begin
  if wanted_email is null and wanted_phone is null then
    raise exception 'give an e-mail address or a phone number' using errcode = '22023';
  end if;
  if wanted_email is not null and wanted_email !~ '^[^[:space:]@]+@[^[:space:]@]+$' then
    raise exception 'not an e-mail address: %', wanted_email using errcode = '22023';
  end if;
  if wanted_phone is not null and e164 is null then
    raise exception 'not a phone number: %', wanted_phone using errcode = '22023';
  end if;
  return query
    select d.* from public.demo_requests as d
    where lower(d.email) = wanted_email or private.normalize_phone(d.phone) = e164;
end;
$$;

-- Rate-limit keys that can derive from the subject: the e-mail and phone as asked for and as
-- stored with each of their leads, in the forms callers key with (E.164, lower-case e-mail).
create function private.dsr_rate_limit_keys(email text, phone text, leads public.demo_requests[])
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct private.rate_limit_key(k)), '{}')
  from (
    select unnest(array[
      lower(btrim(dsr_rate_limit_keys.email)),
      btrim(dsr_rate_limit_keys.email),
      private.normalize_phone(dsr_rate_limit_keys.phone),
      btrim(dsr_rate_limit_keys.phone)
    ]) as k
    union all
    select unnest(array[lower(l.email), l.email, private.normalize_phone(l.phone), l.phone])
    from unnest(dsr_rate_limit_keys.leads) as l
  ) as keys
  where coalesce(k, '') <> ''
$$;

-- What export and erasure work on: the subject's lead rows, their request ids and the
-- rate-limit keys derived from the subject.
create function private.dsr_subject(
  email text,
  phone text,
  out leads public.demo_requests[],
  out request_ids uuid[],
  out rate_limit_keys text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  select coalesce(array_agg(l order by l.created_at), '{}') into leads
  from private.dsr_leads(dsr_subject.email, dsr_subject.phone) as l;
  select coalesce(array_agg(l.request_id), '{}') into request_ids from unnest(leads) as l;
  rate_limit_keys := private.dsr_rate_limit_keys(dsr_subject.email, dsr_subject.phone, leads);
end;
$$;

-- The rows of every private.request_tables() table for these request ids, as one JSON array
-- (each row tagged with its table).
create function private.request_records(request_ids uuid[]) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tbl regclass;
  rows jsonb;
  records jsonb := '[]';
begin
  for tbl in select private.request_tables() loop
    execute format(
      'select coalesce(jsonb_agg(jsonb_build_object(''table'', %L) || to_jsonb(t)), ''[]'') from %s as t where t.request_id = any($1)',
      tbl::text, tbl
    ) into rows using request_ids;
    records := records || rows;
  end loop;
  return records;
end;
$$;

-- Everything stored for the subject, as one JSON document (Art. 15 access / Art. 20 portability).
create function public.dsr_export(email text default null, phone text default null) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject record;
begin
  subject := private.dsr_subject(dsr_export.email, dsr_export.phone);
  return jsonb_build_object(
    'subject', jsonb_strip_nulls(jsonb_build_object('email', dsr_export.email, 'phone', dsr_export.phone)),
    'generated_at', now(),
    'leads', coalesce((select jsonb_agg(to_jsonb(l)) from unnest(subject.leads) as l), '[]'),
    'call_records', private.request_records(subject.request_ids),
    'rate_limits', coalesce((
      select jsonb_agg(jsonb_build_object(
        'bucket', r.bucket, 'window_start', r.window_start,
        'window_seconds', r.window_seconds, 'hits', r.hits
      ) order by r.bucket)
      from private.rate_limits as r where r.key_hash = any(subject.rate_limit_keys)
    ), '[]')
  );
end;
$$;

-- Deletes everything stored for the subject; returns what was deleted, per kind.
create function public.dsr_erase(email text default null, phone text default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject record;
  removed_leads integer;
  removed_keys integer;
begin
  subject := private.dsr_subject(dsr_erase.email, dsr_erase.phone);
  delete from public.demo_requests as d where d.request_id = any(subject.request_ids);
  get diagnostics removed_leads = row_count;
  delete from private.rate_limits as r where r.key_hash = any(subject.rate_limit_keys);
  get diagnostics removed_keys = row_count;
  return jsonb_build_object(
    'leads', removed_leads,
    'call_records', private.delete_call_records(subject.request_ids),
    'rate_limits', removed_keys
  );
end;
$$;

revoke all on function private.normalize_phone(text) from public;
revoke all on function private.dsr_leads(text, text) from public;
revoke all on function private.dsr_subject(text, text) from public;
revoke all on function private.request_records(uuid[]) from public;
revoke all on function private.dsr_rate_limit_keys(text, text, public.demo_requests[]) from public;
revoke all on function public.dsr_export(text, text) from public, anon, authenticated;
revoke all on function public.dsr_erase(text, text) from public, anon, authenticated;
grant execute on function public.dsr_export(text, text) to service_role;
grant execute on function public.dsr_erase(text, text) to service_role;
