import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@hlasovy-asistent/validation';
import { format } from 'date-fns';
import { sk } from 'date-fns/locale/sk';
import { calendarCopy } from '../../copy/calendar.ts';

/** 'yyyy-MM-dd' -> midnight of that day in Europe/Bratislava (what the calendar works with). */
export function isoToZonedDate(iso: string): TZDate {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new TZDate(year, month - 1, day, TIME_ZONE);
}

/** A calendar day (zoned) -> 'yyyy-MM-dd'. */
export function zonedDateToIso(date: Date): string {
  return format(new TZDate(date, TIME_ZONE), 'yyyy-MM-dd');
}

/**
 * Accessible name of a day button. It starts with the visible day number so it matches the
 * visible label (axe: label-content-name-mismatch), e.g. "24. novembra 2026, utorok, dnes".
 */
export function dayButtonLabel(date: Date, modifiers: { today?: boolean; selected?: boolean }) {
  const zoned = new TZDate(date, TIME_ZONE);
  let label = format(zoned, 'd. MMMM yyyy, EEEE', { locale: sk });
  if (modifiers.today) label += calendarCopy.today;
  if (modifiers.selected) label += calendarCopy.selected;
  return label;
}
