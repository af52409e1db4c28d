-- The funnel (20261129300001, 20261129300002): counted steps per Bratislava day, a conversation's
-- step once, nothing of a visitor in the tables, service_role only; the report of a day with its
-- outcomes and spend; 13 months of counts; the morning digest's token (once, then never again).
begin;
set local search_path = public, extensions;
select plan(72);
\ir include/access_rules.psql

-- who may do what: the funnel function counts with the service key, the database's job queues
-- the digest, nobody else reaches the counts
select pg_temp.only_service_role_runs(
  'public.record_funnel_events(jsonb, timestamptz)',
  'public.funnel_report(integer, date, numeric, integer)',
  'public.claim_funnel_digest(text)',
  'public.queue_funnel_digest(timestamptz)',
  'public.set_funnel_digest_url(text)'
);
select pg_temp.only_rpcs_reach(
  'private.funnel_counts', 'private.funnel_conversations',
  'private.funnel_digests', 'private.funnel_digest_settings'
);

-- nothing of a visitor can be stored: the columns are the day, the step and numbers
select is(
  (select array_agg(column_name::text order by ordinal_position) from information_schema.columns
   where table_schema = 'private' and table_name = 'funnel_counts'),
  array['day', 'step', 'channel', 'detail', 'count'],
  'funnel_counts holds a day, a step, its channel and detail, a count: no address, agent or id'
);
select is(
  (select array_agg(column_name::text order by ordinal_position) from information_schema.columns
   where table_schema = 'private' and table_name = 'funnel_conversations'),
  array['id', 'channel', 'steps', 'started_at', 'expires_at'],
  'funnel_conversations holds the page''s random id with the steps counted, until it expires'
);

-- counting (a fixed clock: 2026-03-10 12:00 Bratislava = 11:00 UTC)
select is(
  public.record_funnel_events('[{"step":"landing_seen"},{"step":"landing_seen"}]', '2026-03-10 11:00Z'),
  '{"counted": 2, "duplicates": 0, "unknown": 0}'::jsonb,
  'two page views count two'
);
select is(
  public.record_funnel_events(
    '[{"step":"conversation_started","conversation":"11111111-1111-4111-8111-111111111111","channel":"voice"},
      {"step":"first_answer","conversation":"11111111-1111-4111-8111-111111111111"},
      {"step":"slot_offered","conversation":"11111111-1111-4111-8111-111111111111"}]',
    '2026-03-10 11:00Z'),
  '{"counted": 3, "duplicates": 0, "unknown": 0}'::jsonb,
  'a conversation''s start, first answer and offer count'
);
select is(
  public.record_funnel_events(
    '[{"step":"conversation_started","conversation":"11111111-1111-4111-8111-111111111111","channel":"voice"},
      {"step":"slot_offered","conversation":"11111111-1111-4111-8111-111111111111"},
      {"step":"slot_booked","conversation":"11111111-1111-4111-8111-111111111111"},
      {"step":"slot_booked","conversation":"11111111-1111-4111-8111-111111111111"}]',
    '2026-03-10 11:05Z'),
  '{"counted": 1, "duplicates": 3, "unknown": 0}'::jsonb,
  'repeats of a conversation''s steps (a reload''s resend, a second offer) count nothing'
);
select is(
  public.record_funnel_events(
    '[{"step":"slot_booked","conversation":"22222222-2222-4222-8222-222222222222"}]', '2026-03-10 11:05Z'),
  '{"counted": 0, "duplicates": 0, "unknown": 1}'::jsonb,
  'a booking of a conversation never started counts nothing (no cheap inflation)'
);
select is(
  public.record_funnel_events(
    '[{"step":"conversation_started","conversation":"33333333-3333-4333-8333-333333333333","channel":"written"},
      {"step":"slot_booked","conversation":"33333333-3333-4333-8333-333333333333"},
      {"step":"demo_form_sent","kind":"immediate"},
      {"step":"call_refused","channel":"voice","reason":"microphone"}]',
    '2026-03-10 11:10Z'),
  '{"counted": 4, "duplicates": 0, "unknown": 0}'::jsonb,
  'a written conversation, a form and a refusal count'
);
select is(
  public.record_funnel_events(
    '[{"step":"first_answer","conversation":"11111111-1111-4111-8111-111111111111"}]', '2026-03-12 11:01Z'),
  '{"counted": 0, "duplicates": 0, "unknown": 1}'::jsonb,
  'two days after its start a conversation is forgotten'
);
select throws_ok(
  $$select public.record_funnel_events('[{"step":"page_view"}]')$$, '22023', null,
  'an unknown step is refused'
);
select throws_ok(
  $$select public.record_funnel_events('{"step":"landing_seen"}')$$, '22023', null,
  'events must be an array'
);
select throws_ok(
  $$select public.record_funnel_events('[{"step":"call_refused","channel":"voice","reason":"bored"}]')$$,
  '23514', null, 'an unknown reason is refused by the table''s check'
);
select throws_ok(
  $$select public.record_funnel_events(('[' || repeat('{"step":"landing_seen"},', 10) || '{"step":"landing_seen"}]')::jsonb)$$,
  '22023', null, 'more than 10 events at once are refused'
);
select is(
  (select jsonb_object_agg(step || ':' || channel || ':' || detail, count)
   from private.funnel_counts where day = '2026-03-10'),
  '{"landing_seen::": 2, "conversation_started:voice:": 1, "first_answer:voice:": 1,
    "slot_offered:voice:": 1, "slot_booked:voice:": 1, "conversation_started:written:": 1,
    "slot_booked:written:": 1, "demo_form_sent::immediate": 1, "call_refused:voice:microphone": 1}'::jsonb,
  'the day holds one of each step, a booking under the channel its conversation started in'
);
select is(
  public.record_funnel_events('[{"step":"landing_seen"}]', '2026-03-10 23:30Z'),
  '{"counted": 1, "duplicates": 0, "unknown": 0}'::jsonb, 'half past midnight in Bratislava...'
);
select is(
  (select count from private.funnel_counts where day = '2026-03-11' and step = 'landing_seen'),
  1::bigint, '...counts on the Bratislava day (the 11th), not the UTC one'
);

