import { TIME_ZONE, todayInZone } from '@repo/validation';
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import { DayPicker, type Labels } from 'react-day-picker';
import { sk } from 'react-day-picker/locale/sk';
import 'react-day-picker/style.css';
import { dayButtonLabel, displayDate, isoToZonedDate, zonedDateToIso } from './calendarDates.ts';
import { copy } from './copy.ts';
import { controlClass, labelClass } from './fields/fieldStyles.ts';

export interface DatePickerFieldProps {
  /** yyyy-MM-dd or ''. */
  value: string;
  onChange: (value: string) => void;
  now: () => number;
  disabled?: boolean;
  errorId?: string | undefined;
}

const labels: Partial<Labels> = { labelDayButton: dayButtonLabel };

const calendarStyle = {
  '--rdp-accent-color': '#38bdf8',
  '--rdp-accent-background-color': 'rgb(56 189 248 / 0.15)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
  '--rdp-outside-opacity': '1',
  '--rdp-weekday-opacity': '1',
} as CSSProperties;

/**
 * The date of a scheduled call: a button showing dd.MM.yyyy that discloses a Slovak calendar
 * (week from Monday, days before today in Bratislava disabled).
 */
export function DatePickerField({ value, onChange, now, disabled, errorId }: DatePickerFieldProps) {
  const id = useId();
  const calendarId = `${id}-calendar`;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const today = isoToZonedDate(todayInZone(now()));
  const selected = value ? isoToZonedDate(value) : undefined;

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault(); // keeps the dialog open: only the calendar closes
    close();
  };

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
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        disabled={disabled}
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
          className="mt-2 flex justify-center rounded-2xl border border-white/10 bg-slate-950/80 p-2 text-slate-100"
        >
          <DayPicker
            mode="single"
            required
            autoFocus
            locale={sk}
            weekStartsOn={1}
            timeZone={TIME_ZONE}
            today={today}
            defaultMonth={selected ?? today}
            startMonth={today}
            selected={selected}
            disabled={{ before: today }}
            labels={labels}
            style={calendarStyle}
            onSelect={(date) => {
              onChange(zonedDateToIso(date));
              close();
            }}
          />
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
