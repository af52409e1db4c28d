// Opening the demo modal and filling it, as a visitor does.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { typeInto } from '../support/typing.ts';
import { marketingConsent, requiredConsent } from './consent.ts';
import type { Visitor } from './visitor.ts';

/** The demo modal opened from the hero's button: visible, its first field focused. */
export async function openDemoModal(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Meno a priezvisko')).toBeFocused();
  return dialog;
}

/** The demo modal on its "Volať teraz" tab (a call now). */
export async function openImmediateRequest(page: Page): Promise<Locator> {
  const dialog = await openDemoModal(page);
  await dialog.getByRole('tab', { name: 'Volať teraz' }).click();
  return dialog;
}

/** What the visitor types into the contact fields. */
export type Contact = Pick<Visitor, 'name' | 'email' | 'phone'>;

/** The contact typed as a visitor types it, an industry picked and the required consent ticked. */
export async function fillContact(dialog: Locator, contact: Contact, industry = 'reality') {
  await typeInto(dialog.getByLabel('Meno a priezvisko'), contact.name);
  await typeInto(dialog.getByLabel('E-mail'), contact.email);
  await typeInto(dialog.getByLabel('Telefónne číslo'), contact.phone);
  await dialog.getByLabel('Odvetvie').selectOption(industry);
  await requiredConsent(dialog).check();
}

/** The "Volať teraz" tab, every required field, and the marketing box only when asked to. */
export async function fillImmediate(
  dialog: Locator,
  visitor: Visitor,
  { marketing = false }: { marketing?: boolean } = {},
): Promise<void> {
  await dialog.getByRole('tab', { name: 'Volať teraz' }).click();
  await fillContact(dialog, visitor, 'financie');
  if (marketing) await marketingConsent(dialog).check();
}
