import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { config } from '../../config.ts';
import { minutesSk } from '../../copy/plural.ts';
import { slotCopy } from '../../copy/slotBooking.ts';
import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import { bookedSlotText, useBookedSlot } from '../slot-booking/index.ts';
import type { EndedCall, VoiceNotice, VoiceSession } from '../voice-session/index.ts';
import { formatCallDuration } from './callDuration.ts';

/**
 * After every call: "Hovor skončil", how long it ran, why it ended when that was not the
 * visitor's choice (a lost connection, the length limit), and the next steps: a new
 * conversation or the demo form. After a booking in the call it confirms the booking instead
 * (the day, the time and the number we call: the transcript is cleared, this summary stays) and
 * offers no second booking. Takes focus when it appears; Escape or a new call closes it.
 */
export function CallEndedView({
  session,
  ended,
  notice,
  onOpenDemo,
  onDismiss,
}: {
  session: VoiceSession;
  ended: EndedCall;
  notice: VoiceNotice | null;
  onOpenDemo: () => void;
  /** After Escape closed the view (focus goes back to the orb). */
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const booked = useBookedSlot(session);
  const summary = booked ? bookedSlotText(booked) : null;
  useEffect(() => {
    // Not while the visitor is still typing a booking on the card under the orb.
    if (!document.activeElement?.closest('[data-slot-booking]')) ref.current?.focus();
  }, []);
  const reason = notice ? copy.notices[notice] : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      session.dismissEnded();
      session.dismissNotice();
      onDismiss();
    }
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="call-ended"
      data-notice={notice ?? undefined}
      onKeyDown={onKeyDown}
      className="w-full max-w-md rounded-2xl border border-white/10 bg-slate-900/80 p-5 text-center outline-none focus-visible:outline-2 focus-visible:outline-sky-400"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {copy.endedTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-300 tabular-nums">
        {copy.endedDuration(formatCallDuration(ended.durationMs))}
      </p>
      {reason && (
        <div className="mt-3 rounded-xl border border-amber-300/30 bg-amber-950/60 p-3 text-left text-sm leading-6 text-amber-50">
          <p className="font-semibold text-white">{reason.title}</p>
          <p className="mt-1">{reason.text}</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {reason.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {!reason && ended.timedOut && (
        <p className="mt-3 text-sm text-slate-200">
          {copy.endedTimedOut(minutesSk(config.voiceCallMaxMinutes))}
        </p>
      )}
      {summary ? (
        <div data-testid="call-ended-booked" className="mt-3 text-sm text-emerald-100">
          <p className="font-medium text-emerald-200">{summary.when}</p>
          {summary.number && <p className="mt-1">{summary.number}</p>}
          <p className="mt-3 text-slate-300">{slotCopy.endedNext}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-300">{copy.endedNext}</p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          className={summary ? 'btn-secondary' : 'btn-primary'}
          onClick={() => void session.toggle()}
        >
          {copy.newCall}
        </button>
        {!summary && (
          <button type="button" className="btn-secondary" onClick={onOpenDemo}>
            {copy.openDemo}
          </button>
        )}
      </div>
    </section>
  );
}
