-- Consent per source, and a booking id only from its own network (issue 38):
-- - demo_requests.consent_source names where the consent was given: the demo form's tabs
--   (`form-immediate`, `form-scheduled`) or the booking card of a voice call or of a written
--   conversation (`voice-booking`, `chat-booking`). The values pages built before these names
--   store (`demo-modal:<tab>`, `voice-booking:scheduled`) stay accepted, so a page open across a
--   deploy still stores its lead; anything else is refused from now on (existing rows are not
--   re-checked: NOT VALID). handle-demo-request refuses a request whose slot and source disagree;
-- - booking_holder(): which conversation a booking id (the `voiceCallId` of a request with a
--   slot) belongs to, a browser call (private.voice_calls) or a chat turn (private.chat_turns),
--   and whether the caller's network holds it. Both keep the network as a peppered HMAC, so the
--   comparison is made here and no address is ever stored.

alter table public.demo_requests
  add constraint demo_requests_consent_source_known check (
    consent_source in (
      'form-immediate', 'form-scheduled', 'voice-booking', 'chat-booking',
      'demo-modal:immediate', 'demo-modal:scheduled', 'voice-booking:scheduled'
    )
  ) not valid;

comment on column public.demo_requests.consent_source is
  'Where the consent was given: form-immediate / form-scheduled (the demo form), voice-booking / chat-booking (the booking card of a call / a written conversation); demo-modal:<tab> and voice-booking:scheduled from older pages.';

-- {"channel": "voice" | "chat" | null, "holder_matches": boolean}: the conversation `booking_id`
-- names (a browser call's line, else a chat turn; null: neither, e.g. a call this backend did
-- not create) and whether `holder` (the caller's network, as the functions key it) holds it.
create function public.booking_holder(booking_id text, holder text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  holder_key text;
begin
  if coalesce(booking_holder.booking_id, '') = '' or coalesce(booking_holder.holder, '') = '' then
    raise exception 'booking_holder: a booking id and a holder are required' using errcode = '22023';
  end if;
  holder_key := private.rate_limit_key(booking_holder.holder);
  if exists (select from private.voice_calls as v where v.vapi_call_id = booking_holder.booking_id) then
    return jsonb_build_object('channel', 'voice', 'holder_matches', exists (
      select from private.voice_calls as v
      where v.vapi_call_id = booking_holder.booking_id and v.holder_hash = holder_key
    ));
  end if;
  if exists (select from private.chat_turns as t where t.chat_id = booking_holder.booking_id) then
    return jsonb_build_object('channel', 'chat', 'holder_matches', exists (
      select from private.chat_turns as t
      where t.chat_id = booking_holder.booking_id and t.holder_hash = holder_key
    ));
  end if;
  return jsonb_build_object('channel', null, 'holder_matches', false);
end;
$$;

revoke all on function public.booking_holder(text, text) from public, anon, authenticated;
grant execute on function public.booking_holder(text, text) to service_role;
