// The demo form reports every invalid field at once (on submit and on blur) and keeps its submit
// button an ordinary, pressable button while something is missing (the hint as its description).
import { fillContact, openDemoModal, openImmediateRequest } from './demo-request/form.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test, withConsent } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'dismissed');
});

test('a bad e-mail and a bad phone are reported together; focus goes to the first', async ({
  page,
}) => {
  const dialog = await openImmediateRequest(page);
  const contact = { name: 'Ján Novák', email: 'jan.novak@firma', phone: '0905 12' };
  await fillContact(dialog, contact, 'financie');
  await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
  const email = dialog.getByLabel('E-mail');
  const phone = dialog.getByLabel('Telefónne číslo');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  // shown whole with its label above it, however far the dialog was scrolled down to the button
  await expect(dialog.locator('label', { hasText: /^E-mail$/ })).toBeInViewport({ ratio: 1 });
  await expect(email).toBeInViewport({ ratio: 1 });
  expect(await axeViolations(page)).toEqual([]);
});

test('a field is checked when it loses focus, without moving focus', async ({ page }) => {
  const dialog = await openDemoModal(page);
  const email = dialog.getByLabel('E-mail');
  await email.fill('jan.novak@firma');
  await email.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Telefónne číslo')).toBeFocused();
  await email.fill('jan.novak@firma.sk');
  await expect(email).not.toHaveAttribute('aria-invalid');
});

test('the submit button is focusable while fields are missing and says what is missing', async ({
  page,
}) => {
  const dialog = await openImmediateRequest(page);
  await dialog.getByLabel('Meno a priezvisko').fill('Ján Novák');
  const submit = dialog.getByRole('button', { name: 'Zavolajte mi teraz' });
  // never disabled-looking while it can be pressed (no aria-disabled either)
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.focus();
  await expect(submit).toBeFocused();
  await expect(submit).toHaveAccessibleDescription(/^Na odoslanie ešte chýba: e-mail, /);
  // pressing it sends nothing and takes the visitor to the first missing field
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/demo_requests')) sent = true;
  });
  await submit.press('Enter');
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Meno a priezvisko')).not.toHaveAttribute('aria-invalid');
  expect(sent).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});

test('"e-mail" is written with an ordinary hyphen: find-in-page and label search match it', async ({
  page,
}) => {
  const dialog = await openDemoModal(page);
  await dialog.getByLabel('Meno a priezvisko').fill('Ján Novák');
  const hint = dialog.getByTestId('submit-missing');
  await expect(hint).toContainText('e-mail');
  await expect(hint.locator('span.whitespace-nowrap', { hasText: 'e-mail' })).toHaveCount(1);
  await page.goto('/gdpr');
  expect(await page.locator('main').textContent()).not.toContain('\u2011');
  await expect(page.locator('main')).toContainText('e-mail');
});
