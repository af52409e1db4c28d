// The Slovak words of dates and times, per case: the one table behind slotPhrase and
// weekdayPhrase. Weekdays are indexed as Date#getUTCDay() (0 = Sunday).

/** The weekday after each preposition, with the preposition ("vo štvrtok", "do piatka"). */
export const WEEKDAY_FORMS = {
  /** Nominative: the card's button ("piatok 4. decembra o 9:00"). */
  bare: ['nedeľa', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota'],
  /** "v" + accusative: when ("v pondelok", "vo štvrtok"). */
  v: ['v nedeľu', 'v pondelok', 'v utorok', 'v stredu', 'vo štvrtok', 'v piatok', 'v sobotu'],
  /** "na" + accusative: booked for ("na nedeľu", "na stredu"). */
  na: [
    'na nedeľu',
    'na pondelok',
    'na utorok',
    'na stredu',
    'na štvrtok',
    'na piatok',
    'na sobotu',
  ],
  /** "od" + genitive: from ("od pondelka", "od stredy"). */
  od: [
    'od nedele',
    'od pondelka',
    'od utorka',
    'od stredy',
    'od štvrtka',
    'od piatka',
    'od soboty',
  ],
  /** "do" + genitive: until ("do piatka", "do nedele"). */
  do: [
    'do nedele',
    'do pondelka',
    'do utorka',
    'do stredy',
    'do štvrtka',
    'do piatka',
    'do soboty',
  ],
} as const;

export type DatePreposition = keyof typeof WEEKDAY_FORMS;

/** "dnes" and "zajtra" after each preposition ("na zajtra", "do zajtra"). */
export const RELATIVE_DAY_FORMS: Record<DatePreposition, { today: string; tomorrow: string }> = {
  bare: { today: 'dnes', tomorrow: 'zajtra' },
  v: { today: 'dnes', tomorrow: 'zajtra' },
  na: { today: 'na dnes', tomorrow: 'na zajtra' },
  od: { today: 'od dneška', tomorrow: 'od zajtra' },
  do: { today: 'do dneška', tomorrow: 'do zajtra' },
};

/** Months in the genitive, as after a day number ("4. decembra"). */
export const MONTHS_GENITIVE = [
  'januára',
  'februára',
  'marca',
  'apríla',
  'mája',
  'júna',
  'júla',
  'augusta',
  'septembra',
  'októbra',
  'novembra',
  'decembra',
] as const;

const UNITS = [
  '',
  'prvého',
  'druhého',
  'tretieho',
  'štvrtého',
  'piateho',
  'šiesteho',
  'siedmeho',
  'ôsmeho',
  'deviateho',
];
const TEENS = [
  'desiateho',
  'jedenásteho',
  'dvanásteho',
  'trinásteho',
  'štrnásteho',
  'pätnásteho',
  'šestnásteho',
  'sedemnásteho',
  'osemnásteho',
  'devätnásteho',
];

/** A day of the month said as an ordinal in the genitive, 1-31 ("štvrtého", "dvadsiateho prvého"). */
export function dayOrdinalGenitive(day: number): string {
  if (day < 10) return UNITS[day] ?? String(day);
  if (day < 20) return TEENS[day - 10] ?? String(day);
  const tens = day < 30 ? 'dvadsiateho' : 'tridsiateho';
  const unit = UNITS[day % 10] ?? '';
  return unit ? `${tens} ${unit}` : tens;
}
