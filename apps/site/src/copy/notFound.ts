import { typesetCopy } from '../lib/typography.ts';

/** Texts of the 404 page: the heading stays English (lang="en"), the rest Slovak. */
export const notFoundCopy = {
  heading: 'Page Not Found',
  ...typesetCopy({
    text: 'Ups, táto stránka sa niekde stratila. Možno bola presunutá alebo odkaz nie je úplný.',
    home: 'Na úvodnú stránku',
    back: 'Späť',
    help: 'Ak ste hľadali ukážku asistenta, dohodnite si ju tu alebo nám zavolajte.',
    demo: 'Dohodnúť ukážku',
    call: 'Zavolať',
  } as const),
} as const;
