-- Text conversations with the assistant (issue 28: a conversation without a microphone). The
-- `chat` function continues each through Vapi's chat API (`previousChatId`); every turn costs
-- money, so the database counts the turns of each conversation and refuses one past the cap.
-- A conversation belongs to the network that started it (a peppered HMAC, like the voice
-- lines' holders): its id alone does not let another network continue it.

create table private.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  -- the caller's network as a peppered HMAC (private.rate_limit_key), never the address
  holder_hash text not null,
  turns integer not null default 0 constraint chat_conversations_turns_check check (turns >= 0),
  -- Vapi's id of the latest answered turn: the next turn's previousChatId
  last_chat_id text constraint chat_conversations_last_chat_id_check
    check (char_length(last_chat_id) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index chat_conversations_updated_at_idx on private.chat_conversations (updated_at);

comment on table private.chat_conversations is
  'Text conversations of the chat function: owner network (HMAC), turns taken, the last Vapi chat id.';

alter table private.chat_conversations enable row level security;
revoke all on table private.chat_conversations from public, anon, authenticated;

-- Takes one turn of a conversation for `holder` (the caller's network): with a null
-- conversation_id a new conversation (its first turn), else the next turn of that conversation.
-- Answers {"status":"ok","conversationId","turn","previousChatId"} (turn counts from 1,
-- previousChatId null until a turn was answered), {"status":"unknown"} (no such conversation,
-- or another network's) or {"status":"turn_cap"} (it already took max_turns). Conversations
-- untouched for a day are deleted on the way.
create function public.claim_chat_turn(
  conversation_id uuid,
  holder text,
  max_turns integer
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  holder_key text;
  row private.chat_conversations%rowtype;
begin
  if coalesce(claim_chat_turn.holder, '') = '' or coalesce(claim_chat_turn.max_turns, 0) < 1 then
    raise exception 'claim_chat_turn: a holder and max_turns >= 1 are required'
      using errcode = '22023';
  end if;
  holder_key := private.rate_limit_key(claim_chat_turn.holder);
  delete from private.chat_conversations as c where c.updated_at < now() - interval '1 day';
  if claim_chat_turn.conversation_id is null then
    insert into private.chat_conversations (holder_hash, turns)
    values (holder_key, 1)
    returning * into row;
  else
    update private.chat_conversations as c
    set turns = c.turns + 1, updated_at = now()
    where c.id = claim_chat_turn.conversation_id
      and c.holder_hash = holder_key
      and c.turns < claim_chat_turn.max_turns
    returning * into row;
    if not found then
      if exists (
        select from private.chat_conversations as c
        where c.id = claim_chat_turn.conversation_id and c.holder_hash = holder_key
      ) then
        return jsonb_build_object('status', 'turn_cap');
      end if;
      return jsonb_build_object('status', 'unknown');
    end if;
  end if;
  return jsonb_build_object(
    'status', 'ok',
    'conversationId', row.id,
    'turn', row.turns,
    'previousChatId', row.last_chat_id
  );
end;
$$;

-- Remembers Vapi's chat id of an answered turn (the next turn continues from it).
create function public.record_chat_reply(conversation_id uuid, chat_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(record_chat_reply.chat_id, '') = '' or char_length(record_chat_reply.chat_id) > 200 then
    raise exception 'record_chat_reply: chat_id is required (at most 200 characters)'
      using errcode = '22023';
  end if;
  update private.chat_conversations as c
  set last_chat_id = record_chat_reply.chat_id, updated_at = now()
  where c.id = record_chat_reply.conversation_id;
  return found;
end;
$$;

revoke all on function public.claim_chat_turn(uuid, text, integer) from public, anon, authenticated;
revoke all on function public.record_chat_reply(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_chat_turn(uuid, text, integer) to service_role;
grant execute on function public.record_chat_reply(uuid, text) to service_role;
