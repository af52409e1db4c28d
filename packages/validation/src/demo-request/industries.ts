/** The industry whose label is replaced by the visitor's free text. */
export const OTHER_INDUSTRY = 'iné služby';

/** The ten industry choices, in the order the form shows them. */
export const INDUSTRY_OPTIONS = [
  { value: 'financie', label: 'Financie' },
  { value: 'reality', label: 'Reality' },
  { value: 'eshopy', label: 'E-shopy' },
  { value: 'estetická klinika', label: 'Estetická klinika' },
  { value: 'zdravotníctvo', label: 'Zdravotníctvo' },
  { value: 'cestovný ruch', label: 'Cestovný ruch' },
  { value: 'právne služby', label: 'Právne služby' },
  { value: 'telekomunikácie', label: 'Telekomunikácie' },
  { value: 'verejné služby', label: 'Verejné služby (štátna správa)' },
  { value: OTHER_INDUSTRY, label: 'Iné služby' },
] as const satisfies readonly { value: string; label: string }[];

/** One industry value. */
export type Industry = (typeof INDUSTRY_OPTIONS)[number]['value'];

/** Just the values, in order. */
const INDUSTRY_VALUES: readonly Industry[] = INDUSTRY_OPTIONS.map((o) => o.value);

/** Narrows a string to an `Industry`. */
export function isIndustry(value: string): value is Industry {
  return (INDUSTRY_VALUES as readonly string[]).includes(value);
}
