// What the visitor is told is true, and a written conversation never strands them (issue 37), on
// the stack `pnpm dev` runs (the booking tools on: PRODUCT_STACK_OPTIONS), at 390x844, 320 px and
// 1366x768, axe in every new state:
// - a typed conversation gets an offer inside the booking hours (Monday-Friday 9:00-17:00, the
//   default), the card next to the message that offered it and worded for writing; "Iný deň"
//   offers the next days; a slot is booked and the card says so in the right case;
// - a failed message keeps its text in the field, is marked as not sent and is sent again once;
//   closing and reopening the panel keeps the conversation;
// - asked at a night hour or on a Sunday (the stack's clock of a request, x-local-stack-now, and
//   Playwright's clock for the page), the offer is the next working day's;
// - the demo form at 400 % zoom keeps the focused field visible; the banner's choices are there.
import { LOCAL_NOW_HEADER, voiceBookingsOf } from '@hlasovy-asistent/local-stack';
import { type DemoSlotOffer, slotPhrase } from '@hlasovy-asistent/validation';
import type { Locator } from '@playwright/test';
import { resetFunctionRateLimits } from './demo-request/backend.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { axeViolations } from './support/axe.ts';
import { bratislava, expectInsideHours, nextAt } from './support/bookingHours.ts';
import { banner } from './support/cookieBanner.ts';
import { expect, test } from './support/fixtures.ts';
import { boxOf } from './support/geometry.ts';
import { atEachSize } from './support/sizes.ts';
import { fillSlotConfirmation } from './support/slotConfirmation.ts';
import {
  chatAnswerTo,
  openWrittenChat,
  openWrittenChatOnLanding,
  sendMessage,
} from './support/writtenChat.ts';

// a real stack behind the page, axe scans, on a shared machine
test.describe.configure({ timeout: 180_000 });

const CARD = 'Voľné termíny ukážky';

/** The slots' labels as the page names them now ("zajtra o 9:00", "pondelok 30. novembra o 9:00"). */
const labels = (slots: readonly DemoSlotOffer[], now = Date.now()) =>
  slots.map((slot) => slotPhrase(slot.date, slot.time, { now }));

