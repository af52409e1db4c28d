import { type DemoSlotOffer, missingDemoFields } from '@hlasovy-asistent/validation';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { copy as formCopy } from '../../copy/demoForm.ts';
import { slotCopy as copy } from '../../copy/slotBooking.ts';
import { KeepCompounds } from '../../lib/KeepCompounds.tsx';
import { typeset } from '../../lib/typography.ts';
import type { useBotCheck, useDemoRequestForm } from '../demo-request/index.ts';
import {
  ContactFields,
  focusFirstInvalid,
  GdprConsentRow,
  HoneypotField,
  TurnstileWidget,
} from '../demo-request/index.ts';
import { SlotButtons } from './SlotButtons.tsx';
import { slotWords } from './slotWords.ts';

export interface SlotConfirmationProps {
  slot: DemoSlotOffer;
  /** The demo form's state machine (its fields, checks and submit path), owned by the card. */
  form: ReturnType<typeof useDemoRequestForm>;
  bots: ReturnType<typeof useBotCheck>;
  turnstileSiteKey?: string | undefined;
  /** Set (and changed) when the visitor picked a slot on the page: focus moves to the title. */
  focusKey: string | null;
  /** The server's refusal is about this slot (a refusal of another one is not shown). */
  refusalShown: boolean;
  onPick: (slot: DemoSlotOffer) => void;
  onOtherSlot: () => void;
  /** The page's clock (ms), for "dnes"/"zajtra". */
  now: number;
}

/**
 * The short confirmation of a picked slot: the demo form's contact fields, its industry and its
 * GDPR consent (same components, checks and submit path), the server's refusal with the next free
 * slots, and a way back to the list. Everything typed stays through refusals and slot changes.
 */
export function SlotConfirmation({
  slot,
  form,
  bots,
  turnstileSiteKey,
  focusKey,
  refusalShown,
  onPick,
  onOtherSlot,
  now,
}: SlotConfirmationProps) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, focusRequest, bookingRefusal } = form;
  const submitting = form.status === 'submitting';
  const missing = missingDemoFields(values);
  const blocked = !submitting && missing.length > 0;
  const refusal = refusalShown ? bookingRefusal : null;
  const formError = bookingRefusal && !refusal ? null : form.formError;
  const nextSlots = refusal?.slots.filter((s) => s.id !== slot.id) ?? [];

  useEffect(() => {
    if (focusKey) titleRef.current?.focus();
  }, [focusKey]);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(bots.collect(event.currentTarget));
  };

  return (
    <div className="mt-3">
      <h3
        id={`${id}-title`}
        ref={titleRef}
        tabIndex={-1}
        className="text-base font-semibold text-white outline-none focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        {copy.confirmTitle(slotWords(slot, 'bare', now))}
      </h3>
      <p className="mt-1 text-sm text-slate-300">{copy.confirmHint}</p>
      <form
        ref={formRef}
        aria-busy={submitting}
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={onSubmit}
        className="mt-3 grid gap-4"
      >
        <ContactFields form={form} phoneFirst />
        <GdprConsentRow form={form} testId="slot-consent-row" />
        <HoneypotField />
        {turnstileSiteKey ? (
          <TurnstileWidget siteKey={turnstileSiteKey} onToken={bots.onTurnstileToken} />
        ) : null}
        {formError ? (
          <div
            role="alert"
            data-testid="slot-refusal"
            data-refusal={refusal?.kind}
            className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-100"
          >
            <p>{typeset(formError)}</p>
          </div>
        ) : null}
        {nextSlots.length > 0 ? (
          <SlotButtons
            slots={nextSlots}
            label={copy.nextFreeLabel}
            onPick={onPick}
            disabled={submitting}
            now={now}
          />
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? `${id}-missing` : undefined}
          className="btn-primary w-full aria-disabled:cursor-not-allowed aria-disabled:bg-slate-600 aria-disabled:text-slate-200 aria-disabled:shadow-none"
        >
          {submitting ? copy.confirming : copy.confirm}
        </button>
        {blocked ? (
          <p id={`${id}-missing`} className="-mt-2 text-center text-sm text-slate-400">
            <KeepCompounds text={formCopy.missing(missing)} />
          </p>
        ) : null}
        <button
          type="button"
          className="btn-secondary w-full"
          onClick={onOtherSlot}
          disabled={submitting}
        >
          {copy.otherSlot}
        </button>
      </form>
    </div>
  );
}
