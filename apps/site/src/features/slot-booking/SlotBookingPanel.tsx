import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { slotCopy as copy } from '../../copy/slotBooking.ts';
import {
  type DemoRequestDeps,
  defaultDeps,
  useBotCheck,
  useDemoRequestForm,
} from '../demo-request/index.ts';
import { BookedSlotView } from './BookedSlotView.tsx';
import { useBookedIn } from './bookedSlot.ts';
import { useSlotBookingDeps } from './SlotBookingDeps.tsx';
import type { SlotBookingSource } from './SlotBookingSource.ts';
import { SlotButtons } from './SlotButtons.tsx';
import { SlotConfirmation } from './SlotConfirmation.tsx';
import { latestChoice, type SlotChoice } from './slotOffers.ts';
import { slotWords } from './slotWords.ts';

export interface SlotBookingPanelProps {
  /** The conversation the slots were offered in: a voice call or a text conversation. */
  source: SlotBookingSource;
  /** Test seam: the demo form's backend, limiter, logs, clock and ids (or SlotBookingDepsProvider). */
  deps?: DemoRequestDeps | undefined;
}

/** The visitor's own tap on the page: a slot, or back to the list (`slot: null`). */
interface PageTap {
  slot: DemoSlotOffer | null;
  at: number;
}

/**
 * The booking card (a region named "Voľné termíny ukážky") while the assistant offers demo
 * slots, in a voice call or a text conversation: the slots as buttons; a choice (a tap, or the
 * visitor's choice told to the assistant) opens the confirmation, which books through the demo
 * form's path with the conversation's `bookingId`; then the booked day and time.
 * It stays after the conversation only while a confirmation is open and not yet sent, so
 * nothing typed is lost.
 */
export function SlotBookingPanel({ source, deps: given }: SlotBookingPanelProps) {
  const injected = useSlotBookingDeps();
  const deps = given ?? injected ?? defaultDeps;
  const titleId = useId();
  const { offers, position, memory } = source;
  const inCall = source.live;
  const bookingId = source.bookingId;
  const booked = useBookedIn(memory, bookingId);
  const [tap, setTap] = useState<PageTap | null>(null);
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const lastSlotId = useRef<string | null>(null);

  const told = offers.toldChoice;
  const now = deps.now();
  const tapped: SlotChoice | null = tap?.slot ? { slot: tap.slot, at: tap.at } : null;
  const choice =
    tap && !tap.slot && (!told || told.at < tap.at) ? null : latestChoice(told, tapped);
  // Focus moves to the confirmation when the visitor tapped a slot, or wrote the choice to the
  // assistant (a text conversation); not when it was said in a call.
  const focused = choice !== null && (choice === tapped || source.toldChoiceTakesFocus);
  const focusKey = focused ? `${choice.at}:${choice.slot.id}` : null;

  const form = useDemoRequestForm(deps, {
    initialValues: memory.contact ?? undefined,
    booking: bookingId ? { bookingId, consentSource: source.consentSource } : undefined,
  });
  const bots = useBotCheck(deps.formToken);
  const { setField, values, status, sentOutcome, bookingRefusal } = form;

  // The picked slot is the request's scheduled date and time (the form's own checks apply).
  const choiceId = choice?.slot.id;
  useEffect(() => {
    if (!choice) return;
    setField('scheduledDate', choice.slot.date);
    setField('scheduledTime', choice.slot.time);
  }, [choiceId, setField]);

  // What was typed is known for a later card of this page (a sent form starts blank again).
  useEffect(() => {
    if (status === 'success') return;
    memory.contact = { name: values.name, email: values.email, phone: values.phone };
  }, [memory, status, values.name, values.email, values.phone]);

  // A refusal belongs to the slot it refused: another choice hides it.
  useEffect(() => {
    if (bookingRefusal) setRefusedFor(choiceId ?? null);
  }, [bookingRefusal]);

  // A sent booking is the call's booked slot (the end view repeats it, with the number given).
  const chosenSlot = choice?.slot;
  useEffect(() => {
    if (status === 'success' && chosenSlot && bookingId) {
      const outcome = sentOutcome ?? 'not-confirmed';
      const phone = memory.contact?.phone.trim() ?? '';
      memory.setBooked({ bookingId, slot: chosenSlot, outcome, phone });
    }
  }, [status, choiceId, bookingId, memory, sentOutcome]);

  // Polite announcements: a new offer, a choice told to the assistant.
  const offerKey = offers.slots.map((slot) => slot.id).join(' ');
  useEffect(() => {
    if (offers.slots.length > 0) setAnnouncement(copy.offered(offers.slots.length));
  }, [offerKey]);
  const toldKey = told ? `${told.at}` : '';
  useEffect(() => {
    if (told) setAnnouncement(copy.choiceTold(slotWords(told.slot, 'v', deps.now())));
  }, [toldKey]);

  // Back to the list: focus the slot that was open (or the first one).
  const backToList = useRef(false);
  useEffect(() => {
    if (choice || !backToList.current) return;
    backToList.current = false;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-slot-id]');
    const previous = [...(buttons ?? [])].find((b) => b.dataset.slotId === lastSlotId.current);
    (previous ?? buttons?.[0])?.focus();
  }, [choice]);

  const choose = (slot: DemoSlotOffer) => {
    setTap({ slot, at: position });
  };
  const otherSlot = () => {
    lastSlotId.current = choice?.slot.id ?? null;
    backToList.current = true;
    setTap({ slot: null, at: position });
  };

  // A booking names its call: without a call id (not yet created) there is nothing to book in.
  if (!bookingId || (booked ? !inCall : !inCall && !choice)) return null;
  if (!booked && !choice && offers.slots.length === 0) return null;
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
      ) : choice ? (
        <SlotConfirmation
          key="confirm"
          slot={choice.slot}
          form={form}
          bots={bots}
          turnstileSiteKey={deps.turnstileSiteKey}
          focusKey={focusKey}
          refusalShown={bookingRefusal !== null && refusedFor === choice.slot.id}
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
