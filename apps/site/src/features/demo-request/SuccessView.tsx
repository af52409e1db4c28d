import type { CallType } from '@hlasovy-asistent/validation';
import { useEffect, useRef } from 'react';
import { copy } from '../../copy/demoForm.ts';
import { type DemoCallOutcome, successText } from './successText.ts';

export interface SuccessViewProps {
  callType: CallType;
  /** What the server said about the call: the text promises only that. */
  outcome: DemoCallOutcome;
  /** The scheduled request's date and time, named in the text. */
  schedule?: { date: string; time: string } | null;
  /** The page's clock (ms): the slot is "dnes" or "zajtra" where true. */
  now?: number;
  onClose: () => void;
}

/** Thank-you view after a sent request; takes focus so screen readers announce it. */
export function SuccessView({ callType, outcome, schedule, now, onClose }: SuccessViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex flex-col items-center gap-4 py-6 text-center outline-none"
    >
      <div className="grid size-16 place-items-center rounded-full bg-emerald-400/15 text-emerald-300">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none">
          <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </div>
      <p className="text-2xl font-semibold text-white">{copy.successTitle}</p>
      <p className="max-w-sm text-base leading-relaxed text-slate-300">
        {successText(callType, outcome, schedule, now)}
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-2 min-h-11 rounded-full border border-white/15 px-6 py-2.5 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
      >
        {copy.close}
      </button>
    </div>
  );
}
