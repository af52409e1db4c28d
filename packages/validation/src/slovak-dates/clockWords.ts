// How a clock time is put in Slovak after "o": written without a leading zero ("o 9:00"), or
// said as a person says it ("o deviatej tridsať"). Part of the one Slovak date formatter.

/** The hour 1-23 as said after "o" (the locative of the ordinal: "o deviatej", "o trinástej"). */
const HOURS_LOCATIVE = [
  '',
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
  'osemnástej',
  'deviatnástej',
  'dvadsiatej',
  'dvadsiatej prvej',
  'dvadsiatej druhej',
  'dvadsiatej tretej',
];

/** Minutes of a quarter hour, said after the hour ("o deviatej tridsať"). */
const QUARTERS: Record<number, string> = { 15: 'pätnásť', 30: 'tridsať', 45: 'štyridsaťpäť' };

/**
 * A clock time as a person says it after "o": "o deviatej", "o deviatej tridsať", "o polnoci",
 * "o pätnásť minút po polnoci"; times off the quarter hour keep their digits ("o 9:07").
 */
export function spokenClock(hours: number, minutes: number): string {
  const quarter = minutes === 0 ? '' : QUARTERS[minutes];
  if (quarter === undefined) return `o ${writtenClock(hours, minutes)}`;
  if (hours === 0) return quarter ? `o ${quarter} minút po polnoci` : 'o polnoci';
  const hour = HOURS_LOCATIVE[hours];
  return quarter ? `o ${hour} ${quarter}` : `o ${hour}`;
}

/** A clock time in writing, without a leading zero in the hour ("9:00", "14:30"). */
export function writtenClock(hours: number, minutes: number): string {
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}
