-- public.check_rate_limit: fixed windows per (bucket, key), peppered keys, argument checks
-- (the pepper itself: rate_limit_pepper.test.sql).
begin;
set local search_path = public, extensions;
select plan(14);

set local role service_role;
select results_eq(
  $$select public.check_rate_limit('demo_phone', '+421900123456', 3, 60) from generate_series(1, 4)$$,
  array[true, true, true, false],
  'the 4th hit within the window is refused (max 3)'
);
select ok(public.check_rate_limit('demo_phone', '+421900000001', 3, 60), 'another key has its own window');
select ok(public.check_rate_limit('demo_ip', '+421900123456', 3, 60), 'another bucket has its own window');
select ok(not public.check_rate_limit('demo_phone', '+421900123456', 3, 60), 'still refused while the window lasts');
reset role;

select is(
  (select count(*)::int from private.rate_limits where key_hash = '+421900123456'),
  0, 'raw keys are not stored'
);
select is(
  (select count(*)::int from private.rate_limits where key_hash = encode(sha256(convert_to('+421900123456', 'UTF8')), 'hex')),
  0, 'nor their plain SHA-256'
);
select is(
  (select hits from private.rate_limits
    where bucket = 'demo_phone' and key_hash = private.rate_limit_key('+421900123456')),
  5, 'the key is stored as its HMAC with the pepper and every hit is counted'
);

-- the window ends: move it into the past
update private.rate_limits set window_start = window_start - interval '61 seconds' where bucket = 'demo_phone';
set local role service_role;
select ok(public.check_rate_limit('demo_phone', '+421900123456', 3, 60), 'allowed again once the window has passed');
reset role;
select is(
  (select hits from private.rate_limits
    where bucket = 'demo_phone' and key_hash = private.rate_limit_key('+421900123456')),
  1, 'a new window starts counting at 1'
);

set local role service_role;
select throws_ok($$select public.check_rate_limit('demo_ip', 'k', 0, 60)$$, '22023', null, 'max_hits below 1 is rejected');
select throws_ok($$select public.check_rate_limit('demo_ip', 'k', 5, 0)$$, '22023', null, 'window_seconds below 1 is rejected');
select throws_ok($$select public.check_rate_limit('demo_ip', '', 5, 60)$$, '22023', null, 'an empty key is rejected');
select throws_ok($$select public.check_rate_limit(' ', 'k', 5, 60)$$, '22023', null, 'a blank bucket is rejected');
reset role;

update private.rate_limits set window_start = now() - interval '2 days' where bucket = 'demo_ip';
set local role service_role;
select is(public.prune_rate_limits(), 1, 'prune_rate_limits removes counters older than a day');
reset role;

select * from finish();
rollback;
