/**
 * A Slovak noun's forms for a count, by the CLDR categories `Intl.PluralRules('sk')` picks:
 * `one` (1), `few` (2-4), `many` (fractions: "1,5 minúty") and `other` (0, 5 and more).
 */
export interface SlovakForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

const rules = new Intl.PluralRules('sk');

/** The count and its form: `plural(2, days)` is "2 dni"; `space` joins them (a no-break space). */
export function plural(count: number, forms: SlovakForms, space = ' '): string {
  return `${count}${space}${forms[rules.select(count) as keyof SlovakForms] ?? forms.other}`;
}

/** A whole number with its thousands apart, as Slovak writes it: "1 000", "12 500". */
export function numberSk(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

const DAYS: SlovakForms = { one: 'deň', few: 'dni', many: 'dňa', other: 'dní' };
/** The accusative after "najviac" / "trvať": "1 minútu", "2 minúty", "5 minút". */
const MINUTES_ACCUSATIVE: SlovakForms = {
  one: 'minútu',
  few: 'minúty',
  many: 'minúty',
  other: 'minút',
};

/** A number of days, as the retention periods are stated: "1 deň", "2 dni", "180 dní". */
export function daysSk(days: number): string {
  return plural(days, DAYS);
}

/** A call's longest length, joined by a no-break space: "1 minútu", "2 minúty", "5 minút". */
export function minutesSk(minutes: number): string {
  return plural(minutes, MINUTES_ACCUSATIVE, '\u00a0');
}

const SECONDS_ACCUSATIVE: SlovakForms = {
  one: 'sekundu',
  few: 'sekundy',
  many: 'sekundy',
  other: 'sekúnd',
};
const HOURS_ACCUSATIVE: SlovakForms = {
  one: 'hodinu',
  few: 'hodiny',
  many: 'hodiny',
  other: 'hodín',
};

/**
 * A wait after "o" ("in"), in its largest whole unit, rounded up: "o sekundu", "o 40 sekúnd",
 * "o minútu", "o 2 minúty", "o hodinu"; one of a unit without the number.
 */
export function waitSk(seconds: number): string {
  const [count, forms] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), SECONDS_ACCUSATIVE]
      : seconds < 3_600
        ? [Math.ceil(seconds / 60), MINUTES_ACCUSATIVE]
        : [Math.ceil(seconds / 3_600), HOURS_ACCUSATIVE];
  return count === 1 ? forms.one : plural(count, forms, '\u00a0');
}
