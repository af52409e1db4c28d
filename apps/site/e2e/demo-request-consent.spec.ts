// A submitted lead carries its proof of consent (GDPR Art. 7(1)): the server's time, the version
// of the /gdpr text this build shows (recomputed here from the served page), the form and tab,
// and no marketing consent. Read back with the service role; the browser itself cannot read it.
import { consentTextVersion, mainText } from '../build/consentTextVersion.ts';
import { resetFunctionRateLimits } from './demo-request/backend.ts';
import { consentByEmail } from './demo-request/consent.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { expect, test, withConsent } from './support/fixtures.ts';

test('a submitted lead carries its consent record', async ({ page, e2e }, info) => {
  await withConsent(page, 'accepted');
  await page.goto('/gdpr');
  const shownVersion = consentTextVersion(
    mainText(await page.locator('main').evaluate((main) => main.outerHTML)),
  );

  const visitor = newVisitor(info);
  await page.goto('/');
  await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
  await dialog.getByRole('tab', { name: 'Volať teraz' }).click();
  await dialog.getByLabel('Meno a priezvisko').fill(visitor.name);
  await dialog.getByLabel('E-mail').fill(visitor.email);
  await dialog.getByLabel('Telefónne číslo').fill(visitor.phone);
  await dialog.getByLabel('Odvetvie').selectOption('financie');
  await dialog.getByRole('checkbox').first().check();
  await resetFunctionRateLimits(e2e);
  const before = Date.now();
  await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
  await expect(dialog.getByRole('status')).toContainText('Pripravte si dobrú náladu a otázky');
  const after = Date.now();

  const rows = await consentByEmail(e2e, visitor.email);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    consent_text_version: shownVersion,
    consent_source: 'demo-modal:immediate',
    marketing_consent: false,
  });
  expect(shownVersion).toMatch(/^gdpr-[0-9a-f]{16}$/);
  // the database's clock (same machine), not a value the browser chose
  const givenAt = Date.parse(row?.consent_given_at ?? '');
  expect(givenAt).toBeGreaterThanOrEqual(before - 1_000);
  expect(givenAt).toBeLessThanOrEqual(after + 1_000);

  // the browser's key can read none of it back
  const anon = await page.request.get(
    `${e2e.supabaseUrl}/rest/v1/demo_requests?select=consent_text_version&email=eq.${encodeURIComponent(visitor.email)}`,
    { headers: { apikey: e2e.anonKey, authorization: `Bearer ${e2e.anonKey}` } },
  );
  expect(anon.status()).toBe(401);
});
