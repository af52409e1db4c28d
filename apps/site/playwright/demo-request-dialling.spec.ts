// The dialling rules in the browser, against the production build and the real local stack: the
// phone field names the callable countries, a number elsewhere is refused before anything is
// stored, a premium number of an allowed country is stored but not dialled (the function's type
// check), the honeypot and the form token. Runs in the desktop and mobile projects.
import type { Page, TestInfo } from '@playwright/test';
import { demoCall, requestsByEmail, resetFunctionRateLimits } from './demo-request/backend.ts';
import { fillContact, openImmediateRequest } from './demo-request/form.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { expect, test, withConsent } from './support/fixtures.ts';

const HINT =
  'Voláme iba na mobilné a pevné linky s predvoľbou +421 (Slovensko) alebo +420 (Česko).';
const REFUSED = `Na toto číslo vám nevieme zavolať. ${HINT}`;

/** A new visitor asking for a call now to `phone` (their own unless given), every field filled. */
async function requestCallTo(page: Page, info: TestInfo, phone?: string) {
  const visitor = newVisitor(info);
  const dialog = await openImmediateRequest(page);
  await fillContact(dialog, { ...visitor, phone: phone ?? visitor.phone }, 'financie');
  return { visitor, dialog };
}

test.describe('demo request: who can be called', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page, 'accepted');
  });

  test('the phone field names the callable countries before anything is sent', async ({ page }) => {
    const dialog = await openImmediateRequest(page);
    const phone = dialog.getByLabel('Telefónne číslo');
    await expect(dialog.getByText(HINT)).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(HINT);
    // the hint sits right under the field, not somewhere else in the dialog
    const field = await phone.boundingBox();
    const hint = await dialog.getByText(HINT).boundingBox();
    expect(field && hint && hint.y >= field.y + field.height - 1).toBe(true);
    expect(field && hint && hint.y - (field.y + field.height)).toBeLessThan(24);
  });

  test('a Nigerian number is refused at the field with the countries named; nothing is stored', async ({
    page,
    e2e,
  }, info) => {
    const { visitor, dialog } = await requestCallTo(page, info, '+234 803 123 4567');
    await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
    const phone = dialog.getByLabel('Telefónne číslo');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(`${HINT} ${REFUSED}`);
    await expect(dialog.getByText(REFUSED)).toBeVisible();
    await expect(phone).toHaveValue('+234 803 123 4567');
    expect(await requestsByEmail(e2e, visitor.email)).toEqual([]);

    await phone.fill(visitor.phone);
    await resetFunctionRateLimits(e2e);
    await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
    await expect(dialog.getByRole('status')).toContainText('Pripravte si dobrú náladu a otázky');
    const [row] = await requestsByEmail(e2e, visitor.email);
    await expect
      .poll(async () => (await demoCall(e2e, row?.request_id ?? ''))?.outcome)
      .toBe('call_placed');
  });

  test('a Slovak premium-rate number: success without the promise of a call, the lead is kept, no call', async ({
    page,
    e2e,
  }, info) => {
    const { visitor, dialog } = await requestCallTo(page, info, '0900 123 456');
    await resetFunctionRateLimits(e2e);
    const answered = page.waitForResponse('**/functions/v1/handle-demo-request');
    await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
    // the server refused the call: no "v priebehu niekoľkých sekúnd", a truthful text instead
    await expect(dialog.getByRole('status')).toContainText('Ozveme sa vám čo najskôr');
    await expect(dialog.getByRole('status')).not.toContainText('niekoľkých sekúnd');
    expect((await answered).status()).toBe(422); // phone_type_not_allowed, logged as a warning
    const rows = await requestsByEmail(e2e, visitor.email);
    expect(rows).toHaveLength(1);
    expect(await demoCall(e2e, rows[0]?.request_id ?? '')).toBeNull();
  });

  test('the form asks for its token when it opens and sends it; a filled honeypot is not dialled', async ({
    page,
    e2e,
  }, info) => {
    const tokenRequest = page.waitForRequest('**/functions/v1/demo-form-token');
    const { visitor, dialog } = await requestCallTo(page, info);
    await tokenRequest;
    // what a form-filling bot does: fills every input, hidden ones included
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await resetFunctionRateLimits(e2e);
    const sent = page.waitForRequest('**/functions/v1/handle-demo-request');
    const answered = page.waitForResponse('**/functions/v1/handle-demo-request');
    await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
    await expect(dialog.getByRole('status')).toBeVisible(); // same view as anyone
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.formToken).toMatch(/^v1\./);
    expect(body.honeypot).toBe('https://spam.example');
    expect((await answered).status()).toBe(403);
    const [row] = await requestsByEmail(e2e, visitor.email);
    expect(row).toBeTruthy();
    expect(await demoCall(e2e, row?.request_id ?? '')).toBeNull();
  });
});
