-- Text conversations (20261127220001): turns counted per conversation and capped, a
-- conversation continued only by the network that started it, the table behind RPCs only.
begin;
set local search_path = public, extensions;
select plan(20);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs(
  'public.claim_chat_turn(uuid, text, integer)', 'public.record_chat_reply(uuid, text)'
);
select pg_temp.only_rpcs_reach('private.chat_conversations');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

create temporary table turns (n integer, answer jsonb) on commit drop;
insert into turns values (1, public.claim_chat_turn(null, '203.0.113.7', 3));
select is((select answer ->> 'status' from turns where n = 1), 'ok', 'a new conversation takes its first turn');
select is((select (answer ->> 'turn')::int from turns where n = 1), 1, 'the first turn is turn 1');
select is((select answer -> 'previousChatId' from turns where n = 1), 'null'::jsonb, 'no previous chat before an answer');

select ok(
  public.record_chat_reply((select (answer ->> 'conversationId')::uuid from turns where n = 1), 'chat-1'),
  'the answer''s chat id is recorded'
);
insert into turns values (2, public.claim_chat_turn((select (answer ->> 'conversationId')::uuid from turns where n = 1), '203.0.113.7', 3));
select is(
  (select answer - 'conversationId' from turns where n = 2),
  '{"status": "ok", "turn": 2, "previousChatId": "chat-1"}'::jsonb,
  'the second turn continues from the recorded chat'
);
select is(
  public.claim_chat_turn((select (answer ->> 'conversationId')::uuid from turns where n = 1), '198.51.100.9', 3),
  '{"status": "unknown"}'::jsonb,
  'another network cannot continue the conversation'
);
select is(
  public.claim_chat_turn((select (answer ->> 'conversationId')::uuid from turns where n = 1), '203.0.113.7', 3) ->> 'turn',
  '3', 'the third turn is taken'
);
select is(
  public.claim_chat_turn((select (answer ->> 'conversationId')::uuid from turns where n = 1), '203.0.113.7', 3),
  '{"status": "turn_cap"}'::jsonb,
  'a turn past the cap is refused'
);
select is(
  public.claim_chat_turn(gen_random_uuid(), '203.0.113.7', 3),
  '{"status": "unknown"}'::jsonb,
  'an unknown conversation is refused'
);
select throws_ok(
  $$select public.claim_chat_turn(null, '203.0.113.7', 0)$$,
  '22023', null, 'a turn cap under 1 is refused'
);

select * from finish();
rollback;
