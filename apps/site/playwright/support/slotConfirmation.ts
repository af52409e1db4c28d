import { expect, type Locator, type Page } from '@playwright/test';
import { requiredConsent } from '../demo-request/consent.ts';
import type { Visitor } from '../demo-request/visitor.ts';
import { tabTo } from './tabTo.ts';
import { typeInto } from './typing.ts';

/**
 * On a confirmation already open (a tapped slot): the visitor's contact typed, an industry picked
 * and the required consent ticked. The submit is left to the test.
 */
export async function fillSlotConfirmation(card: Locator, visitor: Visitor) {
  await typeInto(card.getByLabel('Meno a priezvisko'), visitor.name);
  await typeInto(card.getByLabel('Telefónne číslo'), visitor.phone);
  await typeInto(card.getByLabel('E-mail'), visitor.email);
  await card.getByLabel('Odvetvie').selectOption('reality');
  await requiredConsent(card).check();
}

/**
 * Keyboard only, on the booking card (a voice call's or a text conversation's): Enter on the
 * focused slot opens its confirmation (focus on its title), Tab to each field and type the
 * visitor's contact, pick an industry and tick the required consent. The submit is left to the test.
 */
export async function fillSlotConfirmationByKeyboard(page: Page, card: Locator, visitor: Visitor) {
  await page.keyboard.press('Enter');
  await fillOpenSlotConfirmationByKeyboard(page, card, visitor);
}

/**
 * Keyboard only, on a confirmation already open with the focus on its title (a tapped slot, or a
 * slot written to the assistant in the text conversation): the contact, an industry, the consent.
 */
export async function fillOpenSlotConfirmationByKeyboard(
  page: Page,
  card: Locator,
  visitor: Visitor,
) {
  await expect(card.getByRole('heading', { name: /^Potvrďte termín/ })).toBeFocused();
  await tabTo(page, card.getByLabel('Meno a priezvisko'));
  await page.keyboard.type(visitor.name);
  await tabTo(page, card.getByLabel('Telefónne číslo'));
  await page.keyboard.type(visitor.phone);
  await tabTo(page, card.getByLabel('E-mail'));
  await page.keyboard.type(visitor.email);
  const industry = card.getByLabel('Odvetvie');
  await tabTo(page, industry);
  await page.keyboard.press('ArrowDown');
  await expect(industry).not.toHaveValue('');
  await tabTo(page, requiredConsent(card));
  await page.keyboard.press('Space');
  await expect(requiredConsent(card)).toBeChecked();
}
