import { isCalendarDate } from '../time-slots/isCalendarDate.ts';
import { isSlotTime } from '../time-slots/isSlotTime.ts';

/** A slot id as the server offers it: the Bratislava wall time `yyyy-MM-ddTHH:mm`. */
export const DEMO_SLOT_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The id of the slot starting `date` `time` (Europe/Bratislava). */
export function demoSlotId(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The date and time of a well-formed slot id (a real date, a 15-minute slot), else null. */
export function parseDemoSlotId(id: string): { date: string; time: string } | null {
  const m = DEMO_SLOT_ID_PATTERN.exec(id);
  if (!m) return null;
  const [date, time] = [m[1] as string, m[2] as string];
  return isCalendarDate(date) && isSlotTime(time) ? { date, time } : null;
}
