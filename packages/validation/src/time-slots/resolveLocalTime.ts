import { ValidationError } from '../ValidationError.ts';
import { isCalendarDate } from './isCalendarDate.ts';
import { CLOCK_TIME_PATTERN } from './isSlotTime.ts';
import { wallClock } from './wallClock.ts';

const DAY_MS = 86_400_000;

/** Every instant at which Bratislava's wall clock reads `date time`, earliest first. */
export interface LocalTimeResolution {
  /** 0 entries: skipped by a spring-forward gap; 2: repeated by a fall-back. */
  occurrences: number[];
  /** The wall time read as UTC (epoch ms). */
  asUtcMs: number;
  /** Offset (ms) in force one day before; used to push a gap time forward. */
  offsetBeforeMs: number;
}

/** Resolves a Bratislava wall time; throws `ValidationError` on malformed input. */
export function resolveLocalTime(date: string, time: string): LocalTimeResolution {
  if (!isCalendarDate(date)) {
    throw new ValidationError('invalid_date', `Not a yyyy-MM-dd calendar date: ${date}`);
  }
  const t = CLOCK_TIME_PATTERN.exec(time);
  if (!t) throw new ValidationError('invalid_time', `Not an HH:mm time: ${time}`);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8)),
  );
  asUtc.setUTCHours(Number(t[1]), Number(t[2]), 0, 0);
  const asUtcMs = asUtc.getTime();
  const offsetBeforeMs = wallClock(asUtcMs - DAY_MS).asUtcMs - (asUtcMs - DAY_MS);
  const offsetAfterMs = wallClock(asUtcMs + DAY_MS).asUtcMs - (asUtcMs + DAY_MS);
  const candidates = [...new Set([asUtcMs - offsetBeforeMs, asUtcMs - offsetAfterMs])];
  const occurrences = candidates
    .filter((c) => {
      const w = wallClock(c);
      return w.date === date && w.time === time;
    })
    .sort((a, b) => a - b);
  return { occurrences, asUtcMs, offsetBeforeMs };
}