-- the report: the funnel and what followed
select is(
  public.funnel_report(1, '2026-03-10') -> 'days' -> 0 -> 'steps' -> 0,
  '{"step": "landing_seen", "channel": "", "detail": "", "count": 2}'::jsonb,
  'the report lists the day''s steps in the funnel''s order'
);
insert into private.demo_calls (request_id, call_type, scheduled_at, outcome, vapi_call_id, claimed_at)
values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'scheduled', '2026-03-10 13:00Z', 'call_scheduled', 'call-a', '2026-03-09 10:00Z'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 'scheduled', '2026-03-10 14:00Z', 'call_scheduled', 'call-b', '2026-03-09 10:00Z'),
  ('aaaaaaaa-0000-4000-8000-000000000003', 'immediate', null, 'call_placed', 'call-c', '2026-03-10 09:00Z');
insert into private.vapi_calls (call_id, call_type, request_id, status, outcome, started_at, ended_at, cost, report_received, created_at)
values
  ('call-a', 'outboundPhoneCall', 'aaaaaaaa-0000-4000-8000-000000000001', 'ended', 'answered', '2026-03-10 13:01Z', '2026-03-10 13:05Z', 0.5, true, '2026-03-09 10:00Z'),
  ('call-b', 'outboundPhoneCall', 'aaaaaaaa-0000-4000-8000-000000000002', 'ended', 'voicemail', '2026-03-10 14:05Z', '2026-03-10 14:06Z', 0.25, true, '2026-03-09 10:00Z'),
  ('call-c', 'outboundPhoneCall', 'aaaaaaaa-0000-4000-8000-000000000003', 'ended', 'no_answer', '2026-03-10 09:00:30Z', '2026-03-10 09:01Z', 0.1, true, '2026-03-10 09:00Z'),
  ('web-1', 'vapi.websocketCall', null, 'ended', 'answered', '2026-03-10 10:00Z', '2026-03-10 10:04Z', 1.0, true, '2026-03-10 10:00Z');
insert into private.vapi_chat_costs (chat_id, cost, estimated, created_at) values ('chat-x', 0.05, false, '2026-03-10 12:00Z');
-- chat turns of the ledger (reserve, then settle): one answered with its cost, one still reserved
insert into private.chat_turns (conversation_id, holder_hash, turn, chat_id, reserved, cost, state, created_at)
values
  ('bbbbbbbb-0000-4000-8000-000000000001', 'h', 1, 'chat-y', 0.3, 0.02, 'answered', '2026-03-10 12:00Z'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 'h', 2, null, 0.3, null, 'reserved', '2026-03-10 12:01Z');
