-- Reserve, then settle (20261129200001): a chat turn is reserved in the day's spend before it
-- is sent and settled after; the budgets are checked in the same step; a browser call's line
-- counts from the moment it is taken. (Concurrency itself: test/chat-burst.test.ts, through
-- the real stack.)
begin;
set local search_path = public, extensions;
select plan(51);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs(
  'public.reserve_chat_turn(uuid, text, integer, numeric, numeric, numeric, numeric, integer)',
  'public.settle_chat_turn(uuid, text, numeric, boolean)',
  'public.release_chat_turn(uuid)',
  'public.reserve_voice_call_in_budget(integer, integer, text, integer, text[], integer[], numeric, numeric, numeric, integer)'
);
select pg_temp.only_rpcs_reach('private.chat_turns');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

create temporary table r (n text primary key, answer jsonb) on commit drop;

-- a turn without any budget: reserved, counted at its estimate
insert into r values ('a', public.reserve_chat_turn(null, '203.0.113.7', 3, 0.3));
select is((select answer ->> 'status' from r where n = 'a'), 'ok', 'a first turn is reserved');
select ok((select (answer ->> 'reservation') is not null from r where n = 'a'), 'its reservation is named');
select is(public.vapi_spend(kind => 'voice'), 0.3::numeric, 'the reservation counts in the voice budget at once');
select is(public.vapi_spend(kind => 'demo'), 0::numeric, 'and not in the demo budget');
select is(public.vapi_spend(kind => 'chat'), 0.3::numeric, 'a chat turn is of the chat kind');
reset role;
select is(
  (select array_agg(distinct c.kind) from private.vapi_day_costs((now() at time zone 'Europe/Bratislava')::date, 0, 3600) as c),
  array['chat'], 'the ledger books a turn as chat, never as a call'
);
set local role service_role;
select throws_ok($$select public.vapi_spend(kind => 'written')$$, '22023', null, 'the kinds are voice, chat and demo');

-- answered with a cost: the reservation becomes the cost, the chat continues the conversation
select ok(public.settle_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'a'), 'chat-a', 0.0125, true), 'the answered turn is settled');
select is(public.vapi_spend(), 0.0125::numeric, 'the reservation became the reported cost');
insert into r values ('a2', public.reserve_chat_turn((select (answer ->> 'conversationId')::uuid from r where n = 'a'), '203.0.113.7', 3, 0.3));
select is((select answer ->> 'previousChatId' from r where n = 'a2'), 'chat-a', 'the next turn continues from the answered chat');
select is((select (answer ->> 'turn')::int from r where n = 'a2'), 2, 'and is turn 2');

-- a timeout: nothing known of the answer, the estimate stays
select ok(public.settle_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'a2')), 'a turn without an answer is settled');
select is(public.vapi_spend(), 0.3125::numeric, 'the estimate of a turn whose answer never came stays');
insert into r values ('a3', public.reserve_chat_turn((select (answer ->> 'conversationId')::uuid from r where n = 'a'), '203.0.113.7', 3, 0.3));
select is((select answer ->> 'previousChatId' from r where n = 'a3'), 'chat-a', 'an unanswered turn is not the next previousChatId');

-- a 2xx without the assistant's text but with a chat and a cost: the cost counts
select ok(public.settle_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'a3'), 'chat-a3', 0.02, false), 'an unreadable answer with a cost is settled');
select is(public.vapi_spend(), 0.3325::numeric, 'its reported cost replaced the estimate');
select is(public.settle_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'a3'), 'chat-a3', 0.001, false), true, 'a second settle is accepted');
select is(public.vapi_spend(), 0.3325::numeric, 'and never lowers a reported cost');
select is(
  public.reserve_chat_turn((select (answer ->> 'conversationId')::uuid from r where n = 'a'), '203.0.113.7', 3, 0.3),
  '{"status": "turn_cap"}'::jsonb, 'a turn past the cap reserves nothing'
);
select is(
  public.reserve_chat_turn((select (answer ->> 'conversationId')::uuid from r where n = 'a'), '198.51.100.9', 3, 0.3),
  '{"status": "unknown"}'::jsonb, 'another network cannot continue the conversation'
);

