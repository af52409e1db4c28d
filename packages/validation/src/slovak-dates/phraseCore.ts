// The one Slovak date formatter's core: the case after each preposition, "dnes"/"zajtra" by the
// Bratislava calendar, a list naming each day once. How numbers are put (written digits or spoken
// words) is the caller's `NumberWords`: slotPhrase.ts writes them, spokenPhrase.ts says them, so
// a page that only writes dates bundles none of the spoken words.
import { todayInZone } from '../time-slots/todayInZone.ts';
import {
  type DatePreposition,
  MONTHS_GENITIVE,
  RELATIVE_DAY_FORMS,
  WEEKDAY_FORMS,
} from './slovakDateWords.ts';

/**
 * How a date is put in Slovak. `after`: the preposition the phrase follows, which sets the case
 * ("bare" nominative: "piatok"; "v"/"na" + accusative: "v stredu", "na nedeľu"; "od"/"do" +
 * genitive: "do piatka"). `now`: "dnes" and "zajtra" for today and tomorrow in Bratislava
 * (calendar days, right across the daylight-saving changes); without it every date is named.
 */
export interface DatePhraseOptions {
  after?: DatePreposition;
  now?: Date | number;
}

/** Written ("4.", "o 9:00") or spoken ("štvrtého", "o deviatej"). */
export interface NumberWords {
  day(day: number): string;
  /** The time after "o", "o" included. */
  clock(hours: number, minutes: number): string;
  /** In a list of one day's times, "o" before each ("o deviatej, o desiatej") or the first only. */
  oBeforeEach: boolean;
}

const DAY_MS = 86_400_000;

function calendar(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The calendar day after `date` ('yyyy-MM-dd'), by the calendar, never by adding 24 hours. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** "dnes" / "zajtra" when `date` is today or tomorrow at `now` (Bratislava), else null. */
function relativeDay(date: string, options: DatePhraseOptions): string | null {
  if (options.now === undefined) return null;
  const today = todayInZone(options.now);
  const forms = RELATIVE_DAY_FORMS[options.after ?? 'bare'];
  if (date === today) return forms.today;
  if (date === nextDate(today)) return forms.tomorrow;
  return null;
}

/** The weekday 0-6 (0 = Sunday) after a preposition: "v pondelok", "do piatka", "nedeľa". */
export function weekdayPhrase(weekday: number, after: DatePreposition = 'bare'): string {
  const form = WEEKDAY_FORMS[after][weekday];
  if (form === undefined) throw new RangeError(`weekday ${weekday} is not 0-6`);
  return form;
}

export function dayPhraseIn(words: NumberWords, date: string, options: DatePhraseOptions): string {
  const relative = relativeDay(date, options);
  if (relative) return relative;
  const { month, day, weekday } = calendar(date);
  return `${weekdayPhrase(weekday, options.after)} ${words.day(day)} ${MONTHS_GENITIVE[month - 1]}`;
}

export function clockPhraseIn(words: NumberWords, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return words.clock(hours, minutes);
}

/** "a, b a c" */
function joinAnd(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} a ${items.at(-1)}`;
}

export function slotListPhraseIn(
  words: NumberWords,
  slots: readonly { date: string; time: string }[],
  options: DatePhraseOptions,
): string {
  const days: { date: string; times: string[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.times.push(slot.time);
    else days.push({ date: slot.date, times: [slot.time] });
  }
  return joinAnd(
    days.map(({ date, times }) => {
      const clocks = times.map((time, i) => {
        const clock = clockPhraseIn(words, time);
        return words.oBeforeEach || i === 0 ? clock : clock.replace(/^o /, '');
      });
      return `${dayPhraseIn(words, date, options)} ${joinAnd(clocks)}`;
    }),
  );
}
