import { TIME_ZONE } from '@hlasovy-asistent/validation';
import type { CSSProperties } from 'react';
import { DayPicker, type Labels } from 'react-day-picker';
import { sk } from 'react-day-picker/locale/sk';
import 'react-day-picker/style.css';
import { dayButtonLabel, isoToZonedDate, zonedDateToIso } from './calendarDates.ts';

export interface CalendarProps {
  /** yyyy-MM-dd or ''. */
  selected: string;
  /** Today in Bratislava, yyyy-MM-dd: earlier days are disabled. */
  today: string;
  /** The last bookable day (SCHEDULE_MAX_DAYS ahead), yyyy-MM-dd: later days are disabled. */
  last?: string;
  onSelect: (iso: string) => void;
}

const labels: Partial<Labels> = { labelDayButton: dayButtonLabel };

// Day and month buttons are 44 px touch targets; below ~375 px wide the seven columns narrow
// (the height stays 44 px) so the month still fits the dialog.
const DAY = 'min(44px, calc((100vw - 66px) / 7))';
const style = {
  '--rdp-accent-color': '#38bdf8',
  '--rdp-accent-background-color': 'rgb(56 189 248 / 0.15)',
  '--rdp-day-height': '44px',
  '--rdp-day-width': DAY,
  '--rdp-day_button-height': '44px',
  '--rdp-day_button-width': DAY,
  '--rdp-nav_button-height': '44px',
  '--rdp-nav_button-width': '44px',
  '--rdp-nav-height': '44px',
  '--rdp-outside-opacity': '1',
  '--rdp-weekday-opacity': '1',
} as CSSProperties;

/**
 * The Slovak month grid (react-day-picker): week from Monday, Bratislava time, days before today
 * and after the booking horizon disabled, day buttons named "24. novembra 2026, utorok". Loaded only when first opened.
 */
export default function Calendar({ selected, today, last, onSelect }: CalendarProps) {
  const todayDate = isoToZonedDate(today);
  const lastDate = last ? isoToZonedDate(last) : undefined;
  const selectedDate = selected ? isoToZonedDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={sk}
      weekStartsOn={1}
      timeZone={TIME_ZONE}
      today={todayDate}
      defaultMonth={selectedDate ?? todayDate}
      startMonth={todayDate}
      endMonth={lastDate}
      selected={selectedDate}
      disabled={lastDate ? [{ before: todayDate }, { after: lastDate }] : { before: todayDate }}
      labels={labels}
      style={style}
      onSelect={(date) => onSelect(zonedDateToIso(date))}
    />
  );
}
