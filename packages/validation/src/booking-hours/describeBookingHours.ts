import { writtenClock } from '../slovak-dates/clockWords.ts';
import { weekdayPhrase } from '../slovak-dates/slotPhrase.ts';
import type { BookingHours, OpenRange } from './bookingHours.ts';

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const clock = (minutes: number) => writtenClock(Math.floor(minutes / 60), minutes % 60);
const rangesText = (ranges: readonly OpenRange[]) =>
  ranges.map((r) => `od ${clock(r.from)} do ${clock(r.to)}`).join(' a ');

/** Consecutive runs of days (Monday first): [[1, 2, 3], [5]]. */
function runsOf(days: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last !== undefined && WEEK_ORDER.indexOf(day) === WEEK_ORDER.indexOf(last) + 1) {
      run.push(day);
    } else runs.push([day]);
  }
  return runs;
}

/** A run of days: "od pondelka do piatka" (three or more), else "v pondelok a v utorok". */
function runText(run: readonly number[]): string {
  const first = run[0] as number;
  const last = run.at(-1) as number;
  return run.length >= 3
    ? `${weekdayPhrase(first, 'od')} ${weekdayPhrase(last, 'do')}`
    : run.map((day) => weekdayPhrase(day, 'v')).join(' a ');
}

/**
 * The hours in Slovak, Monday first, days with the same hours together: "od pondelka do piatka
 * od 9:00 do 17:00", "v pondelok a v stredu od 9:00 do 12:00, v piatok od 13:00 do 15:00".
 */
export function describeBookingHours(hours: BookingHours): string {
  const groups = new Map<string, number[]>();
  for (const day of WEEK_ORDER) {
    const ranges = hours.days[day] ?? [];
    if (ranges.length === 0) continue;
    const text = rangesText(ranges);
    groups.set(text, [...(groups.get(text) ?? []), day]);
  }
  return [...groups]
    .map(([text, days]) => `${runsOf(days).map(runText).join(' a ')} ${text}`)
    .join(', ');
}
