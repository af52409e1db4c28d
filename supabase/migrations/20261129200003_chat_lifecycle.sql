-- Written conversations inside retention and erasure (issue 38). Each turn of a text
-- conversation is a Chat that Vapi keeps (the visitor's text and the assistant's answer); this
-- database keeps its id per turn (private.chat_turns). From here on:
-- - retention: purge_expired_chats() deletes, LEAD_RETENTION_DAYS after a conversation's last
--   turn, its turns here and puts its chat ids in a queue of deletions at Vapi
--   (private.vapi_chat_deletions; the chat function and `privacy -- purge` run
--   `DELETE /chat/{id}` for each, then remove it from the queue). Scheduled daily with pg_cron
--   where it exists, like the other retention jobs. Costs recorded before chat_turns existed
--   (private.vapi_chat_costs) go the same way;
-- - erasure: dsr_erase() also erases the conversations whose chat a subject's booking was made
--   under (demo_slot_bookings.vapi_call_id names the chat), every turn of them, and queues their
--   chats at Vapi; dsr_export() lists them (`chats`). `dsr -- erase --yes` deletes them at Vapi
--   at once.
-- The queue holds Vapi's chat ids only: nothing of the visitor.

create table private.vapi_chat_deletions (
  chat_id text primary key
    constraint vapi_chat_deletions_chat_id_check check (char_length(chat_id) between 1 and 200),
  reason text not null constraint vapi_chat_deletions_reason_check
    check (reason in ('retention', 'erasure')),
  queued_at timestamptz not null default now(),
  attempts integer not null default 0,
  -- taken by a deleter until then (a lease), or retried after a failure
  next_attempt_at timestamptz not null default now(),
  last_error text constraint vapi_chat_deletions_last_error_check check (char_length(last_error) <= 300)
);

create index vapi_chat_deletions_next_attempt_idx on private.vapi_chat_deletions (next_attempt_at);

comment on table private.vapi_chat_deletions is
  'Vapi chat ids to delete at Vapi (DELETE /chat/{id}): expired or erased written conversations.';

alter table private.vapi_chat_deletions enable row level security;
revoke all on table private.vapi_chat_deletions from public, anon, authenticated, service_role;

