-- Consent per source and a booking id's network (20261129200002): the sources the site writes
-- (and the ones older pages wrote) are stored, anything else is refused; booking_holder names a
-- booking id's conversation and whether a network holds it, without storing any address.
begin;
set local search_path = public, extensions;
select plan(17);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs('public.booking_holder(text, text)');

set local role anon;
select lives_ok(
  format(
    'insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source) values (gen_random_uuid(), %L, %L, %L, %L, %L, %L)',
    'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-1', source
  ),
  'anon: stores the source ' || source
)
from unnest(array['form-immediate', 'form-scheduled', 'voice-booking', 'chat-booking', 'demo-modal:scheduled', 'voice-booking:scheduled']) as source;
select throws_ok(
  $$insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source)
    values (gen_random_uuid(), 'Ján', 'jan@example.sk', '+421900123456', 'financie', 'gdpr-1', 'newsletter')$$,
  '23514', null, 'anon: a source nobody writes is refused'
);
reset role;

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

-- a browser call of 203.0.113.7's network, and a chat turn of 2001:db8:1:2::/64
create temporary table r (n text primary key, answer jsonb) on commit drop;
insert into r values ('line', to_jsonb(public.reserve_voice_call(8, 330, '203.0.113.7', 2)));
select ok(public.attach_voice_call((select (answer #>> '{}')::uuid from r where n = 'line'), 'call-7'), 'the call holds a line');
insert into r values ('turn', public.reserve_chat_turn(null, '2001:db8:1:2::', 3, 0.3));
select ok(public.settle_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'turn'), 'chat-3', 0.01, true), 'the chat turn is answered');

select is(public.booking_holder('call-7', '203.0.113.7'), '{"channel": "voice", "holder_matches": true}'::jsonb, 'the call''s own network holds it');
select is(public.booking_holder('call-7', '198.51.100.9'), '{"channel": "voice", "holder_matches": false}'::jsonb, 'another network does not');
select is(public.booking_holder('chat-3', '2001:db8:1:2::'), '{"channel": "chat", "holder_matches": true}'::jsonb, 'the chat''s own network holds its booking id');
select is(public.booking_holder('call-invented', '203.0.113.7'), '{"channel": null, "holder_matches": false}'::jsonb, 'an id of no conversation is nobody''s');
select throws_ok($$select public.booking_holder('', '203.0.113.7')$$, '22023', null, 'an empty booking id is refused');

select * from finish();
rollback;
