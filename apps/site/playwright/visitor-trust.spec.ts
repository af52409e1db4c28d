// What a Slovak visitor meets besides the call itself (issue 29), at 320 px, 390x844 and 1366x768:
// "Ako to funguje" and the footer naming the operator (this e2e build sets no VITE_CONTROLLER_*,
// so the /gdpr placeholders, marked), the demo form marking every missing field at once, one
// explanation per refused call, the AI and recording notice seen when a call starts with the
// cookie banner open (phone profile), the lightning behind the call's text, and the 404 page's
// ways on. axe in every new state. Screenshots of these states: PLAYWRIGHT_SCREENSHOTS=<dir>.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { typeset } from '../src/lib/typography.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { boxOf, insideViewport } from './support/geometry.ts';
import { CAPTIONS, caption, orb } from './support/orb.ts';

const SIZES = [
  { name: '320 px', width: 320, height: 640 },
  { name: '390x844', width: 390, height: 844 },
  { name: '1366x768', width: 1366, height: 768 },
] as const;

// axe scans and real calls on a busy shared machine
test.describe.configure({ timeout: 180_000 });

const RATE_LIMITED = 'Too many voice calls. Please wait a moment.';

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.PLAYWRIGHT_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  await page.screenshot({
    path: `${dir}/${info.project.name}-${size?.width}x${size?.height}-${name}.png`,
  });
}

