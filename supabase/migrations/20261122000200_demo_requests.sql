-- demo_requests: the site's demo form. The browser inserts with the anon key and
-- without `.select()`; a client-generated request_id makes a retried submit store once.

create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  request_id uuid not null,
  name text not null,
  email text not null,
  phone text not null,
  industry text not null,
  constraint demo_requests_request_id_key unique (request_id),
  -- mirrors DEMO_FIELD_LIMITS and the contact rules of packages/validation
  constraint demo_requests_name_check check (char_length(name) <= 100 and name ~ '[^[:space:]]'),
  constraint demo_requests_email_check check (
    char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  constraint demo_requests_phone_check check (
    char_length(phone) <= 32
    and phone ~ '^\+?[0-9[:space:]()-]+$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 10 and 15
  ),
  constraint demo_requests_industry_check check (
    char_length(industry) <= 100 and industry ~ '[^[:space:]]'
  )
);

comment on table public.demo_requests is
  'Demo call requests from the site form. anon may only INSERT; duplicates of request_id are ignored.';
comment on column public.demo_requests.request_id is
  'Client-generated per submit (uuid); a retried submit with the same id is stored once.';

-- A retried submit (same request_id) is skipped without an error, so the visitor gets
-- success and the row is stored once. The advisory lock serialises concurrent inserts of
-- one request_id; the unique constraint stays as the last guard.
create function private.demo_requests_skip_duplicate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(new.request_id::text, 0));
  if exists (select 1 from public.demo_requests d where d.request_id = new.request_id) then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.demo_requests_skip_duplicate() from public;

create trigger demo_requests_skip_duplicate
before insert on public.demo_requests
for each row execute function private.demo_requests_skip_duplicate();

-- Grants: Supabase's default privileges gave anon and authenticated everything. Take it back
-- and grant exactly what the browser needs: INSERT of the five columns it sends.
revoke all on table public.demo_requests from public, anon, authenticated;
grant insert (request_id, name, email, phone, industry) on table public.demo_requests to anon;
grant all on table public.demo_requests to service_role;

alter table public.demo_requests enable row level security;

-- The column grants and CHECK constraints are the guards; the policy only opens INSERT to
-- anon. No SELECT policy: anon cannot read rows back (nor use INSERT ... RETURNING).
create policy demo_requests_anon_insert on public.demo_requests
for insert to anon
with check (true);
