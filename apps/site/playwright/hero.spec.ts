// The whole hero (orb, caption, both buttons, hue slider) fits the first screen of common laptop
// sizes, nothing cut and nothing on top of anything else. Desktop project only.

import { expect, test, withConsent } from './support/fixtures.ts';
import { type Box, boxOf, insideViewport, overlaps } from './support/geometry.ts';

test.beforeEach(({ browserName }, info) => {
  test.skip(info.project.name !== 'desktop' || browserName !== 'chromium', 'desktop screens');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`the hero fits ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withConsent(page, 'dismissed');
    await page.goto('/');
    const parts: Record<string, Box> = {
      orb: await boxOf(page.locator('button.orb')),
      caption: await boxOf(page.getByTestId('orb-caption')),
      'Chcem všetko vysvetliť': await boxOf(
        page.getByRole('button', { name: 'Chcem všetko vysvetliť' }),
      ),
      'call button': await boxOf(page.getByRole('link', { name: /Zavolať/ })),
      'hue slider': await boxOf(page.getByRole('slider', { name: 'Farba bleskov' })),
    };
    test.info().annotations.push({
      type: 'hero boxes',
      description: JSON.stringify(
        Object.fromEntries(
          Object.entries(parts).map(([name, b]) => [
            name,
            `y ${b.y.toFixed(0)}-${(b.y + b.height).toFixed(0)}`,
          ]),
        ),
      ),
    });
    const cut = Object.entries(parts)
      .filter(([, box]) => !insideViewport(box, page))
      .map(([name]) => name);
    expect(cut, 'hero parts outside the first screen').toEqual([]);
    const names = Object.keys(parts);
    const overlapping = names.flatMap((a, i) =>
      names
        .slice(i + 1)
        .filter((b) => overlaps(parts[a] as Box, parts[b] as Box))
        .map((b) => `${a} / ${b}`),
    );
    expect(overlapping).toEqual([]);
  });
}
