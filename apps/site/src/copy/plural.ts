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
