import { expect, test } from './support/fixtures.ts';

test.describe('ad pixel gated by consent', () => {
  test('no request reaches the ad network before consent; accept loads it and sends PageView', async ({
    page,
    pixelRequests,
    e2e,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForTimeout(500);
    expect(pixelRequests).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);

    await page.getByRole('button', { name: 'Prijať všetky' }).click();
    await expect.poll(() => pixelRequests.map((u) => u.hostname)).toContain('www.facebook.com');
    expect(pixelRequests[0]?.href).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixelRequests.find((u) => u.searchParams.get('ev') === 'PageView')).toBeTruthy();
    const queue = await page.evaluate(() =>
      (window as unknown as { fbq: { callMethod?: unknown } }).fbq.callMethod ? 'loaded' : 'queued',
    );
    expect(queue).toBe('loaded');
    expect(e2e.pixelId).toBeTruthy();
  });

  test('after "decline" nothing is loaded, also on the next visit', async ({
    page,
    pixelRequests,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Odmietnuť' }).click();
    await page.reload();
    await page.waitForTimeout(2500);
    expect(pixelRequests).toEqual([]);
  });

  test('a returning visitor who accepted gets the pixel on load', async ({
    page,
    pixelRequests,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    await page.goto('/');
    await expect.poll(() => pixelRequests.length).toBeGreaterThan(0);
  });
});
