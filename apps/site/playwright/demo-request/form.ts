// Opening the demo modal and filling an immediate request, as a visitor does.
import type { Locator, Page } from '@playwright/test';
import { marketingConsent, requiredConsent } from './consent.ts';
import type { Visitor } from './visitor.ts';

export async function openDemoModal(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
  await dialog.getByLabel('Meno a priezvisko').waitFor();
  return dialog;
}

/** The "Volať teraz" tab, every required field, and the marketing box only when asked to. */
export async function fillImmediate(
  dialog: Locator,
  visitor: Visitor,
  { marketing = false }: { marketing?: boolean } = {},
): Promise<void> {
  await dialog.getByRole('tab', { name: 'Volať teraz' }).click();
  await dialog.getByLabel('Meno a priezvisko').fill(visitor.name);
  await dialog.getByLabel('E-mail').fill(visitor.email);
  await dialog.getByLabel('Telefónne číslo').fill(visitor.phone);
  await dialog.getByLabel('Odvetvie').selectOption('financie');
  await requiredConsent(dialog).check();
  if (marketing) await marketingConsent(dialog).check();
}