-- Queues chat ids for deletion at Vapi; returns how many were new in the queue.
create function private.queue_chat_deletions(chat_ids text[], reason text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into private.vapi_chat_deletions (chat_id, reason)
  select distinct c.id, queue_chat_deletions.reason
  from unnest(queue_chat_deletions.chat_ids) as c(id)
  where coalesce(c.id, '') <> ''
  on conflict (chat_id) do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

revoke all on function private.queue_chat_deletions(text[], text) from public;

-- Every chat of the given conversations, and the given chat ids themselves, queued for
-- deletion at Vapi; the conversations here go: on retention their turns are deleted, on erasure
-- a turn keeps only its cost and day (the day's spend still counts what Vapi billed) and loses
-- its chat id, conversation and network. Old cost rows of those chats go. Returns
-- {"chats": queued, "turns": deleted or emptied}.
create function private.forget_chats(conversation_ids uuid[], chat_ids text[], reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  all_ids text[];
  queued integer;
  turns integer;
begin
  select coalesce(array_agg(distinct i), '{}') into all_ids
  from (
    select t.chat_id as i from private.chat_turns as t
    where t.conversation_id = any(forget_chats.conversation_ids) and t.chat_id is not null
    union all
    select unnest(forget_chats.chat_ids)
  ) as ids
  where coalesce(i, '') <> '';
  queued := private.queue_chat_deletions(all_ids, forget_chats.reason);
  if forget_chats.reason = 'retention' then
    delete from private.chat_turns as t
    where t.conversation_id = any(forget_chats.conversation_ids) or t.chat_id = any(all_ids);
  else
    update private.chat_turns as t
    set chat_id = null, conversation_id = '00000000-0000-0000-0000-000000000000',
        holder_hash = 'erased', cost = coalesce(t.cost, t.reserved)
    where t.conversation_id = any(forget_chats.conversation_ids) or t.chat_id = any(all_ids);
  end if;
  get diagnostics turns = row_count;
  delete from private.chat_conversations as c where c.id = any(forget_chats.conversation_ids);
  delete from private.vapi_chat_costs as c where c.chat_id = any(all_ids);
  return jsonb_build_object('chats', queued, 'turns', turns);
end;
$$;

revoke all on function private.forget_chats(uuid[], text[], text) from public;

-- Retention of written conversations: the ones whose last turn is older than `as_of` minus
-- LEAD_RETENTION_DAYS go here and are queued for deletion at Vapi (with the old cost rows of
-- that age). Returns {"chats", "turns", "cutoff"}.
create function public.purge_expired_chats(as_of timestamptz default now()) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := purge_expired_chats.as_of
    - make_interval(days => public.lead_retention_days());
  expired uuid[];
  old_costs text[];
  forgotten jsonb;
  erased integer;
begin
  select coalesce(array_agg(g.conversation_id), '{}') into expired
  from (
    select t.conversation_id from private.chat_turns as t
    where t.holder_hash <> 'erased'
    group by t.conversation_id having max(t.created_at) < cutoff
  ) as g;
  select coalesce(array_agg(c.chat_id), '{}') into old_costs
  from private.vapi_chat_costs as c where c.created_at < cutoff;
  forgotten := private.forget_chats(expired, old_costs, 'retention');
  -- what erasure left of a turn (its cost, for the day's spend) goes at the same age
  delete from private.chat_turns as t where t.holder_hash = 'erased' and t.created_at < cutoff;
  get diagnostics erased = row_count;
  return jsonb_build_object(
    'chats', forgotten -> 'chats',
    'turns', (forgotten ->> 'turns')::integer + erased,
    'cutoff', cutoff
  );
end;
$$;

-- Up to `max_count` chats due for deletion at Vapi, oldest first, each taken for
-- `lease_seconds` (another deleter does not take it meanwhile; one that dies leaves it to the
-- next after the lease).
create function public.take_vapi_chat_deletions(
  max_count integer default 20,
  lease_seconds integer default 600
) returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken text[];
begin
  if coalesce(take_vapi_chat_deletions.max_count, 0) not between 1 and 1000
    or coalesce(take_vapi_chat_deletions.lease_seconds, 0) < 1 then
    raise exception 'take_vapi_chat_deletions: max_count 1-1000, lease_seconds >= 1'
      using errcode = '22023';
  end if;
  with due as (
    select d.chat_id from private.vapi_chat_deletions as d
    where d.next_attempt_at <= now()
    order by d.queued_at, d.chat_id
    limit take_vapi_chat_deletions.max_count
    for update skip locked
  ), leased as (
    update private.vapi_chat_deletions as d
    set attempts = d.attempts + 1,
        next_attempt_at = now() + make_interval(secs => take_vapi_chat_deletions.lease_seconds)
    from due where d.chat_id = due.chat_id
    returning d.chat_id, d.queued_at
  )
  select coalesce(array_agg(l.chat_id order by l.queued_at, l.chat_id), '{}') into taken
  from leased as l;
  return taken;
end;
$$;

-- What became of a taken chat at Vapi: `deleted` (Vapi deleted it, or it was gone: 404) takes it
-- off the queue; a failure keeps it, tried again after a wait that grows with its attempts (at
-- most a day), with the error's first 300 characters. False for a chat not in the queue.
create function public.finish_vapi_chat_deletion(
  chat_id text,
  deleted boolean,
  error text default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if finish_vapi_chat_deletion.deleted is null then
    raise exception 'finish_vapi_chat_deletion: deleted is true or false' using errcode = '22023';
  end if;
  if finish_vapi_chat_deletion.deleted then
    delete from private.vapi_chat_deletions as d where d.chat_id = finish_vapi_chat_deletion.chat_id;
  else
    update private.vapi_chat_deletions as d
    set last_error = left(coalesce(finish_vapi_chat_deletion.error, 'failed'), 300),
        next_attempt_at = now() + least(interval '1 day', interval '10 minutes' * power(2, least(d.attempts, 10)))
    where d.chat_id = finish_vapi_chat_deletion.chat_id;
  end if;
  return found;
end;
$$;

-- How many chats wait for their deletion at Vapi, and since when (for the operator).
create function public.vapi_chat_deletions_pending() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'pending', count(*),
    'oldest_queued_at', min(d.queued_at),
    'failing', count(*) filter (where d.last_error is not null)
  )
  from private.vapi_chat_deletions as d
$$;

-- The written conversations of a subject: those whose chat one of the subject's bookings was
-- made under (a booking's vapi_call_id is then a chat id).
create function private.dsr_conversations(
  request_ids uuid[],
  out conversation_ids uuid[],
  out chat_ids text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  select coalesce(array_agg(b.vapi_call_id), '{}') into chat_ids
  from private.demo_slot_bookings as b
  where b.request_id = any(dsr_conversations.request_ids)
    and (exists (select from private.chat_turns as t where t.chat_id = b.vapi_call_id)
      or exists (select from private.vapi_chat_costs as c where c.chat_id = b.vapi_call_id));
  select coalesce(array_agg(distinct t.conversation_id), '{}') into conversation_ids
  from private.chat_turns as t where t.chat_id = any(chat_ids);
end;
$$;

revoke all on function private.dsr_conversations(uuid[]) from public;

-- As before (20261123200004), plus `chats`: the subject's written conversations, each chat of
-- them with when it was written (Vapi holds the text; `DELETE /chat/{id}` on erasure).
create or replace function public.dsr_export(email text default null, phone text default null) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject record;
  conversations record;
begin
  subject := private.dsr_subject(dsr_export.email, dsr_export.phone);
  conversations := private.dsr_conversations(subject.request_ids);
  return jsonb_build_object(
    'subject', jsonb_strip_nulls(jsonb_build_object('email', dsr_export.email, 'phone', dsr_export.phone)),
    'generated_at', now(),
    'leads', coalesce((select jsonb_agg(to_jsonb(l)) from unnest(subject.leads) as l), '[]'),
    'call_records', private.request_records(subject.request_ids),
    'rate_limits', coalesce((
      select jsonb_agg(jsonb_build_object(
        'bucket', r.bucket, 'window_start', r.window_start,
        'window_seconds', r.window_seconds, 'hits', r.hits
      ) order by r.bucket)
      from private.rate_limits as r where r.key_hash = any(subject.rate_limit_keys)
    ), '[]'),
    'chats', coalesce((
      select jsonb_agg(jsonb_build_object('chat_id', c.chat_id, 'written_at', c.at) order by c.at, c.chat_id)
      from (
        select t.chat_id, t.created_at as at from private.chat_turns as t
        where t.conversation_id = any(conversations.conversation_ids) and t.chat_id is not null
        union
        select o.chat_id, o.created_at from private.vapi_chat_costs as o
        where o.chat_id = any(conversations.chat_ids)
      ) as c
    ), '[]')
  );
end;
$$;

-- As before, plus `chats`: the subject's written conversations go here and are queued for
-- deletion at Vapi (how many chats).
create or replace function public.dsr_erase(email text default null, phone text default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject record;
  conversations record;
  chats jsonb;
  removed_leads integer;
  removed_keys integer;
begin
  subject := private.dsr_subject(dsr_erase.email, dsr_erase.phone);
  -- before the bookings (call records) that name the chats go
  conversations := private.dsr_conversations(subject.request_ids);
  chats := private.forget_chats(conversations.conversation_ids, conversations.chat_ids, 'erasure');
  delete from public.demo_requests as d where d.request_id = any(subject.request_ids);
  get diagnostics removed_leads = row_count;
  delete from private.rate_limits as r where r.key_hash = any(subject.rate_limit_keys);
  get diagnostics removed_keys = row_count;
  return jsonb_build_object(
    'leads', removed_leads,
    'call_records', private.delete_call_records(subject.request_ids),
    'rate_limits', removed_keys,
    'chats', (chats ->> 'chats')::integer
  );
end;
$$;

revoke all on function public.purge_expired_chats(timestamptz) from public, anon, authenticated;
revoke all on function public.take_vapi_chat_deletions(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_vapi_chat_deletion(text, boolean, text) from public, anon, authenticated;
revoke all on function public.vapi_chat_deletions_pending() from public, anon, authenticated;
grant execute on function public.purge_expired_chats(timestamptz) to service_role;
grant execute on function public.take_vapi_chat_deletions(integer, integer) to service_role;
grant execute on function public.finish_vapi_chat_deletion(text, boolean, text) to service_role;
grant execute on function public.vapi_chat_deletions_pending() to service_role;

-- Daily with pg_cron where it exists (the same rule as the other retention jobs).
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-expired-chats', '37 3 * * *', 'select public.purge_expired_chats()');
  end if;
end
$$;
