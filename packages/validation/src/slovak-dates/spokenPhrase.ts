// The one Slovak date formatter, said as a person says it (an assistant's line in a call): "v
// pondelok tridsiateho novembra o deviatej", "na zajtra o desiatej tridsať". Written:
// slotPhrase.ts.
import { spokenClock } from './clockWords.ts';
import {
  clockPhraseIn,
  type DatePhraseOptions,
  dayPhraseIn,
  type NumberWords,
  slotListPhraseIn,
} from './phraseCore.ts';
import { dayOrdinalGenitive } from './slovakDateWords.ts';

const SPOKEN: NumberWords = {
  day: dayOrdinalGenitive,
  clock: spokenClock,
  oBeforeEach: true,
};

/** A day said: "v piatok štvrtého decembra", "zajtra". */
export function spokenDayPhrase(date: string, options: DatePhraseOptions = {}): string {
  return dayPhraseIn(SPOKEN, date, options);
}

/** A clock time said after "o": "o deviatej", "o deviatej tridsať", "o polnoci". */
export function spokenClockPhrase(time: string): string {
  return clockPhraseIn(SPOKEN, time);
}

/** A slot said: "v pondelok tridsiateho novembra o deviatej". */
export function spokenSlotPhrase(
  date: string,
  time: string,
  options: DatePhraseOptions = {},
): string {
  return `${spokenDayPhrase(date, options)} ${spokenClockPhrase(time)}`;
}

/** Several slots said, each day once, "o" before each hour: "zajtra o deviatej a o desiatej". */
export function spokenSlotListPhrase(
  slots: readonly { date: string; time: string }[],
  options: DatePhraseOptions = {},
): string {
  return slotListPhraseIn(SPOKEN, slots, options);
}
