-- Proof of consent on demo_requests: the columns, who may write and read them (anon,
-- authenticated, service_role), server time for consent_given_at, and get_lead_consent.
begin;
set local search_path = public, extensions;
select plan(37);
\ir include/leads.psql

select col_type_is('public', 'demo_requests', 'consent_given_at', 'timestamp with time zone', 'consent_given_at is a timestamptz');
select col_not_null('public', 'demo_requests', 'consent_given_at', 'consent_given_at is not null');
select col_default_is('public', 'demo_requests', 'consent_given_at', 'now()', 'consent_given_at defaults to now()');
select col_type_is('public', 'demo_requests', 'consent_text_version', 'text', 'consent_text_version is text');
select col_type_is('public', 'demo_requests', 'consent_source', 'text', 'consent_source is text');
select col_type_is('public', 'demo_requests', 'marketing_consent', 'boolean', 'marketing_consent is boolean');
select col_not_null('public', 'demo_requests', 'marketing_consent', 'marketing_consent is not null');
select col_default_is('public', 'demo_requests', 'marketing_consent', 'false', 'marketing_consent defaults to false');

select column_privs_are('public', 'demo_requests', c, 'anon', array['INSERT'], format('anon may insert %s', c))
from unnest(array['consent_text_version', 'consent_source', 'marketing_consent']) as c;
select column_privs_are('public', 'demo_requests', 'consent_given_at', 'anon', '{}'::text[], 'anon may not touch consent_given_at');
select column_privs_are('public', 'demo_requests', c, 'authenticated', '{}'::text[], format('authenticated may not touch %s', c))
from unnest(array['consent_given_at', 'consent_text_version', 'consent_source', 'marketing_consent']) as c;

-- as anon (the browser)
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select lives_ok(
  pg_temp.lead_insert('a1111111-1111-4111-8111-111111111111'),
  'anon: the plain four-field insert still works'
);
select lives_ok(
  $$insert into public.demo_requests
      (request_id, name, email, phone, industry, consent_text_version, consent_source, marketing_consent)
    values ('a2222222-2222-4222-8222-222222222222', 'Eva', 'eva@example.sk', '+421900654321', 'reality',
      'gdpr-0123456789abcdef', 'demo-modal:scheduled', true)$$,
  'anon: insert with the consent record'
);
select throws_ok(
  $$insert into public.demo_requests (request_id, name, email, phone, industry, consent_given_at)
    values (gen_random_uuid(), 'Ján', 'jan@example.sk', '+421900123456', 'financie', now() - interval '1 year')$$,
  '42501', null, 'anon: cannot set consent_given_at'
);
select throws_ok('select consent_given_at from public.demo_requests', '42501', null, 'anon: cannot read consent_given_at');
select throws_ok('select consent_text_version, consent_source from public.demo_requests', '42501', null, 'anon: cannot read the consent record');
select throws_ok('select marketing_consent from public.demo_requests', '42501', null, 'anon: cannot read marketing_consent');
select throws_ok($$update public.demo_requests set marketing_consent = true$$, '42501', null, 'anon: cannot change marketing_consent');
select throws_ok(
  format(
    'insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source) values (gen_random_uuid(), %L, %L, %L, %L, %L, %L)',
    'Ján', 'jan@example.sk', '+421900123456', 'financie', version, source
  ),
  '23514', null, 'anon: rejected ' || title
)
from (values
  ('an empty version', '', 'demo-modal:immediate'),
  ('a version with a space', 'gdpr 1', 'demo-modal:immediate'),
  ('a version of 101 characters', repeat('a', 101), 'demo-modal:immediate'),
  ('a source with upper case', 'gdpr-1', 'Demo-Modal:immediate'),
  ('a source with three parts', 'gdpr-1', 'demo-modal:scheduled:x'),
  ('a source with markup', 'gdpr-1', '<script>')
) as cases(title, version, source);
select throws_ok(
  $$insert into public.demo_requests (request_id, name, email, phone, industry, marketing_consent)
    values (gen_random_uuid(), 'Ján', 'jan@example.sk', '+421900123456', 'financie', null)$$,
  '23502', null, 'anon: marketing_consent cannot be null'
);
select throws_ok($$select public.get_lead_consent('a2222222-2222-4222-8222-222222222222')$$, '42501', null, 'anon: cannot call get_lead_consent');
reset role;

-- as authenticated
set local role authenticated;
set local request.jwt.claims = '{"role":"authenticated"}';
select throws_ok('select consent_source from public.demo_requests', '42501', null, 'authenticated: cannot read the consent record');
select throws_ok($$select public.get_lead_consent('a2222222-2222-4222-8222-222222222222')$$, '42501', null, 'authenticated: cannot call get_lead_consent');
reset role;

-- as service_role (the backend)
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select results_eq(
  $$select consent_given_at = now(), consent_text_version, consent_source, marketing_consent
    from public.demo_requests where request_id = 'a1111111-1111-4111-8111-111111111111'$$,
  $$values (true, null::text, null::text, false)$$,
  'the four-field insert: consent time from the server clock, no marketing consent'
);
select is(
  public.get_lead_consent('a2222222-2222-4222-8222-222222222222') - 'consent_given_at',
  jsonb_build_object(
    'consent_text_version', 'gdpr-0123456789abcdef',
    'consent_source', 'demo-modal:scheduled',
    'marketing_consent', true
  ),
  'service_role: get_lead_consent returns the stored record'
);
select ok(
  (public.get_lead_consent('a2222222-2222-4222-8222-222222222222') ->> 'consent_given_at')::timestamptz = now(),
  'service_role: consent_given_at is the server time of the insert'
);
select is(public.get_lead_consent(gen_random_uuid()), null, 'service_role: an unknown request has no consent');
reset role;

select * from finish();
rollback;