select is(
  public.funnel_report(1, '2026-03-10') -> 'days' -> 0 -> 'demo_calls',
  '{"placed": 3, "answered": 1, "voicemail": 1, "no_answer": 1, "busy": 0, "failed": 0}'::jsonb,
  'demo calls placed that day, by outcome (the browser call is not one)'
);
select is(
  public.funnel_report(1, '2026-03-10') -> 'days' -> 0 -> 'bookings',
  '{"due": 2, "kept": 1}'::jsonb,
  'two bookings were due, one was kept (its call answered)'
);
select is(
  public.funnel_report(1, '2026-03-10') -> 'days' -> 0 -> 'booking_delay_seconds',
  '{"calls": 3, "median": 60, "worst": 300}'::jsonb,
  'from the booking''s time to the call placed: 30 s, 60 s, 300 s'
);
select is(
  public.funnel_report(1, '2026-03-10') -> 'days' -> 0 -> 'spend',
  '{"voice": 1.0000, "written": 0.3700, "demo": 0.8500, "total": 2.2200}'::jsonb,
  'the day''s spend split voice / written / demo (chat turns of both ledgers are written)'
);
select is(
  jsonb_array_length(public.funnel_report(7, '2026-03-10') -> 'days'), 7,
  'the report covers the days asked for'
);
select is(
  public.funnel_report(2, '2026-03-11') -> 'days' -> 1 ->> 'day', '2026-03-10',
  'newest day first'
);
select throws_ok($$select public.funnel_report(0)$$, '22023', null, 'days must be 1-400');

-- retention: 13 months of counts
insert into private.funnel_counts (day, step, count) values ('2025-02-09', 'landing_seen', 5), ('2025-02-10', 'landing_seen', 6);
select is(
  public.purge_expired_funnel_counts('2026-03-10 11:00Z') -> 'counts', '1'::jsonb,
  'counts older than 13 months are deleted'
);
select ok(
  exists (select from private.funnel_counts where day = '2025-02-10'),
  'the day 13 months back stays'
);
select is(
  (select count(*) from private.funnel_conversations), 2::bigint, 'conversations not yet expired stay'
);
select is(
  public.purge_expired_funnel_counts('2026-03-13 11:00Z') -> 'conversations', '2'::jsonb,
  'expired conversations are deleted'
);

-- the morning digest: not before 08:00 Bratislava, to the function's URL, a token used once
select is(public.queue_funnel_digest('2026-03-11 06:30Z'), 'too_early', '07:30 in Bratislava: too early');
select is(public.queue_funnel_digest('2026-03-11 07:00Z'), 'no_target', 'no URL set: recorded, nothing sent');
select throws_ok(
  $$select public.set_funnel_digest_url('http://example.com/functions/v1/funnel-digest')$$, '22023', null,
  'the token goes over https only (http only to this machine)'
);
select is(
  public.set_funnel_digest_url('http://127.0.0.1:54321/functions/v1/funnel-digest'),
  'http://127.0.0.1:54321/functions/v1/funnel-digest', 'a local URL is taken'
);
create temp table sent_token (token text);
-- what pg_net would send: the queue's body, read back (the local net.http_post queues it); the
-- claim is checked against the real clock, so the digest is queued now, from hour 0 on
select is(public.set_funnel_digest_hour(0), 0, 'the send hour is a setting');
select is(public.queue_funnel_digest(), 'queued', 'past the send hour: the day before is asked for');
insert into sent_token
  select convert_from(body, 'UTF8')::jsonb ->> 'token' from net.http_request_queue order by id desc limit 1;
select is(
  (select convert_from(body, 'UTF8')::jsonb - 'token' from net.http_request_queue order by id desc limit 1),
  '{}'::jsonb, 'the request carries the token and nothing else'
);
select is(public.queue_funnel_digest(), 'pending', 'asked again within 15 minutes: nothing new');
-- another token: the sent one with its first character changed (to '0', or to '1' where it was
-- '0': a token that began with '0' once made "another" the same token, a random CI failure)
select is(
  public.claim_funnel_digest(
    (select case when left(token, 1) = '0' then '1' else '0' end || substr(token, 2) from sent_token)
  ),
  null, 'another token claims nothing'
);
select is(
  public.claim_funnel_digest((select token from sent_token)),
  jsonb_build_object('day', ((now() at time zone 'Europe/Bratislava')::date - 1)::text),
  'the function claims the day before with the token'
);
select is(public.claim_funnel_digest((select token from sent_token)), null, 'a token works once');
select lives_ok(
  format($$select public.record_funnel_digest(%L, 'sent', null, '{"funnel": {}}')$$,
    (now() at time zone 'Europe/Bratislava')::date - 1),
  'the outcome is recorded'
);
select is(public.queue_funnel_digest(), 'already_sent', 'a delivered day is not sent again');
select is(
  public.funnel_digest_health() - 'send_hour' - 'due_day' - 'last',
  '{"cron": false, "scheduled": false, "http": true, "target": true, "late": false}'::jsonb,
  'health: no pg_cron here (the local opt-out), so nothing is late; pg_net and the URL are there'
);

select * from finish();
rollback;
