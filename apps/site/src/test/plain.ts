import { NBSP } from '../lib/typography.ts';

/** Text as a reader hears it: the typography's no-break spaces as plain ones. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replaceAll(NBSP, ' ');
}

/**
 * An exact matcher for typeset text written plainly: a space also matches a no-break space. For names and descriptions, which Testing Library and jest-dom
 * compare without normalising spaces: `getByRole('checkbox', { name: plainly('Súhlasím so ...') })`.
 */
export function plainly(text: string): RegExp {
  const pattern = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', `[ ${NBSP}]`);
  return new RegExp(`^${pattern}$`);
}
