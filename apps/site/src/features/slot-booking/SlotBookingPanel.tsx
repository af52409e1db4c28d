import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { slotCopy as copy } from '../../copy/slotBooking.ts';
import { useBotCheck } from '../demo-request/bot-check/useBotCheck.ts';
import { defaultDeps } from '../demo-request/defaultDeps.ts';
import { type DemoRequestDeps, useDemoRequestForm } from '../demo-request/useDemoRequestForm.ts';
import { BookedSlotView } from './BookedSlotView.tsx';
import { useBookedIn } from './bookedSlot.ts';
import { useSlotBookingDeps } from './SlotBookingDeps.tsx';
import type { SlotBookingSource } from './SlotBookingSource.ts';
import { SlotButtons } from './SlotButtons.tsx';
import { SlotConfirmation } from './SlotConfirmation.tsx';
import { latestPick, type SlotPick } from './slotOffers.ts';
import { slotWords } from './slotWords.ts';

export interface SlotBookingPanelProps {
  /** The conversation the slots were offered in: a voice call or a text conversation. */
  source: SlotBookingSource;
  /** Test seam: the demo form's backend, limiter, logs, clock and ids (or SlotBookingDepsProvider). */
  deps?: DemoRequestDeps | undefined;
}

/** The visitor's own choice on the page: a slot, or back to the list (`slot: null`). */
interface PageChoice {
  slot: DemoSlotOffer | null;
  at: number;
}

/**
 * The booking card (a region named "Voľné termíny ukážky") while the assistant offers demo
 * slots, in a voice call or a text conversation: the slots as buttons; a pick (a tap, or the
 * visitor's choice told to the assistant) opens the confirmation, which books through the demo
 * form's path with the conversation's booking id (`voiceCallId`); then the booked day and time.
 * It stays after the conversation only while a confirmation is open and not yet sent, so
 * nothing typed is lost.
 */
export function SlotBookingPanel({ source, deps: given }: SlotBookingPanelProps) {
  const injected = useSlotBookingDeps();
  const deps = given ?? injected ?? defaultDeps;
  const titleId = useId();
  const { offers, position, memory } = source;
  const inCall = source.live;
  const callId = source.bookingId;
  const booked = useBookedIn(memory, callId);
  const [choice, setChoice] = useState<PageChoice | null>(null);
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const lastSlotId = useRef<string | null>(null);

  const voice = offers.voicePick;
  const now = deps.now();
  const pageChoice: SlotPick | null = choice?.slot ? { slot: choice.slot, at: choice.at } : null;
  const pick =
    choice && !choice.slot && (!voice || voice.at < choice.at)
      ? null
      : latestPick(voice, pageChoice);
  // Focus moves to the confirmation when the visitor tapped a slot, or wrote the choice to the
  // assistant (a text conversation); not when it was chosen by voice.
  const focused = pick !== null && (pick === pageChoice || source.pickTakesFocus);
  const focusKey = focused ? `${pick.at}:${pick.slot.id}` : null;

  const form = useDemoRequestForm(deps, {
    initialValues: memory.contact ?? undefined,
    booking: callId ? { voiceCallId: callId, consentSource: source.consentSource } : undefined,
  });
  const bots = useBotCheck(deps.formToken);
  const { setField, values, status, sentOutcome, bookingRefusal } = form;

  // The picked slot is the request's scheduled date and time (the form's own checks apply).
  const pickedId = pick?.slot.id;
  useEffect(() => {
    if (!pick) return;
    setField('scheduledDate', pick.slot.date);
    setField('scheduledTime', pick.slot.time);
  }, [pickedId, setField]);

  // What was typed is known for a later card of this page (a sent form starts blank again).
  useEffect(() => {
    if (status === 'success') return;
    memory.contact = { name: values.name, email: values.email, phone: values.phone };
  }, [memory, status, values.name, values.email, values.phone]);

  // A refusal belongs to the slot it refused: another pick hides it.
  useEffect(() => {
    if (bookingRefusal) setRefusedFor(pickedId ?? null);
  }, [bookingRefusal]);

  // A sent booking is the call's booked slot (the end view repeats it, with the number given).
  const pickedSlot = pick?.slot;
  useEffect(() => {
    if (status === 'success' && pickedSlot && callId) {
      const outcome = sentOutcome ?? 'not-confirmed';
      const phone = memory.contact?.phone.trim() ?? '';
      memory.setBooked({ callId, slot: pickedSlot, outcome, phone });
    }
  }, [status, pickedId, callId, memory, sentOutcome]);

  // Polite announcements: a new offer, a choice made by voice.
  const offerKey = offers.slots.map((slot) => slot.id).join(' ');
  useEffect(() => {
    if (offers.slots.length > 0) setAnnouncement(copy.offered(offers.slots.length));
  }, [offerKey]);
  const voiceKey = voice ? `${voice.at}` : '';
  useEffect(() => {
    if (voice) setAnnouncement(copy.pickedByVoice(slotWords(voice.slot, 'v', deps.now())));
  }, [voiceKey]);

  // Back to the list: focus the slot that was open (or the first one).
  const backToList = useRef(false);
  useEffect(() => {
    if (pick || !backToList.current) return;
    backToList.current = false;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-slot-id]');
    const previous = [...(buttons ?? [])].find((b) => b.dataset.slotId === lastSlotId.current);
    (previous ?? buttons?.[0])?.focus();
  }, [pick]);

  const choose = (slot: DemoSlotOffer) => {
    setChoice({ slot, at: position });
  };
  const otherSlot = () => {
    lastSlotId.current = pick?.slot.id ?? null;
    backToList.current = true;
    setChoice({ slot: null, at: position });
  };

  // A booking names its call: without a call id (not yet created) there is nothing to book in.
  if (!callId || (booked ? !inCall : !inCall && !pick)) return null;
  if (!booked && !pick && offers.slots.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="slot-booking"
      data-slot-booking=""
      className="w-full max-w-md rounded-2xl border border-white/10 bg-slate-900/80 p-4 text-left sm:p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {copy.title}
      </h2>
      <p role="status" className="sr-only" data-testid="slot-announcer">
        {announcement}
      </p>
      {booked ? (
        <BookedSlotView booked={booked} now={now} />
      ) : pick ? (
        <SlotConfirmation
          key="confirm"
          slot={pick.slot}
          form={form}
          bots={bots}
          turnstileSiteKey={deps.turnstileSiteKey}
          focusKey={focusKey}
          refusalShown={bookingRefusal !== null && refusedFor === pick.slot.id}
          onPick={choose}
          onOtherSlot={otherSlot}
          now={now}
        />
      ) : (
        <div ref={listRef} className="mt-1">
          <p className="mb-3 text-sm text-slate-300">{copy.listHint[source.channel]}</p>
          <SlotButtons slots={offers.slots} label={copy.slotsLabel} onPick={choose} now={now} />
          {source.askOtherDay && (
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="button"
                className="btn-secondary"
                aria-describedby={`${titleId}-other-day`}
                onClick={source.askOtherDay}
              >
                {copy.otherDay}
              </button>
              <p id={`${titleId}-other-day`} className="text-sm text-slate-400">
                {copy.otherDayHint}
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
