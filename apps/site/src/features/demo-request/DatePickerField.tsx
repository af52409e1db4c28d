import { lastBookableDate, todayInZone } from '@hlasovy-asistent/validation';
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { config } from '../../config.ts';
import { copy } from '../../copy/demoForm.ts';
import { logger } from '../../lib/logger.ts';
import { CalendarErrorBoundary } from './CalendarErrorBoundary.tsx';
import { displayDate } from './displayDate.ts';
import { controlClass, labelClass } from './fields/fieldStyles.ts';

/** The date and the time control of ScheduleFields: the same clock, state and shared message. */
export interface ScheduleControlProps {
  /** The date (yyyy-MM-dd) or the time (HH:mm), or ''. */
  value: string;
  onChange: (value: string) => void;
  now: () => number;
  disabled?: boolean;
  errorId?: string | undefined;
  /** Marks the control invalid (the shared schedule message is `errorId`). */
  invalid?: boolean;
}

const loadCalendar = () => import('./Calendar.tsx');
const Calendar = lazy(loadCalendar);

/**
 * The date of a scheduled call: a button showing dd.MM.yyyy that discloses the calendar
 * (loaded on demand, preloaded on hover/focus). Escape closes the calendar, not the dialog.
 */
export function DatePickerField({
  value,
  onChange,
  now,
  disabled,
  errorId,
  invalid,
}: ScheduleControlProps) {
  const id = useId();
  const calendarId = `${id}-calendar`;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault(); // keeps the dialog open: only the calendar closes
    close();
  };
  const preload = () => void loadCalendar();

  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {copy.date}
      </span>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        aria-labelledby={`${id}-label ${id}`}
        aria-expanded={open}
        aria-controls={calendarId}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={`${controlClass} flex items-center justify-between text-left`}
      >
        <span className={value ? 'text-white' : 'text-slate-400'}>
          {value ? displayDate(value) : copy.datePlaceholder}
        </span>
        <CalendarIcon />
      </button>
      {open && !disabled ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: only listens for Escape bubbling up from the calendar's buttons
        <div
          id={calendarId}
          onKeyDown={onKeyDown}
          className="mt-2 flex min-h-80 justify-center rounded-2xl border border-white/10 bg-slate-950/80 p-2 text-slate-100"
        >
          <CalendarErrorBoundary
            fallback={
              <p role="alert" className="self-center text-sm text-rose-200">
                {copy.calendarFailed}
              </p>
            }
            onError={(error) => logger.warn('calendar failed to load', error)}
          >
            <Suspense
              fallback={
                <p className="self-center text-sm text-slate-300">{copy.loadingCalendar}</p>
              }
            >
              <Calendar
                selected={value}
                today={todayInZone(now())}
                last={lastBookableDate(config.scheduleMaxDays, now())}
                onSelect={(iso) => {
                  onChange(iso);
                  close();
                }}
              />
            </Suspense>
          </CalendarErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-slate-400" fill="none">
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
