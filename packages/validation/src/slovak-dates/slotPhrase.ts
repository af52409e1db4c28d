// The one Slovak date formatter, written: "piatok 4. decembra o 9:00", "na nedeľu 29. novembra o
// 4:00", "zajtra o 9:00" (the card, the form, the end view, a written conversation). Said as a
// person says them: spokenPhrase.ts.
import { writtenClock } from './clockWords.ts';
import {
  clockPhraseIn,
  type DatePhraseOptions,
  dayPhraseIn,
  type NumberWords,
  slotListPhraseIn,
} from './phraseCore.ts';

export { type DatePhraseOptions, weekdayPhrase } from './phraseCore.ts';
export type { DatePreposition } from './slovakDateWords.ts';

const WRITTEN: NumberWords = {
  day: (day) => `${day}.`,
  clock: (hours, minutes) => `o ${writtenClock(hours, minutes)}`,
  oBeforeEach: false,
};

/** A day ('yyyy-MM-dd'): "v piatok 4. decembra", "na nedeľu 29. novembra", "zajtra". */
export function dayPhrase(date: string, options: DatePhraseOptions = {}): string {
  return dayPhraseIn(WRITTEN, date, options);
}

/** A clock time ('HH:mm') after "o", without a leading zero: "o 9:00". */
export function clockPhrase(time: string): string {
  return clockPhraseIn(WRITTEN, time);
}

/** A slot (Bratislava date and time): "piatok 4. decembra o 9:00", "na zajtra o 9:00". */
export function slotPhrase(date: string, time: string, options: DatePhraseOptions = {}): string {
  return `${dayPhrase(date, options)} ${clockPhrase(time)}`;
}

/** Several slots, each day named once: "v pondelok 30. novembra o 9:00, 10:00 a 11:00". */
export function slotListPhrase(
  slots: readonly { date: string; time: string }[],
  options: DatePhraseOptions = {},
): string {
  return slotListPhraseIn(WRITTEN, slots, options);
}