/** True when every sampled point of the element hits the element itself (nothing covers it). */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.1, 0.2],
      [0.9, 0.2],
      [0.1, 0.8],
      [0.9, 0.8],
    ];
    return points.every(([fx = 0, fy = 0]) => {
      const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // the sizes are set here: the desktop project runs them, the mobile one the touch spec below
    test.beforeEach(({ browserName: _browser }, info) => {
      test.skip(info.project.name === 'mobile', 'the sizes are set above');
    });

    test('"Ako to funguje" in three steps; the footer names the operator with the phone number', async ({
      page,
    }, info) => {
      await withConsent(page, 'dismissed');
      await page.goto('/');
      const how = page.getByRole('region', { name: 'Ako to funguje' });
      await expect(how.getByRole('listitem')).toHaveCount(3);
      await expect(how.getByRole('heading', { level: 3 })).toHaveText([
        /Porozprávajte sa s.ním tu/,
        /Opýta sa, na čom záleží/,
        /Dohodne stretnutie/,
      ]);
      const footer = page.getByRole('contentinfo');
      const operator = footer.getByTestId('footer-operator');
      await expect(operator).toContainText('Prevádzkovateľ');
      // this build sets no controller: the /gdpr placeholders, marked like /gdpr marks them
      await expect(operator.locator('mark[data-placeholder]')).toHaveText(
        ['[doplňte názov spoločnosti]', '[doplňte adresu sídla]', '[doplňte IČO]'].map(typeset),
      );
      await expect(footer.getByRole('link', { name: /\+421 2 3345 6789/ })).toHaveAttribute(
        'href',
        'tel:+421233456789',
      );
      await expect(
        footer.getByRole('link', { name: 'Súhlas so spracúvaním údajov' }),
      ).toHaveAttribute('href', '/gdpr');
      await expect(footer.getByRole('button', { name: 'Nastavenia cookies' })).toBeVisible();
      await how.scrollIntoViewIfNeeded();
      await shot(page, info, 'how-it-works');
      await footer.scrollIntoViewIfNeeded();
      await shot(page, info, 'footer');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('an empty submit marks every required field, focuses the first and names what is missing next to the button', async ({
      page,
    }, info) => {
      await withConsent(page, 'dismissed');
      await page.goto('/');
      await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
      const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
      const submit = dialog.getByRole('button', { name: 'Naplánovať hovor', exact: true });
      await expect(submit).toBeEnabled({ timeout: 30_000 }); // the modal's chunks on a busy machine
      await expect(submit).not.toHaveAttribute('aria-disabled');
      await submit.click();

      const name = dialog.getByLabel('Meno a priezvisko');
      await expect(name).toBeFocused();
      for (const control of [
        name,
        dialog.getByLabel('E-mail'),
        dialog.getByLabel('Telefónne číslo'),
        dialog.getByLabel('Odvetvie'),
        dialog.getByRole('button', { name: /Dátum hovoru/ }),
        dialog.getByLabel('Čas hovoru'),
        dialog.getByRole('checkbox', { name: /spracúvaním osobných údajov/ }),
      ]) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(dialog.getByText('Vyplňte meno a priezvisko.')).toBeVisible();
      // the summary and the button on screen together, whatever the screen size
      const summary = dialog.getByTestId('submit-missing');
      await expect(summary).toHaveText('Vyplňte všetky polia a potvrďte súhlas.');
      expect(insideViewport(await boxOf(summary), page)).toBe(true);
      expect(insideViewport(await boxOf(submit), page)).toBe(true);
      const [s, b] = [await boxOf(summary), await boxOf(submit)];
      expect(b.y - (s.y + s.height)).toBeLessThan(24);
      // pressable, so it looks it: full opacity, the same colour as a complete form's button
      // Its resting look: not hovered and no colour transition running. Chromium updates hover at
      // its next frame, which a busy machine delays, so the state is asked for, not waited out.
      const resting = async () => {
        let look: string | null = null;
        await expect
          .poll(async () => {
            // the same button on both tabs (its name follows the tab)
            look = await dialog.locator('button[type="submit"]').evaluate((el) => {
              const style = getComputedStyle(el);
              const settled = !el.matches(':hover') && el.getAnimations().length === 0;
              return settled ? `${style.backgroundColor} ${style.opacity}` : null;
            });
            return look !== null;
          })
          .toBe(true);
        return look;
      };
      await page.mouse.move(0, 0);
      const refused = await resting();
      await shot(page, info, 'form-errors');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('tab', { name: 'Volať teraz' }).click();
      await dialog.getByLabel('Meno a priezvisko').fill('Ján Novák');
      await dialog.getByLabel('E-mail').fill('jan.novak@firma.sk');
      await dialog.getByLabel('Telefónne číslo').fill('0905 123 456');
      await dialog.getByLabel('Odvetvie').selectOption('financie');
      await dialog.getByRole('checkbox', { name: /spracúvaním osobných údajov/ }).check();
      await expect(dialog.getByRole('button', { name: 'Zavolajte mi teraz' })).toBeVisible();
      await expect(dialog.getByTestId('submit-missing')).toHaveCount(0);
      await page.mouse.move(0, 0);
      expect(await resting()).toBe(refused);
    });

    test('a refused call explains itself once: the busy panel alone, then the limit toast alone', async ({
      page,
    }, info) => {
      await withConsent(page, 'dismissed');
      // every line busy (503 voice_busy), counting the starts that reach the server
      let refused = 0;
      await page.route('**/functions/v1/voice-call', (route) => {
        // the preflight the page asks for ahead (an OPTIONS) is not a start
        if (route.request().method() === 'POST') refused += 1;
        return route.fulfill({
          status: 503,
          json: { error: { code: 'voice_busy', message: 'All voice lines are busy right now' } },
          headers: { 'Access-Control-Allow-Origin': '*', 'Retry-After': '60' },
        });
      });
      await page.goto('/');
      const panel = page.getByTestId('voice-notice');
      const toast = page.getByRole('alert').filter({ hasText: RATE_LIMITED });
      // refused starts until the browser's own limit (5 a minute) answers: each time exactly one
      // explanation, the panel for the server's refusal, the toast for the browser's limit (a
      // click while the last start is still connecting does nothing: wait for its answer)
      let limited = false;
      for (let i = 0; i < 12 && !limited; i++) {
        const before = refused;
        await orb(page).click();
        await expect
          .poll(async () => refused > before || (await toast.count()) > 0, { timeout: 30_000 })
          .toBe(true);
        limited = refused === before;
        if (limited) break;
        await expect(panel).toHaveAttribute('data-notice', 'voice-busy');
        await expect(caption(page)).toHaveText(CAPTIONS.idle);
        await expect(page.getByRole('alert')).toHaveCount(0);
        if (i === 0) {
          // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered (flex items) is what the visitor reads
          const text = await panel.innerText();
          expect(text).not.toMatch(/ {2}/);
          expect(text).toMatch(/Zavolať na \+421 2 3345 6789/);
          await expect(panel.getByRole('list')).toHaveCount(0);
          await expect(panel.getByRole('listitem')).toHaveCount(0);
          await shot(page, info, 'busy-panel');
          expect(await axeViolations(page)).toEqual([]);
        }
      }
      // the browser's own limit, after at least its five starts: the SPEC toast and nothing else
      expect(limited).toBe(true);
      expect(refused).toBeGreaterThanOrEqual(5);
      await expect(toast).toBeVisible();
      await expect(panel).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the lightning sits behind the caption, the notice and the call controls', async ({
      page,
    }) => {
      await withConsent(page, 'dismissed');
      await page.goto('/');
      const sky = page.locator('.lightning-sky');
      expect(await sky.evaluate((el) => getComputedStyle(el).zIndex)).toBe('-10');
      const shield = caption(page).locator('xpath=..');
      await expect(shield).toHaveClass(/lightning-shield/);
      const backing = await shield.evaluate(
        (el) => getComputedStyle(el, '::before').backgroundColor,
      );
      // a nearly opaque backing of the page's own dark colour: no bolt shows through
      const alpha = Number(/rgba?\([^)]*,\s*([\d.]+)\)$/.exec(backing)?.[1] ?? '1');
      expect(alpha).toBeGreaterThanOrEqual(0.8);
      const [text, cover] = [await boxOf(caption(page)), await shield.boundingBox()];
      expect(cover && cover.x <= text.x && cover.x + cover.width >= text.x + text.width).toBe(true);
    });

    test('the 404 page offers the phone number and the demo modal', async ({ page }, info) => {
      await withConsent(page, 'dismissed');
      await page.goto('/nic-tu-nie-je');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(main.getByRole('link', { name: /Zavolať/ })).toHaveAttribute(
        'href',
        'tel:+421233456789',
      );
      await shot(page, info, '404');
      expect(await axeViolations(page)).toEqual([]);
      await main.getByRole('link', { name: 'Dohodnúť ukážku' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' }),
      ).toBeVisible({ timeout: 30_000 }); // two chunks on a busy machine
      await expect(page).toHaveURL(/\/$/); // the fragment is dropped: a reload does not reopen it
    });
  });
}

