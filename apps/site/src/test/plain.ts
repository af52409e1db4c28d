import { NB_HYPHEN, NBSP } from '../lib/typography.ts';

/** Text as a reader hears it: the typography's no-break spaces and hyphens as plain ones. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replaceAll(NBSP, ' ').replaceAll(NB_HYPHEN, '-');
}

/**
 * An exact matcher for typeset text written plainly: a space also matches a no-break space and a
 * hyphen a non-breaking one. For names and descriptions, which Testing Library and jest-dom
 * compare without normalising spaces: `getByRole('checkbox', { name: plainly('Súhlasím so ...') })`.
 */
export function plainly(text: string): RegExp {
  const pattern = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll(' ', `[ ${NBSP}]`)
    .replaceAll('-', `[-${NB_HYPHEN}]`);
  return new RegExp(`^${pattern}$`);
}
