// What the local Vapi understands of a visitor's written words about demo slots (a chat turn, or
// a typed turn in a call), as the assistant's model would before calling a booking tool:
// - a choice among the offered slots (`select_demo_slot`): an ordinal ("ten druhý", "prvý
//   termín", "posledný"), a time ("o 10:30", "o desiatej", "o pol jedenástej"), a weekday ("v
//   utorok"), or a weekday and a time together; a choice names exactly one offered slot;
// - a wish for other slots (`demo_slots` with a date and time): "iný deň" (the day after the
//   last one offered), "zajtra", "pozajtra", a weekday ("v utorok": the next one), a part of the
//   day ("popoludní": from 12:00) or an hour ("o 14:00").
import {
  type DemoSlotOffer,
  spokenClockPhrase,
  todayInZone,
  weekdayPhrase,
} from '@hlasovy-asistent/validation';

const ORDINALS: Record<string, number> = {};
for (const [index, forms] of [
  [0, ['prvý', 'prvá', 'prvé', 'prvú', 'prvom', 'prvého']],
  [1, ['druhý', 'druhá', 'druhé', 'druhú', 'druhom', 'druhého']],
  [2, ['tretí', 'tretia', 'tretie', 'tretiu', 'treťom', 'tretieho']],
] as const) {
  for (const form of forms) ORDINALS[form] = index;
}
const LAST = new Set(['posledný', 'posledná', 'posledné', 'poslednú', 'poslednom', 'posledného']);

/**
 * Hours said in the locative ("o desiatej"), 1-17, as the one Slovak date formatter says them
 * (spokenClockPhrase); 1-7 also stand for the afternoon.
 */
const HOUR_WORDS = Array.from({ length: 17 }, (_, i) =>
  spokenClockPhrase(`${String(i + 1).padStart(2, '0')}:00`).replace(/^o /, ''),
);

/**
 * Weekday forms -> getUTCDay(): the nominative, the accusative ("na stredu") and the genitive ("do
 * stredy"), as the one Slovak date formatter writes them (weekdayPhrase).
 */
const WEEKDAYS: Record<string, number> = {};
for (let day = 0; day < 7; day += 1) {
  for (const after of ['bare', 'na', 'do'] as const) {
    WEEKDAYS[weekdayPhrase(day, after).replace(/^(na|do) /, '')] = day;
  }
}

interface Said {
  ordinal: number | 'last' | null;
  /** Times that fit what was said, 'HH:mm' (a word hour fits the morning and the afternoon). */
  times: string[];
  weekday: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function hoursOf(word: string | undefined): number[] {
  const index = word === undefined ? -1 : HOUR_WORDS.indexOf(word);
  if (index < 0) return [];
  const hour = index + 1;
  return hour <= 7 ? [hour, hour + 12] : [hour];
}

function read(text: string): Said {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\d:.]+/u)
    .filter(Boolean);
  const said: Said = { ordinal: null, times: [], weekday: null };
  words.forEach((word, i) => {
    const bare = word.replace(/\.$/, '');
    if (bare in ORDINALS) said.ordinal = ORDINALS[bare] as number;
    else if (LAST.has(bare)) said.ordinal = 'last';
    if (bare in WEEKDAYS) said.weekday = WEEKDAYS[bare] as number;
    const clock = /^(\d{1,2})[:.](\d{2})$/.exec(bare);
    if (clock) said.times = [`${pad(Number(clock[1]))}:${clock[2]}`];
    else if (/^\d{1,2}$/.test(bare) && words[i - 1] === 'o')
      said.times = [`${pad(Number(bare))}:00`];
    else if (bare === 'pol') {
      said.times = hoursOf(words[i + 1]).map((hour) => `${pad(hour - 1)}:30`);
    } else if (words[i - 1] !== 'pol' && hoursOf(bare).length > 0 && words[i - 1] === 'o') {
      said.times = hoursOf(bare).map((hour) => `${pad(hour)}:00`);
    }
  });
  return said;
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The one offered slot `text` chooses, or null (no choice, or more than one slot fits). */
export function chosenSlot(text: string, offered: readonly DemoSlotOffer[]): DemoSlotOffer | null {
  const said = read(text);
  if (said.ordinal === null && said.times.length === 0) return null;
  let fits = [...offered];
  if (said.ordinal !== null) {
    const slot = said.ordinal === 'last' ? offered.at(-1) : offered[said.ordinal];
    fits = slot ? [slot] : [];
  }
  if (said.weekday !== null) fits = fits.filter((slot) => weekdayOf(slot.date) === said.weekday);
  if (said.times.length > 0) fits = fits.filter((slot) => said.times.includes(slot.time));
  return fits.length === 1 ? (fits[0] as DemoSlotOffer) : null;
}

/** Words that ask about the demo or its slots: such a turn before any offer gets the offer. */
const ABOUT_SLOTS =
  /termín|ukážk|stretnut|kedy|voľn|hod[ií] sa|môže byť|prv[ýáéú]|druh[ýáéú]|tret[íiu]/i;

/** True when the words are about a demo or its slots (a slot named before any offer included). */
export function isAboutSlots(text: string): boolean {
  return ABOUT_SLOTS.test(text) || read(text).times.length > 0 || read(text).weekday !== null;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The `demo_slots` arguments a wish for other slots asks for (yyyy-MM-dd, HH:mm). */
export interface AskedSlots {
  date?: string;
  time?: string;
  /** "iný deň": the day after the offered ones. */
  anotherDay: boolean;
}

/**
 * The slots the words ask for, or null when they ask for none: "iný deň" (after the last offered
 * day), "zajtra", "pozajtra", "v utorok" (the next Tuesday, today included), "popoludní" (from
 * 12:00 on that day, else the first offered day), "o 14:00". `now` sets today (Bratislava).
 */
export function askedSlots(
  text: string,
  offered: readonly DemoSlotOffer[],
  now: Date | number,
): AskedSlots | null {
  const lower = text.toLowerCase();
  const said = read(text);
  const today = todayInZone(now);
  const lastOffered = offered.at(-1)?.date;
  let date: string | undefined;
  let anotherDay = false;
  if (/(^|[^\p{L}])(iný\s+deň|inom\s+dni|iného\s+dňa|ďalší\s+deň)/u.test(lower)) {
    anotherDay = true;
    date = addDays(lastOffered ?? today, 1);
  } else if (/\bpozajtra\b/.test(lower)) date = addDays(today, 2);
  else if (/\bzajtra\b/.test(lower)) date = addDays(today, 1);
  else if (/\bdnes\b/.test(lower)) date = today;
  else if (said.weekday !== null) {
    const ahead = (said.weekday - new Date(`${today}T12:00:00Z`).getUTCDay() + 7) % 7;
    date = addDays(today, ahead);
  }
  let time: string | undefined;
  if (/popoludn|poobed|odpoludn/.test(lower)) time = '12:00';
  else if (said.times.length > 0) time = said.times.at(-1);
  if (date === undefined && time === undefined) return null;
  // an hour alone is on the day already offered (else today)
  return { date: date ?? offered[0]?.date ?? today, ...(time ? { time } : {}), anotherDay };
}
