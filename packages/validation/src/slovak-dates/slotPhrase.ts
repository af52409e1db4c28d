import { todayInZone } from '../time-slots/todayInZone.ts';
import { spokenClock, writtenClock } from './clockWords.ts';
import {
  type DatePreposition,
  dayOrdinalGenitive,
  MONTHS_GENITIVE,
  RELATIVE_DAY_FORMS,
  WEEKDAY_FORMS,
} from './slovakDateWords.ts';

export type { DatePreposition };

/**
 * How a date is put in Slovak. `after`: the preposition the phrase follows, which sets the case
 * ("bare" nominative: "piatok"; "v"/"na" + accusative: "v stredu", "na nedeľu"; "od"/"do" +
 * genitive: "do piatka"). `style`: "written" ("4. decembra o 9:00", no leading zero) or "spoken"
 * ("štvrtého decembra o deviatej", as a person says it). `now`: "dnes" and "zajtra" for today and
 * tomorrow in Bratislava (calendar days, right across the daylight-saving changes); without it
 * every date is named.
 */
export interface DatePhraseOptions {
  after?: DatePreposition;
  style?: 'written' | 'spoken';
  now?: Date | number;
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

/** A day ('yyyy-MM-dd'): "v piatok 4. decembra", "na nedeľu štvrtého decembra", "zajtra". */
export function dayPhrase(date: string, options: DatePhraseOptions = {}): string {
  const relative = relativeDay(date, options);
  if (relative) return relative;
  const { month, day, weekday } = calendar(date);
  const number = options.style === 'spoken' ? dayOrdinalGenitive(day) : `${day}.`;
  return `${weekdayPhrase(weekday, options.after)} ${number} ${MONTHS_GENITIVE[month - 1]}`;
}

/** A clock time ('HH:mm') after "o": "o 9:00" written, "o deviatej" spoken. */
export function clockPhrase(time: string, style: DatePhraseOptions['style'] = 'written'): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return style === 'spoken' ? spokenClock(hours, minutes) : `o ${writtenClock(hours, minutes)}`;
}

/**
 * A slot (Bratislava date and time) in Slovak: "piatok 4. decembra o 9:00" (the card), "na nedeľu
 * 29. novembra o 4:00" (booked for), "v pondelok tridsiateho novembra o deviatej" (spoken),
 * "zajtra o 9:00".
 */
export function slotPhrase(date: string, time: string, options: DatePhraseOptions = {}): string {
  return `${dayPhrase(date, options)} ${clockPhrase(time, options.style)}`;
}

/** "a, b a c" */
function joinAnd(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} a ${items.at(-1)}`;
}

/**
 * Several slots, each day named once: "v pondelok 30. novembra o 9:00, 10:00 a 11:00" (written),
 * "v pondelok tridsiateho novembra o deviatej, o desiatej a o jedenástej" (spoken); days in the
 * order of the slots.
 */
export function slotListPhrase(
  slots: readonly { date: string; time: string }[],
  options: DatePhraseOptions = {},
): string {
  const days: { date: string; times: string[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.times.push(slot.time);
    else days.push({ date: slot.date, times: [slot.time] });
  }
  return joinAnd(
    days.map(({ date, times }) => {
      const clocks = times.map((time, i) =>
        options.style === 'spoken' || i === 0
          ? clockPhrase(time, options.style)
          : clockPhrase(time).slice(2),
      );
      return `${dayPhrase(date, options)} ${joinAnd(clocks)}`;
    }),
  );
}
