-- No marketing flag, no marketing use: marketing_leads() lists only leads whose visitor ticked the
-- optional marketing box, with the proof; withdraw_marketing_consent() clears the flag of one
-- subject (e-mail in any case, phone in any format) and nobody else's; clear errors; every role.
begin;
set local search_path = public, extensions;
select plan(22);

-- Jana ticked the marketing box on her second request; Peter never did; Eva did; the plain
-- four-field insert (no consent record at all) means no marketing either.
insert into public.demo_requests
  (request_id, created_at, consent_given_at, name, email, phone, industry, consent_text_version, consent_source, marketing_consent)
values
  ('d0000000-0000-4000-8000-000000000001', '2026-11-01 10:00+00', '2026-11-01 10:00+00', 'Jana', 'Jana.K@Example.sk', '0905 123 456', 'reality', 'gdpr-aaaaaaaaaaaaaaaa', 'demo-modal:scheduled', false),
  ('d0000000-0000-4000-8000-000000000002', '2026-11-02 10:00+00', '2026-11-02 10:00+00', 'Jana K.', 'jana.k@example.sk', '+421 905 123 456', 'reality', 'gdpr-aaaaaaaaaaaaaaaa', 'demo-modal:immediate', true),
  ('d0000000-0000-4000-8000-000000000003', '2026-11-03 10:00+00', '2026-11-03 10:00+00', 'Peter', 'peter@example.sk', '+421 911 222 333', 'financie', 'gdpr-aaaaaaaaaaaaaaaa', 'demo-modal:immediate', false),
  ('d0000000-0000-4000-8000-000000000004', '2026-11-04 10:00+00', '2026-11-04 10:00+00', 'Eva', 'eva@example.sk', '+421 944 555 666', 'eshopy', 'gdpr-bbbbbbbbbbbbbbbb', 'demo-modal:scheduled', true);
insert into public.demo_requests (request_id, name, email, phone, industry)
values ('d0000000-0000-4000-8000-000000000005', 'Ján', 'jan@example.sk', '+421 905 999 888', 'financie');

-- anon and authenticated can do neither
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select public.marketing_leads()', '42501', null, 'anon cannot list marketing leads');
select throws_ok($$select public.withdraw_marketing_consent(email => 'eva@example.sk')$$, '42501', null, 'anon cannot withdraw a consent');
reset role;
set local role authenticated;
set local request.jwt.claims = '{"role":"authenticated"}';
select throws_ok('select public.marketing_leads()', '42501', null, 'authenticated cannot list marketing leads');
select throws_ok($$select public.withdraw_marketing_consent(email => 'eva@example.sk')$$, '42501', null, 'authenticated cannot withdraw a consent');
reset role;
select function_privs_are('public', 'marketing_leads', '{}'::text[], 'service_role', array['EXECUTE'], 'service_role may list marketing leads');
select function_privs_are('public', 'withdraw_marketing_consent', array['text', 'text'], 'service_role', array['EXECUTE'], 'service_role may withdraw');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

-- the list: only the ticked ones, oldest consent first, with the proof
select is(
  (select jsonb_agg(l ->> 'request_id') from jsonb_array_elements(public.marketing_leads()) as l),
  '["d0000000-0000-4000-8000-000000000002", "d0000000-0000-4000-8000-000000000004"]'::jsonb,
  'marketing_leads lists only leads with marketing_consent, oldest consent first'
);
select is(
  public.marketing_leads() -> 0,
  jsonb_build_object(
    'request_id', 'd0000000-0000-4000-8000-000000000002', 'name', 'Jana K.', 'email', 'jana.k@example.sk',
    'phone', '+421 905 123 456', 'industry', 'reality',
    'created_at', '2026-11-02 10:00+00'::timestamptz, 'consent_given_at', '2026-11-02 10:00+00'::timestamptz,
    'consent_text_version', 'gdpr-aaaaaaaaaaaaaaaa', 'consent_source', 'demo-modal:immediate'
  ),
  'each entry carries the contact and its proof of consent'
);
select ok(
  not exists (
    select 1 from jsonb_array_elements(public.marketing_leads()) as l
    where l ->> 'email' in ('peter@example.sk', 'jan@example.sk')
  ),
  'no unticked lead and no four-field insert is listed'
);

-- bad subjects are refused, nothing changes
select throws_ok('select public.withdraw_marketing_consent()', '22023', 'give an e-mail address or a phone number', 'withdrawal without a subject is refused');
select throws_ok($$select public.withdraw_marketing_consent(email => 'jana')$$, '22023', null, 'a text that is no e-mail is refused');
select throws_ok($$select public.withdraw_marketing_consent(phone => 'call me')$$, '22023', null, 'a text that is no phone number is refused');
select is(jsonb_array_length(public.marketing_leads()), 2, 'refused withdrawals changed nothing');

-- Jana withdraws by phone (typed another way): her flag goes, her leads stay, Eva keeps hers
select is(public.withdraw_marketing_consent(phone => '00421 905-123-456'), 1, 'withdrawal by phone clears the one lead of Jana that had the flag');
select is(
  (select jsonb_agg(l ->> 'email') from jsonb_array_elements(public.marketing_leads()) as l),
  '["eva@example.sk"]'::jsonb,
  'Jana is off the marketing list; Eva is still on it'
);
select is(
  (select count(*)::int from public.demo_requests where lower(email) = 'jana.k@example.sk'),
  2,
  'the withdrawal keeps Jana''s demo requests (only erasure deletes them)'
);
select is(
  (select consent_text_version from public.demo_requests where request_id = 'd0000000-0000-4000-8000-000000000002'),
  'gdpr-aaaaaaaaaaaaaaaa',
  'the rest of her consent record stays'
);
select is(public.withdraw_marketing_consent(email => 'JANA.K@example.SK'), 0, 'a second withdrawal finds nothing left to clear');
select is(public.withdraw_marketing_consent(email => 'nobody@example.sk'), 0, 'an unknown subject clears nothing');

-- Eva objects by e-mail in another case; the list is empty
select is(public.withdraw_marketing_consent(email => 'EVA@example.sk'), 1, 'withdrawal by e-mail, whatever the case');
select is(public.marketing_leads(), '[]'::jsonb, 'nobody may be contacted for marketing any more');
select is(
  (select count(*)::int from public.demo_requests where marketing_consent),
  0,
  'no lead has the flag'
);
reset role;

select * from finish();
rollback;
