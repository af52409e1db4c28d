-- What chat turns cost (20261128012301): recorded through one RPC of service_role only, a cost
-- never decreases, and the day's spend counts chat turns with the calls (voice budget, total).
begin;
set local search_path = public, extensions;
select plan(16);
\ir include/access_rules.psql

select pg_temp.only_service_role_runs('public.record_vapi_chat_cost(text, numeric, boolean)');
select pg_temp.only_rpcs_reach('private.vapi_chat_costs');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

select is(public.vapi_spend(), 0::numeric, 'nothing spent yet');
select is(public.record_vapi_chat_cost('chat-1', 0.0123, false), 0.0123::numeric, 'a reported chat cost is stored');
select is(public.vapi_spend(), 0.0123::numeric, 'the day''s spend counts the chat turn');
select is(public.vapi_spend(kind => 'voice'), 0.0123::numeric, 'in the voice budget (the one the chat function checks)');
select is(public.vapi_spend(kind => 'demo'), 0::numeric, 'and not in the demo budget');

select is(public.record_vapi_chat_cost('chat-1', 0.001, false), 0.0123::numeric, 'a lower report keeps the higher cost');
select is(public.record_vapi_chat_cost('chat-2', 0.3, true), 0.3::numeric, 'an estimated turn counts its estimate');
select is(public.vapi_spend(), 0.3123::numeric, 'turns add up in the day''s spend');

select throws_ok(
  $$select public.record_vapi_chat_cost('chat-3', -1, false)$$, '23514', null,
  'a negative cost is refused'
);

select * from finish();
rollback;
