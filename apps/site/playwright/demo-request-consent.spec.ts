// A submitted lead carries its proof of consent (GDPR Art. 7(1)): the server's time, the version
// of the /gdpr text this build shows (recomputed here from the served page), the form and tab,
// and the optional marketing consent exactly as ticked or not. Read back with the service role;
// the browser itself cannot read it.
import { consentTextVersion, mainText } from '../build/consentTextVersion.ts';
import { resetFunctionRateLimits } from './demo-request/backend.ts';
import { consentByEmail } from './demo-request/consent.ts';
import { fillImmediate, openDemoModal } from './demo-request/form.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { expect, test, withConsent } from './support/fixtures.ts';

for (const marketing of [false, true]) {
  test(`a submitted lead carries its consent record (marketing box ${marketing ? 'ticked' : 'left empty'})`, async ({
    page,
    e2e,
  }, info) => {
    await withConsent(page, 'accepted');
    await page.goto('/gdpr');
    const shownVersion = consentTextVersion(
      mainText(await page.locator('main').evaluate((main) => main.outerHTML)),
    );

    const visitor = newVisitor(info);
    const dialog = await openDemoModal(page);
    await fillImmediate(dialog, visitor, { marketing });
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
      consent_source: 'form-immediate',
      marketing_consent: marketing,
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
}
