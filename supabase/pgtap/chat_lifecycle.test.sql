-- Written conversations inside retention and erasure (20261129200003): expired conversations
-- and a subject's conversations leave this database and wait in a queue for their deletion at
-- Vapi; the queue is taken with a lease and finished per chat. (The deletion at Vapi itself:
-- test/chat-lifecycle.test.ts through the contract server.)
begin;
set local search_path = public, extensions;
select plan(31);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs(
  'public.purge_expired_chats(timestamptz)',
  'public.take_vapi_chat_deletions(integer, integer)',
  'public.finish_vapi_chat_deletion(text, boolean, text)'
);
select pg_temp.only_rpcs_reach('private.vapi_chat_deletions');

select public.set_lead_retention_days(30);
-- conversation A ended 40 days ago, B (booked by Jana) and C are today's
insert into private.chat_turns (id, conversation_id, holder_hash, turn, chat_id, reserved, cost, state, created_at) values
  (gen_random_uuid(), 'a0000000-0000-4000-8000-00000000000a', 'h', 1, 'chat-a1', 0.3, 0.01, 'answered', now() - interval '41 days'),
  (gen_random_uuid(), 'a0000000-0000-4000-8000-00000000000a', 'h', 2, 'chat-a2', 0.3, 0.01, 'answered', now() - interval '40 days'),
  (gen_random_uuid(), 'b0000000-0000-4000-8000-00000000000b', 'h', 1, 'chat-b1', 0.3, 0.01, 'answered', now()),
  (gen_random_uuid(), 'b0000000-0000-4000-8000-00000000000b', 'h', 2, 'chat-b2', 0.3, 0.02, 'answered', now()),
  (gen_random_uuid(), 'b0000000-0000-4000-8000-00000000000b', 'h', 3, null, 0.3, null, 'unanswered', now()),
  (gen_random_uuid(), 'c0000000-0000-4000-8000-00000000000c', 'h', 1, 'chat-c1', 0.3, 0.01, 'answered', now());
insert into private.vapi_chat_costs (chat_id, cost, estimated, created_at) values ('chat-old', 0.05, false, now() - interval '60 days');
insert into public.demo_requests (request_id, name, email, phone, industry, consent_text_version, consent_source)
values ('d0000000-0000-4000-8000-00000000000d', 'Jana', 'jana@example.sk', '+421905123456', 'reality', 'gdpr-1', 'chat-booking');
insert into private.demo_slot_bookings (request_id, vapi_call_id, slot_id)
values ('d0000000-0000-4000-8000-00000000000d', 'chat-b2', '2026-12-01T10:00');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

-- retention
select is(
  public.purge_expired_chats() - 'cutoff',
  '{"chats": 3, "turns": 2}'::jsonb,
  'the conversation past the retention and the old cost row: 3 chats queued, 2 turns gone'
);
select is(public.purge_expired_chats() - 'cutoff', '{"chats": 0, "turns": 0}'::jsonb, 'a second purge finds nothing');
select is(
  (public.vapi_chat_deletions_pending() ->> 'pending')::int, 3, 'three chats wait for Vapi'
);

-- the deleters' queue
select is(public.take_vapi_chat_deletions(2), array['chat-a1', 'chat-a2'], 'the oldest two are taken');
select is(public.take_vapi_chat_deletions(10), array['chat-old'], 'a taken chat is not taken again during its lease');
select is(public.finish_vapi_chat_deletion('chat-old', true), true, 'deleted at Vapi: off the queue');
select is(public.finish_vapi_chat_deletion('chat-a1', false, 'Vapi answered 500'), true, 'a failure keeps it');
select is(public.take_vapi_chat_deletions(10), '{}'::text[], 'and it is tried again only later');
select is(
  public.vapi_chat_deletions_pending() - 'oldest_queued_at',
  '{"pending": 2, "failing": 1}'::jsonb,
  'two wait, one of them failing'
);
select throws_ok('select public.take_vapi_chat_deletions(0)', '22023', null, 'take at least one');

-- access and erasure: Jana's booking names chat-b2, so conversation B is hers
select is(
  (select jsonb_agg(c ->> 'chat_id') from jsonb_array_elements(public.dsr_export(email => 'jana@example.sk') -> 'chats') as c),
  '["chat-b1", "chat-b2"]'::jsonb,
  'the export lists every chat of the conversation her booking was made in'
);
select is(public.vapi_spend(), 0.34::numeric, 'today''s spend before the erasure');
select is(
  public.dsr_erase(email => 'jana@example.sk'),
  '{"leads": 1, "call_records": 1, "rate_limits": 0, "chats": 2}'::jsonb,
  'erasure deletes the lead, the booking and queues both chats'
);
select is(public.vapi_spend(), 0.34::numeric, 'what Vapi billed for them still counts today');
select is(
  public.dsr_export(email => 'jana@example.sk') -> 'chats', '[]'::jsonb,
  'afterwards no chat is hers'
);
reset role;
select is(
  (select array_agg(d.chat_id || ':' || d.reason order by d.chat_id) from private.vapi_chat_deletions as d where d.reason = 'erasure'),
  array['chat-b1:erasure', 'chat-b2:erasure'], 'her chats wait for their deletion at Vapi'
);
select is(
  (select count(*)::int from private.chat_turns where conversation_id = 'b0000000-0000-4000-8000-00000000000b' or chat_id like 'chat-b%'),
  0, 'nothing links a turn to her conversation any more'
);
select is(
  (select array_agg(chat_id) from private.chat_turns where chat_id is not null),
  array['chat-c1'], 'the other conversation is untouched'
);

select * from finish();
rollback;
