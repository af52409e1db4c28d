import {
  lastBookableDate,
  localTimeExists,
  slotWindow,
  TIME_ZONE,
} from '@hlasovy-asistent/validation';
import { HttpError } from './errors.ts';

export interface SchedulePlan {
  earliestAt: string;
  latestAt: string;
}

/**
 * `schedulePlan` for a slot chosen in Europe/Bratislava (DST-correct, latestAt = slot end).
 * A wall time skipped by the spring DST change, a slot that already started, or a day after
 * the horizon (today + `maxDays`, SCHEDULE_MAX_DAYS) is a 422.
 */
export function schedulePlanFor(
  date: string,
  time: string,
  now: Date,
  maxDays: number,
): SchedulePlan {
  if (!localTimeExists(date, time)) {
    throw new HttpError('slot_not_bookable', `${date} ${time} does not exist in ${TIME_ZONE}`);
  }
  const plan = slotWindow(date, time);
  if (new Date(plan.earliestAt).getTime() <= now.getTime()) {
    throw new HttpError('slot_in_past', `The slot ${date} ${time} (${TIME_ZONE}) has passed`);
  }
  const last = lastBookableDate(maxDays, now);
  if (date > last) {
    throw new HttpError(
      'slot_too_far',
      `Calls can be scheduled up to ${maxDays} days ahead (until ${last}, ${TIME_ZONE})`,
    );
  }
  return { earliestAt: plan.earliestAt, latestAt: plan.latestAt };
}
