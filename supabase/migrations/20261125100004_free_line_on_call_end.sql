-- A browser call's line (private.voice_calls, held for the call's longest duration) is freed
-- the moment Vapi reports the call ended: the end-of-call report or a status-update `ended`
-- recorded by vapi-events (record_vapi_call_event). Without it a line stayed held until its
-- maximum duration ran out, and the concurrency cap filled with calls long over.
create function private.free_line_of_ended_call() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'ended' then
    update private.voice_calls as v set held_until = now()
    where v.vapi_call_id = new.call_id and v.held_until > now();
  end if;
  return null;
end;
$$;

revoke all on function private.free_line_of_ended_call() from public, anon, authenticated;

create trigger free_line_of_ended_call
  after insert or update of status on private.vapi_calls
  for each row execute function private.free_line_of_ended_call();