-- a turn refused after its reservation (a later limit) gives it back; a settled one stays
insert into r values ('b', public.reserve_chat_turn(null, '203.0.113.8', 3, 0.3));
select is(public.release_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'b')), true, 'a turn that never reached Vapi is released');
select is(public.vapi_spend(), 0.3325::numeric, 'and no longer counts');
select is(public.release_chat_turn((select (answer ->> 'reservation')::uuid from r where n = 'a')), null, 'a settled turn is never released');

-- the budgets, checked in the same step: spent >= limit refuses and takes nothing
select is(
  public.reserve_chat_turn(null, '203.0.113.9', 3, 0.3, max_spend_voice => 0.3325),
  jsonb_build_object('status', 'spend_cap', 'budget', 'voice', 'spent', 0.3325, 'limit', 0.3325),
  'a spent voice budget refuses a new conversation'
);
select is(
  (public.reserve_chat_turn(null, '203.0.113.9', 3, 0.3, max_spend_total => 0.1)) ->> 'budget',
  'total', 'so does the overall budget'
);
insert into r values ('c', public.reserve_chat_turn(null, '203.0.113.9', 3, 0.3, max_spend_voice => 0.3335));
select is((select answer ->> 'status' from r where n = 'c'), 'ok', '0.001 under the budget a turn is reserved');
select is(
  (public.reserve_chat_turn(null, '203.0.113.10', 3, 0.3, max_spend_voice => 0.3335)) ->> 'status',
  'spend_cap', 'and the reservation itself fills the budget for the next one'
);

-- chat costs recorded before this migration still count, once
select is(public.record_vapi_chat_cost('chat-old', 0.05, false), 0.05::numeric, 'a cost of the old ledger is stored');
select is(public.vapi_spend(), 0.6825::numeric, 'and counted with the turns');

-- a browser call's line counts from the moment it is taken, before Vapi names the call
insert into r values ('v', public.reserve_voice_call_in_budget(8, 330, '203.0.113.20', 2, '{}', '{}', max_spend_voice => 1, estimate_per_minute => 0.3));
select is((select answer ->> 'status' from r where n = 'v'), 'ok', 'a line is taken under the voice budget');
select is(public.vapi_spend(kind => 'voice', estimate_per_minute => 0.3), 0.9825::numeric, 'the line counts one started minute at once');
select is(
  public.reserve_voice_call_in_budget(8, 330, '203.0.113.21', 2, '{}', '{}', max_spend_voice => 0.9825, estimate_per_minute => 0.3),
  jsonb_build_object('status', 'spend_cap', 'budget', 'voice', 'spent', 0.9825, 'limit', 0.9825),
  'the next call finds the budget spent, line included'
);
-- a call that waited for the spend lock while another took a line began before that line was
-- taken: its now() is older than the line's created_at, and the line still counts
reset role;
update private.voice_calls set created_at = now() + interval '2 seconds';
set local role service_role;
select is(public.vapi_spend(kind => 'voice', estimate_per_minute => 0.3), 0.9825::numeric, 'a line taken by a younger transaction counts too');
select is(
  public.reserve_voice_call_in_budget(8, 330, '203.0.113.23', 2, '{}', '{}', max_spend_voice => 0.9825, estimate_per_minute => 0.3)
    ->> 'status',
  'spend_cap',
  'so a call that waited for the lock finds the budget spent'
);
select is(
  public.reserve_voice_call_in_budget(1, 330, '203.0.113.22', 2, '{}', '{}', max_spend_voice => 5, estimate_per_minute => 0.3),
  '{"status": "busy"}'::jsonb,
  'every line held: busy, as before'
);

select * from finish();
rollback;
