// The call as a visitor lives it, on real calls with the local agent (silent fake microphone):
// the call bar (mute, timer, "Ukončiť hovor"), the muted state, the end view, what a screen
// reader hears, the notice before the first call, and the phone viewport during a call. The
// visitor's own level with a speaking microphone: voice-own-level.spec.ts.
import { announced, watchAnnouncer } from './support/announcer.ts';
import { axeViolations } from './support/axe.ts';
import { captionsSeen, inOrder } from './support/captions.ts';
import { expect, test } from './support/fixtures.ts';
import { CAPTIONS, caption, orb } from './support/orb.ts';
import { CALL_TIMEOUT, openCall, startCall } from './support/voiceCall.ts';

test.describe.configure({ timeout: 120_000 });

const callBar = (page: import('@playwright/test').Page) => page.getByTestId('call-bar');
const endButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Ukončiť hovor', exact: true });

/** A call started with the orb, "Ukončiť hovor" shown in its bar. */
async function startCallWithBar(page: import('@playwright/test').Page) {
  const watch = await startCall(page);
  await expect(endButton(page)).toBeVisible({ timeout: CALL_TIMEOUT });
  return watch;
}

test('before the first call: one line says it is an AI, whether it records and how long', async ({
  page,
}) => {
  await openCall(page);
  const notice = page.getByTestId('call-notice');
  await expect(notice).toBeVisible();
  // the e2e build leaves VITE_RECORDING_RETENTION_DAYS unset: the /gdpr placeholder, so "may be"
  await expect(notice).toHaveText(
    'Hovoríte s\u00a0AI asistentom, nie s\u00a0človekom. Hovor môže byť nahrávaný a\u00a0trvá najviac 5\u00a0minút.',
  );
  await orb(page).click();
  await expect(caption(page)).toHaveText(/vás počúva|Hovorí/, { timeout: CALL_TIMEOUT });
  await expect(notice).toHaveCount(0);
});