// The phone profile: the cookie banner of a first visit is open when the orb is tapped.
for (const size of SIZES.slice(0, 2)) {
  test.describe(`phone at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the AI and recording notice is on screen and uncovered when the orb is tapped with the banner open', async ({
      page,
    }, info) => {
      test.skip(info.project.name !== 'mobile', 'the phone profile (touch)');
      // hold the call's creation, so the moment of the tap can be looked at
      const held: (() => Promise<void>)[] = [];
      await page.route('**/functions/v1/voice-call', (route) => {
        held.push(() => route.abort());
      });
      await page.goto('/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await shot(page, info, 'banner-before-tap');
      const notice = page.getByTestId('call-notice');
      await orb(page).tap();
      await expect(caption(page)).toHaveText(CAPTIONS.connecting);
      await expect(notice).toBeVisible();
      await expect(banner).toBeHidden();
      await expect.poll(async () => insideViewport(await boxOf(notice), page)).toBe(true);
      await expect.poll(() => uncovered(notice)).toBe(true);
      await shot(page, info, 'notice-at-tap');
      expect(await axeViolations(page)).toEqual([]);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      // the held start fails: no call, so the banner comes back
      for (const release of held) await release();
      await expect(caption(page)).toHaveText(CAPTIONS.idle, { timeout: 45_000 });
      await expect(banner).toBeVisible();
    });
  });
}
