import { TIME_ZONE } from './timeSlotConstants.ts';

/** Wall-clock reading in Bratislava at one instant. */
export interface WallClock {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** The same reading, as if it were UTC, in epoch ms (seconds included). */
  asUtcMs: number;
}

let formatter: Intl.DateTimeFormat | undefined;

const parts = (epochMs: number): Record<string, string> => {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out: Record<string, string> = {};
  for (const p of formatter.formatToParts(epochMs)) out[p.type] = p.value;
  return out;
};

/** Reads the Bratislava wall clock at `epochMs` through `Intl` (works in browsers, Node, Deno). */
export function wallClock(epochMs: number): WallClock {
  const p = parts(epochMs);
  const year = Number(p.year);
  const [month, day, hour, minute, second] = [p.month, p.day, p.hour, p.minute, p.second].map(
    Number,
  ) as [number, number, number, number, number];
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, month - 1, day);
  asUtc.setUTCHours(hour, minute, second, 0);
  return {
    date: `${String(year).padStart(4, '0')}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    asUtcMs: asUtc.getTime(),
  };
}