test('during a call: "Ukončiť hovor" and a running timer next to mute; the end view after it', async ({
  page,
}) => {
  const { sockets } = await startCallWithBar(page);
  await expect(callBar(page).getByRole('button', { name: 'Stlmiť mikrofón' })).toBeVisible();
  const timer = page.getByTestId('call-timer');
  await expect(timer).toHaveText(/^\d+:[0-5]\d$/); // m:ss, however long the call took to start
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 5_000 }); // it runs
  expect(await axeViolations(page)).toEqual([]);

  const shown = (await timer.textContent()) ?? '';
  await endButton(page).click();
  await expect.poll(() => sockets[0]?.closed).toBe(true);
  expect(sockets[0]?.sent.some((f) => f.json?.type === 'hangup')).toBe(true);

  const ended = page.getByTestId('call-ended');
  await expect(ended).toBeVisible();
  await expect(ended.getByRole('heading', { name: 'Hovor skončil' })).toBeVisible();
  const [m, s] = shown.split(':').map(Number);
  const atLeast = (m ?? 0) * 60 + (s ?? 0);
  const duration = (await ended.textContent())?.match(/Trvanie hovoru: (\d+):(\d\d)/);
  expect(Number(duration?.[1]) * 60 + Number(duration?.[2])).toBeGreaterThanOrEqual(atLeast);
  await expect(ended).toBeFocused();
  await expect(ended.getByRole('button', { name: 'Začať nový rozhovor' })).toBeVisible();
  await expect(ended.getByRole('button', { name: 'Dohodnúť ukážku' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The demo button opens the modal.
  await ended.getByRole('button', { name: 'Dohodnúť ukážku' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Escape on the end view closes it and gives focus back to the orb.
  await ended.focus();
  await page.keyboard.press('Escape');
  await expect(ended).toHaveCount(0);
  await expect(orb(page)).toBeFocused();
});

test('the orb click still ends the call, and a new call dismisses the end view', async ({
  page,
}) => {
  await startCallWithBar(page);
  await orb(page).click();
  const ended = page.getByTestId('call-ended');
  await expect(ended).toBeVisible();
  await ended.getByRole('button', { name: 'Začať nový rozhovor' }).click();
  await expect(ended).toHaveCount(0);
  await expect(endButton(page)).toBeVisible({ timeout: CALL_TIMEOUT });
  await endButton(page).click();
  await expect(ended).toBeVisible();
});

test('muted: "Zapnúť mikrofón", the caption says so and the orb shows a struck microphone', async ({
  page,
}) => {
  // after the greeting the assistant listens
  await startCall(page, CAPTIONS.listening);
  await callBar(page).getByRole('button', { name: 'Stlmiť mikrofón' }).click();
  const unmute = callBar(page).getByRole('button', { name: 'Zapnúť mikrofón' });
  await expect(unmute).toBeVisible();
  // counted from the moment the mute is in effect: before it the assistant may have said a line
  // after the silence and handed the turn back ("vás počúva") while the click was on its way
  const before = (await captionsSeen(page)).length;
  await expect(unmute).not.toHaveAttribute('aria-pressed');
  // whenever the assistant is not speaking (it may say a line after a silence), the caption
  // says the microphone is off, never that the assistant listens
  await expect(caption(page)).toHaveText('Mikrofón je stlmený', { timeout: CALL_TIMEOUT });
  expect((await captionsSeen(page)).slice(before)).not.toContain(CAPTIONS.listening);
  await expect(orb(page)).toHaveAttribute('data-muted', 'true');
  // more than colour: the rings stop and the icon is another shape
  await expect(orb(page).locator('.orb-rings')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await unmute.click();
  await expect(caption(page)).toHaveText(CAPTIONS.listening);
  await expect(orb(page)).not.toHaveAttribute('data-muted');
  await endButton(page).click();
});

test('screen readers: milestones announced once, the caption and transcript are not live', async ({
  page,
}) => {
  await watchAnnouncer(page);
  await openCall(page);
  await expect(caption(page)).not.toHaveAttribute('aria-live');
  await expect(caption(page)).not.toHaveAttribute('role');
  await expect(orb(page)).not.toHaveAttribute('aria-pressed');
  await expect(orb(page)).toHaveAccessibleName('Začať hlasový rozhovor s asistentom');
  await orb(page).click();
  await expect(caption(page)).toHaveText(CAPTIONS.speaking, { timeout: CALL_TIMEOUT });
  // one name for the whole call, whatever the turn
  await expect(orb(page)).toHaveAccessibleName('Ukončiť hlasový rozhovor s asistentom');
  const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
  await expect(log).toHaveAttribute('aria-live', 'off');
  await expect(log).toContainText('Asistent: Dobrý deň', { timeout: CALL_TIMEOUT });
  await expect(caption(page)).toHaveText(CAPTIONS.listening, { timeout: CALL_TIMEOUT });
  await expect(orb(page)).toHaveAccessibleName('Ukončiť hlasový rozhovor s asistentom');
  const mute = callBar(page).getByRole('button', { name: 'Stlmiť mikrofón' });
  await mute.click();
  await callBar(page).getByRole('button', { name: 'Zapnúť mikrofón' }).click();
  await endButton(page).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();
  const said = await announced(page);
  expect(
    inOrder(said, [
      'Pripájam hlasového asistenta.',
      'Hovor sa začal. Asistent vás počuje.',
      'Mikrofón je stlmený.',
      'Mikrofón je zapnutý.',
      'Hovor sa skončil.',
    ]),
  ).toBe(true);
  // milestones only: no caption or transcript text goes through the live region
  expect(said.length).toBe(5);
});

test.describe('a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the caption and both call buttons stay in the viewport for the whole call', async ({
    page,
  }) => {
    await startCallWithBar(page);
    const inView = async () => {
      const boxes = await Promise.all([
        caption(page).boundingBox(),
        endButton(page).boundingBox(),
        callBar(page).getByTestId('mute-toggle').boundingBox(),
      ]);
      return boxes.every(
        (b) => b !== null && b.y >= 0 && b.y + b.height <= 844 && b.x >= 0 && b.x + b.width <= 390,
      );
    };
    // through the greeting (transcript lines arriving) and into listening, without scrolling
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
    await expect(log).toContainText('Asistent: Dobrý deň', { timeout: CALL_TIMEOUT });
    expect(await inView()).toBe(true);
    await expect(caption(page)).toHaveText(CAPTIONS.listening, { timeout: CALL_TIMEOUT });
    expect(await inView()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await endButton(page).click();
    // the end view is in view too
    const ended = page.getByTestId('call-ended');
    await expect(ended).toBeInViewport();
  });
});
