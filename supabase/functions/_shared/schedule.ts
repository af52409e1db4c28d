import { slotWindow } from '@repo/validation';
import { HttpError } from './errors.ts';

export const SLOT_TIME_ZONE = 'Europe/Bratislava';

export interface SchedulePlan {
  earliestAt: string;
  latestAt: string;
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SLOT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Bratislava wall time of an instant as `yyyy-MM-dd HH:mm`. */
export function bratislavaWallTime(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClock.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * `schedulePlan` for a slot chosen in Europe/Bratislava (DST-correct, latestAt = slot end).
 * A wall time skipped by the spring DST change, or a slot that already started, is a 422.
 */
export function schedulePlanFor(date: string, time: string, now: Date): SchedulePlan {
  const notBookable = (cause?: unknown) =>
    new HttpError('slot_not_bookable', `${date} ${time} does not exist in ${SLOT_TIME_ZONE}`, {
      cause,
    });
  let plan: SchedulePlan;
  try {
    plan = slotWindow(date, time);
  } catch (cause) {
    throw notBookable(cause);
  }
  const start = new Date(plan.earliestAt);
  // A wall time skipped by the spring DST change does not survive the round trip.
  if (Number.isNaN(start.getTime()) || bratislavaWallTime(start) !== `${date} ${time}`) {
    throw notBookable();
  }
  if (start.getTime() <= now.getTime()) {
    throw new HttpError('slot_in_past', `The slot ${date} ${time} (${SLOT_TIME_ZONE}) has passed`);
  }
  return { earliestAt: plan.earliestAt, latestAt: plan.latestAt };
}
