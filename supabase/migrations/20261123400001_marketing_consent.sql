-- No marketing flag, no marketing use. The demo form's optional marketing checkbox is stored as
-- demo_requests.marketing_consent (migration 20261123200001). This gives the operator the two
-- things that make the flag binding:
--   marketing_leads()                    the only list of leads that may be used for marketing
--                                        calls and SMS: marketing_consent = true, with the proof
--   withdraw_marketing_consent(e, p)     a withdrawal (GDPR Art. 7(3)) or an objection to direct
--                                        marketing (Art. 21(2)-(3)) clears the flag of every lead
--                                        of the subject; the leads themselves stay (the demo
--                                        request goes on); erasure is dsr_erase.
-- Service role only, like every RPC here (`pnpm --filter @hlasovy-asistent/supabase run marketing -- ...`).

-- Leads that may be contacted for marketing, oldest consent first, each with its proof of consent.
create function public.marketing_leads() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'request_id', d.request_id,
        'name', d.name,
        'email', d.email,
        'phone', d.phone,
        'industry', d.industry,
        'created_at', d.created_at,
        'consent_given_at', d.consent_given_at,
        'consent_text_version', d.consent_text_version,
        'consent_source', d.consent_source
      )
      order by d.consent_given_at, d.request_id
    ),
    '[]'
  )
  from public.demo_requests as d
  where d.marketing_consent
$$;

-- Clears the marketing consent of every lead of the subject (matched like dsr_export: e-mail in
-- any case, phone in any format); returns how many leads had it. Bad subject => 22023.
create function public.withdraw_marketing_consent(email text default null, phone text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleared integer;
begin
  update public.demo_requests as d
  set marketing_consent = false
  where d.marketing_consent
    and d.request_id in (
      select l.request_id
      from private.dsr_leads(withdraw_marketing_consent.email, withdraw_marketing_consent.phone) as l
    );
  get diagnostics cleared = row_count;
  return cleared;
end;
$$;

revoke all on function public.marketing_leads() from public, anon, authenticated;
revoke all on function public.withdraw_marketing_consent(text, text) from public, anon, authenticated;
grant execute on function public.marketing_leads() to service_role;
grant execute on function public.withdraw_marketing_consent(text, text) to service_role;

comment on function public.marketing_leads() is
  'The only list of leads that may be used for marketing calls and SMS (marketing_consent = true), with their proof of consent.';
comment on function public.withdraw_marketing_consent(text, text) is
  'Withdrawal of the marketing consent / objection to direct marketing: clears marketing_consent for every lead of the e-mail or phone.';
