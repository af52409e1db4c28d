import { toEpochMs } from './toEpochMs.ts';
import { wallClock } from './wallClock.ts';

/** Today's date in Europe/Bratislava, 'yyyy-MM-dd'. */
export function todayInZone(now: Date | number = Date.now()): string {
  return wallClock(toEpochMs(now)).date;
}
