-- demo_requests CHECK constraints mirror packages/validation (DEMO_FIELD_LIMITS, email and
-- phone rules). Every case runs as anon, the role the browser inserts with.
begin;
set local search_path = public, extensions;
select plan(35);
\ir include/leads.psql

select col_not_null('public', 'demo_requests', c, format('%s is not null', c))
from unnest(array['request_id', 'name', 'email', 'phone', 'industry']) as c;

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';

-- rejected rows: (title, name, email, phone, industry, expected SQLSTATE)
select throws_ok(
  format(
    'insert into public.demo_requests (request_id, name, email, phone, industry) values (gen_random_uuid(), %L, %L, %L, %L)',
    name, email, phone, industry
  ),
  errcode, null, 'rejected: ' || title
)
from (values
  ('empty name', '', 'jan@example.sk', '+421900123456', 'financie', '23514'),
  ('blank name', '   ', 'jan@example.sk', '+421900123456', 'financie', '23514'),
  ('name of 101 characters', repeat('a', 101), 'jan@example.sk', '+421900123456', 'financie', '23514'),
  ('null name', null, 'jan@example.sk', '+421900123456', 'financie', '23502'),
  ('email without @', 'Ján', 'jan.example.sk', '+421900123456', 'financie', '23514'),
  ('email without a dot in the domain', 'Ján', 'jan@example', '+421900123456', 'financie', '23514'),
  ('email with a space', 'Ján', 'jan novak@example.sk', '+421900123456', 'financie', '23514'),
  ('email with two @', 'Ján', 'jan@@example.sk', '+421900123456', 'financie', '23514'),
  ('empty email', 'Ján', '', '+421900123456', 'financie', '23514'),
  ('email of 255 characters', 'Ján', repeat('a', 244) || '@example.sk', '+421900123456', 'financie', '23514'),
  ('phone with 9 digits', 'Ján', 'jan@example.sk', '090012345', 'financie', '23514'),
  ('phone with 16 digits', 'Ján', 'jan@example.sk', '+4219001234567890', 'financie', '23514'),
  ('phone with a letter', 'Ján', 'jan@example.sk', '+421 90a 123 456', 'financie', '23514'),
  ('phone with two plus signs', 'Ján', 'jan@example.sk', '++421900123456', 'financie', '23514'),
  ('phone with a plus inside', 'Ján', 'jan@example.sk', '421+900123456', 'financie', '23514'),
  ('phone of 33 characters', 'Ján', 'jan@example.sk', '+421 900 123 456' || repeat(' ', 17), 'financie', '23514'),
  ('empty phone', 'Ján', 'jan@example.sk', '', 'financie', '23514'),
  ('empty industry', 'Ján', 'jan@example.sk', '+421900123456', '', '23514'),
  ('blank industry', 'Ján', 'jan@example.sk', '+421900123456', '  ', '23514'),
  ('industry of 101 characters', 'Ján', 'jan@example.sk', '+421900123456', repeat('i', 101), '23514'),
  ('null industry', 'Ján', 'jan@example.sk', '+421900123456', null, '23502')
) as cases(title, name, email, phone, industry, errcode);

select throws_ok(
  pg_temp.lead_insert(null),
  '23502', null, 'rejected: null request_id'
);
select throws_ok(
  pg_temp.lead_insert('not-a-uuid'),
  '22P02', null, 'rejected: request_id that is not a uuid'
);

-- accepted rows at the limits
select lives_ok(
  format(
    'insert into public.demo_requests (request_id, name, email, phone, industry) values (gen_random_uuid(), %L, %L, %L, %L)',
    name, email, phone, industry
  ),
  'accepted: ' || title
)
from (values
  ('name of 100 characters', repeat('á', 100), 'jan@example.sk', '+421900123456', 'financie'),
  ('email of 254 characters', 'Ján', repeat('a', 243) || '@example.sk', '+421900123456', 'financie'),
  ('phone with spaces, dashes and brackets', 'Ján', 'jan@example.sk', '+421 (900) 123-456', 'financie'),
  ('national phone with 10 digits', 'Ján', 'jan@example.sk', '0900123456', 'financie'),
  ('phone with 15 digits', 'Ján', 'jan@example.sk', '+421900123456789', 'financie'),
  ('free-text industry of 100 characters', 'Ján', 'jan@example.sk', '+421900123456', repeat('é', 100)),
  ('industry from the list', 'Ján', 'jan@example.sk', '+421900123456', 'iné služby')
) as cases(title, name, email, phone, industry);

reset role;
select * from finish();
rollback;
