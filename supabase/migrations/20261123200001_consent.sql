-- Proof of consent with each lead (GDPR Art. 7(1)): when it was given (server time), which
-- consent text the visitor saw (a build-time version of the /gdpr text, sent by the site),
-- from which form and tab, and whether the optional marketing consent was given.
-- The plain four-field insert (name, email, phone, industry) keeps working: every new column
-- has a default or is nullable.

alter table public.demo_requests
  add column consent_given_at timestamptz default now(),
  add column consent_text_version text,
  add column consent_source text,
  add column marketing_consent boolean not null default false;

-- Rows stored before this migration: their consent was given when they were received.
update public.demo_requests set consent_given_at = created_at;
alter table public.demo_requests alter column consent_given_at set not null;

alter table public.demo_requests
  add constraint demo_requests_consent_text_version_check check (
    consent_text_version ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$'
  ),
  add constraint demo_requests_consent_source_check check (
    consent_source ~ '^[a-z0-9][a-z0-9_-]{0,49}(:[a-z0-9][a-z0-9_-]{0,49})?$'
  );

comment on column public.demo_requests.consent_given_at is
  'Server time the consent was recorded (default now(); anon cannot set it).';
comment on column public.demo_requests.consent_text_version is
  'Version (hash) of the /gdpr consent text the site was built with, e.g. gdpr-1a2b3c4d5e6f7a8b.';
comment on column public.demo_requests.consent_source is
  'Form and tab the consent was given in, e.g. demo-modal:scheduled or demo-modal:immediate.';
comment on column public.demo_requests.marketing_consent is
  'Optional consent to marketing calls and SMS. false = no marketing use of this lead.';

-- anon may set the client-side parts of the record, never consent_given_at, and reads nothing.
grant insert (consent_text_version, consent_source, marketing_consent)
  on table public.demo_requests to anon;

-- The consent record of one request, for the backend (handle-demo-request's team summary).
create function public.get_lead_consent(request_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'consent_given_at', d.consent_given_at,
    'consent_text_version', d.consent_text_version,
    'consent_source', d.consent_source,
    'marketing_consent', d.marketing_consent
  )
  from public.demo_requests as d
  where d.request_id = get_lead_consent.request_id
$$;

revoke all on function public.get_lead_consent(uuid) from public, anon, authenticated;
grant execute on function public.get_lead_consent(uuid) to service_role;
