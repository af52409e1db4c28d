// What the local Vapi's chat understands of a typed choice among the offered demo slots, as the
// assistant's model would before calling `select_demo_slot`: an ordinal ("ten druhý", "prvý
// termín", "posledný"), a time ("o 10:30", "o desiatej", "o pol jedenástej"), a weekday ("v
// utorok"), or a weekday and a time together. A choice names exactly one offered slot; anything
// else (a day alone, a question, two slots) is no choice.
import type { DemoSlotOffer } from '@hlasovy-asistent/validation';

const ORDINALS: Record<string, number> = {};
for (const [index, forms] of [
  [0, ['prvý', 'prvá', 'prvé', 'prvú', 'prvom', 'prvého']],
  [1, ['druhý', 'druhá', 'druhé', 'druhú', 'druhom', 'druhého']],
  [2, ['tretí', 'tretia', 'tretie', 'tretiu', 'treťom', 'tretieho']],
] as const) {
  for (const form of forms) ORDINALS[form] = index;
}
const LAST = new Set(['posledný', 'posledná', 'posledné', 'poslednú', 'poslednom', 'posledného']);

/** Hours said in the locative ("o desiatej"); 1-7 also stand for the afternoon. */
const HOUR_WORDS = [
  'jednej',
  'druhej',
  'tretej',
  'štvrtej',
  'piatej',
  'šiestej',
  'siedmej',
  'ôsmej',
  'deviatej',
  'desiatej',
  'jedenástej',
  'dvanástej',
  'trinástej',
  'štrnástej',
  'pätnástej',
  'šestnástej',
  'sedemnástej',
];

/** Weekday forms (nominative, accusative, genitive) -> getUTCDay(). */
const WEEKDAYS: Record<string, number> = {};
for (const [day, forms] of [
  [0, ['nedeľa', 'nedeľu', 'nedele']],
  [1, ['pondelok', 'pondelka']],
  [2, ['utorok', 'utorka']],
  [3, ['streda', 'stredu', 'stredy']],
  [4, ['štvrtok', 'štvrtka']],
  [5, ['piatok', 'piatka']],
  [6, ['sobota', 'sobotu', 'soboty']],
] as const) {
  for (const form of forms) WEEKDAYS[form] = day;
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
