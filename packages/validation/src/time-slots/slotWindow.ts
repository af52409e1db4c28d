import { SLOT_MINUTES } from './timeSlotConstants.ts';
import { zonedTimeToUtc } from './zonedTimeToUtc.ts';

/** A slot as an instant range (ISO UTC): its start, and its end 15 minutes later. */
export function slotWindow(date: string, time: string): { earliestAt: string; latestAt: string } {
  const start = zonedTimeToUtc(date, time).getTime();
  return {
    earliestAt: new Date(start).toISOString(),
    latestAt: new Date(start + SLOT_MINUTES * 60_000).toISOString(),
  };
}