atEachSize(() => {
  // the sizes are set here: the desktop project runs them

  test('a typed conversation: an offer inside the booking hours next to its message, "Iný deň", booked', async ({
    page,
    e2e,
  }, info) => {
    const visitor = newVisitor(info);
    const { panel, field } = await openWrittenChatOnLanding(page);
    const first = await chatAnswerTo(page, () =>
      sendMessage(field, 'Dobrý deň, mám záujem o ukážku.'),
    );
    const offer = first.slotOffer;
    if (!offer) throw new Error('the first answer offered no slots');
    expectInsideHours(offer.slots);

    const card = panel.getByRole('region', { name: CARD });
    const slots = card.getByRole('list', { name: 'Ponúknuté termíny' }).getByRole('button');
    await expect(slots).toHaveText(labels(offer.slots));
    // written words: click, write; never a call's
    await expect(card).toContainText('Kliknite na termín alebo ho napíšte asistentovi.');
    await expect(panel).not.toContainText(/povedzte|ťuknite|hlasom/i);
    const assistant = panel.locator('[data-role="assistant"]');
    await expect(assistant.first()).toContainText('Kliknite na termín, ktorý vám vyhovuje');
    // the card follows the message that offered it, above the field
    const log = await boxOf(panel.getByRole('log'));
    const cardBox = await boxOf(card);
    expect(cardBox.y).toBeGreaterThanOrEqual(log.y + log.height - 1);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual((await boxOf(field)).y);
    expect(await axeViolations(page)).toEqual([]);

    // "Iný deň": the visitor's own line, answered with the next days' slots
    const later = await chatAnswerTo(page, () =>
      card.getByRole('button', { name: 'Iný deň' }).click(),
    );
    await expect(panel.locator('[data-role="user"]').last()).toHaveText('Vy: Hodí sa mi iný deň.');
    const next = later.slotOffer;
    if (!next) throw new Error('"Iný deň" got no new offer');
    expectInsideHours(next.slots);
    const lastOffered = offer.slots.at(-1)?.date ?? '';
    expect(next.slots.every((slot) => slot.date > lastOffered)).toBe(true);
    await expect(slots).toHaveText(labels(next.slots));
    expect(await axeViolations(page)).toEqual([]);

    // booked on the card: the sentence in the right case, the lead stored under the chat
    const slot = next.slots[0] as DemoSlotOffer;
    await slots.first().click();
    await expect(card.getByRole('heading', { name: /^Potvrďte termín/ })).toBeFocused();
    await fillSlotConfirmation(card, visitor);
    expect(await axeViolations(page)).toEqual([]);
    await resetFunctionRateLimits(e2e);
    await card.getByRole('button', { name: 'Potvrdiť termín' }).click();
    const booked = card.getByTestId('slot-booked');
    await expect(booked).toContainText(
      `Ukážku máte dohodnutú ${slotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() })}.`,
      { timeout: 30_000 },
    );
    expect(await voiceBookingsOf(e2e.dbUrl, next.bookingId)).toMatchObject([
      { slotId: slot.id, email: visitor.email },
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a failed message keeps its text and is sent again once; closing and reopening keeps the conversation', async ({
    page,
  }) => {
    const { panel, field } = await openWrittenChatOnLanding(page);
    await chatAnswerTo(page, () => sendMessage(field, 'Dobrý deň.'));

    // the network drops the next message
    let dropped = 0;
    await page.route('**/functions/v1/chat', async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped += 1;
      await route.abort('internetdisconnected');
    });
    await sendMessage(field, 'Koľko stojí ukážka?');
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Správu sa nepodarilo odoslať.');
    await expect(field).toHaveValue('Koľko stojí ukážka?');
    const unsent = panel.locator('[data-unsent]');
    await expect(unsent).toHaveText('Vy: Koľko stojí ukážka?(neodoslané)');
    expect(await axeViolations(page)).toEqual([]);

    const retry = panel
      .getByTestId('text-chat-error')
      .getByRole('button', { name: 'Skúsiť znova' });
    await chatAnswerTo(page, () => retry.click());
    await expect(panel.locator('[data-role="assistant"]')).toHaveCount(2);
    await expect(panel.locator('[data-role="user"]')).toHaveText([
      'Vy: Dobrý deň.',
      'Vy: Koľko stojí ukážka?',
    ]);
    await expect(unsent).toHaveCount(0);
    await expect(field).toHaveValue('');
    await expect(alert).toHaveCount(0);

    // closed and opened again: the same conversation, the field focused
    const before = await panel.getByRole('log').textContent();
    await field.fill('Ešte jedna otázka');
    await panel.getByRole('button', { name: 'Zavrieť písomný rozhovor' }).click();
    await expect(panel).toBeHidden();
    await openWrittenChat(page);
    await expect(panel.getByRole('log')).toHaveText(before ?? '');
    await expect(field).toHaveValue('Ešte jedna otázka');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('asked at night or on a Sunday', () => {
  test.beforeEach(({ browserName: _browser }, info) => {
    test.skip(info.project.name === 'mobile', 'the clock is the subject, not the screen');
  });

  for (const [title, weekday, firstDay] of [
    ['on a Sunday at 2:15: Monday from 9:00 ("zajtra")', 0, 'zajtra'],
    ['on a Tuesday at 2:15 (night): that morning from 9:00 ("dnes")', 2, 'dnes'],
  ] as const) {
    test(title, async ({ page }) => {
      const at = nextAt(weekday, 2);
      const asked = bratislava(at);
      // the page's clock, and the functions' clock of each of its requests
      await page.clock.setFixedTime(at);
      await page.route('**/functions/v1/**', (route) =>
        route.continue({
          headers: { ...route.request().headers(), [LOCAL_NOW_HEADER]: new Date(at).toISOString() },
        }),
      );
      const { panel, field } = await openWrittenChatOnLanding(page);
      const answer = await chatAnswerTo(page, () => sendMessage(field, 'Dobrý deň.'));
      const offer = answer.slotOffer;
      if (!offer) throw new Error('no offer');
      expectInsideHours(offer.slots);
      const expectedDay =
        weekday === 0
          ? bratislava(at + 86_400_000).date // the Monday after
          : asked.date;
      expect(offer.slots.map((slot) => slot.date)).toEqual(offer.slots.map(() => expectedDay));
      expect(offer.slots[0]?.time).toBe('09:00');
      // no night slots, no Sunday: the card and the line name the next working day's
      const card = panel.getByRole('region', { name: CARD });
      await expect(
        card.getByRole('list', { name: 'Ponúknuté termíny' }).getByRole('button'),
      ).toHaveText(labels(offer.slots, at));
      await expect(card.getByRole('button').first()).toHaveText(`${firstDay} o 9:00`);
      await expect(panel.locator('[data-role="assistant"]').first()).toContainText(
        `Voľné termíny mám ${firstDay} o 9:00, 10:00`,
      );
    });
  }
});

test.describe('at 400 % zoom (1366x768 is 342x192 CSS px)', () => {
  test.use({ viewport: { width: 342, height: 192 } });
  test.beforeEach(({ browserName: _browser }, info) => {
    test.skip(info.project.name === 'mobile', 'the size is set above');
  });

  /** True when the element lies inside the viewport and nothing covers its center or corners. */
  const visibleAndUncovered = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) return false;
      return [
        [0.5, 0.5],
        [0.1, 0.2],
        [0.9, 0.8],
      ].every(([fx = 0, fy = 0]) => {
        const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
        return hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
      });
    });

  test('the demo form keeps the focused field visible; the banner shows its choices', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    for (const choice of ['Odmietnuť', 'Prijať všetky']) {
      await expect(banner(page).getByRole('button', { name: choice })).toBeInViewport({ ratio: 1 });
    }
    await banner(page)
      .getByRole('button', { name: /Zavrieť/ })
      .click();

    await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).first().click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Meno a priezvisko', 'E-mail', 'Telefónne číslo']) {
      const field = dialog.getByLabel(name);
      await field.focus();
      await expect(field).toBeFocused();
      await expect.poll(() => visibleAndUncovered(field), { message: name }).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
