-- The live check (20261129400001): runs recorded, failures in a row counted from the last pass,
-- the decided typed-turn channel kept across runs that decide none; the typed turn's fallback
-- target only for a live call of the caller's own network. RLS on, no anon access.
begin;
set local search_path = public, extensions;
select plan(33);
\ir include/access_rules.psql

select pg_temp.only_rpcs_reach('private.live_checks');
select pg_temp.only_service_role_runs(
  'public.record_live_check(text, boolean, text[], text, numeric)',
  'public.live_check_status()',
  'public.record_voice_call_control(text, text)',
  'public.voice_call_text_target(text, text)'
);

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';

select is(
  public.live_check_status(),
  jsonb_build_object(
    'lastRunAt', null, 'lastPassed', null, 'lastPassedAt', null, 'consecutiveFailures', 0,
    'failures', '[]'::jsonb, 'typedTurns', 'socket'
  ),
  'before the first run: nothing ran, typed turns go on the socket'
);
select is(public.record_live_check('deploy', false, array['typed_turn'], null, 0.05), 1, 'a first failure is 1 in a row');
select is(public.record_live_check('schedule', false, array['audio', 'offer']), 2, 'a second failure is 2 in a row');
select is(
  (public.live_check_status() ->> 'consecutiveFailures')::int, 2, 'the status counts them'
);
select is(
  public.live_check_status() -> 'failures', '["audio", "offer"]'::jsonb, 'and names what failed last'
);
select is(public.record_live_check('deploy', true, '{}', 'control', 0.061), 0, 'a pass ends the run of failures');
select is(public.live_check_status() ->> 'typedTurns', 'control', 'the channel the pass decided');
select is(public.record_live_check('operator', false, array['offer']), 1, 'failures count again from the last pass');
select is(
  public.live_check_status() ->> 'typedTurns', 'control',
  'a run that decided no channel keeps the last decided one'
);
select ok(
  (public.live_check_status() ->> 'lastPassedAt')::timestamptz is not null
  and (public.live_check_status() ->> 'lastPassed')::boolean = false,
  'the last pass is reported beside a failed last run'
);
select throws_ok(
  $$select public.record_live_check('deploy', true, array['offer'])$$,
  '22023', null, 'a pass naming a failure is refused'
);
select throws_ok(
  $$select public.record_live_check('cron', true)$$,
  '23514', null, 'an unknown source is refused'
);
select throws_ok(
  $$select public.record_live_check('deploy', false, array['Audio back!'])$$,
  '23514', null, 'failures are names, not text'
);

-- the typed turn's fallback target: a live call of this network only
select ok(public.record_voice_call_control('call-live', 'https://control.vapi.test/call-live/control'), 'a control URL is kept');
do $$
declare
  place uuid := public.reserve_voice_call(10, 330, '203.0.113.7', 2);
begin
  perform public.attach_voice_call(place, 'call-live');
end;
$$;
select results_eq(
  $$select public.voice_call_text_target('call-live', '203.0.113.7')
    union all select coalesce(public.voice_call_text_target('call-live', '198.51.100.9'), 'none')
    union all select coalesce(public.voice_call_text_target('call-other', '203.0.113.7'), 'none')$$,
  $$values ('https://control.vapi.test/call-live/control'), ('none'), ('none')$$,
  'the live call''s control URL for its own network; nothing for another network or call'
);
select ok(public.end_voice_call('call-live'), 'the call ends');
select is(public.voice_call_text_target('call-live', '203.0.113.7'), null, 'an ended call takes no typed turn');

select * from finish();
rollback;
