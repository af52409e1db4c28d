// The landing page during a real call with the local agent: the live transcript and
// what it announces, and the mute toggle on the wire. The fake microphone is silent. Blocked
// audio: voice-autoplay.spec.ts; a refused microphone: voice-microphone-denied.spec.ts.
import { expect, test } from './support/fixtures.ts';
import { CAPTIONS } from './support/orb.ts';
import { CALL_TIMEOUT, expectCallEndedWith, hangUp, startCall } from './support/voiceCall.ts';
import { binaryFrames } from './support/voiceSockets.ts';

test.describe.configure({ timeout: 120_000 });

/** In the page: what happened inside the transcript log (added lines, text edits in place). */
async function watchLog(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __log: { added: number; edits: number } };
    w.__log = { added: 0, edits: 0 };
    new MutationObserver(() => {
      const log = document.querySelector('[role="log"]');
      if (!log || (log as HTMLElement).dataset.watched) return;
      (log as HTMLElement).dataset.watched = '1';
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'characterData' || r.target !== log) w.__log.edits += 1;
          else w.__log.added += r.addedNodes.length;
        }
      }).observe(log, { childList: true, characterData: true, subtree: true });
    }).observe(document, { childList: true, subtree: true });
  });
}

test('the transcript shows the line in progress and logs each finished line once', async ({
  page,
}) => {
  await watchLog(page);
  const { sockets } = await startCall(page);
  const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
  await expect(log).toBeAttached({ timeout: CALL_TIMEOUT }); // empty (0 px tall) until a line ends
  const partial = page.getByTestId('voice-transcript-partial');
  await expect(partial).toContainText('Asistent: Dobrý deň', { timeout: CALL_TIMEOUT });
  await expect(partial).toHaveAttribute('aria-hidden', 'true');

  // The greeting finishes: one line in the log, never edited in place; nothing in progress.
  // the assistant's first message (assistant/): it says it is an AI
  await expect(log).toContainText(
    /Asistent: Dobrý deň, tu Hlasový asistent\. Som asistent s\s?umelou inteligenciou\./,
    { timeout: CALL_TIMEOUT },
  );
  await expect(partial).toHaveCount(0);
  const finals = sockets[0]?.received.filter(
    (f) => f.json?.type === 'transcript' && f.json.transcriptType === 'final',
  );
  const partials = sockets[0]?.received.filter(
    (f) => f.json?.type === 'transcript' && f.json.transcriptType === 'partial',
  );
  expect(partials?.length).toBeGreaterThan(3);
  const changes = await page.evaluate(() => (window as unknown as { __log: object }).__log);
  expect(changes).toEqual({ added: finals?.length, edits: 0 });

  await hangUp(page, sockets[0]);
  await expect(log).toHaveCount(0);
});

test('mute stops the microphone frames on the socket; unmute brings them back', async ({
  page,
}) => {
  const { sockets } = await startCall(page);
  const mute = page.getByTestId('mute-toggle');
  await expect(mute).toHaveAccessibleName('Stlmiť mikrofón', { timeout: CALL_TIMEOUT });
  const sent = () => binaryFrames(sockets[0]?.sent ?? []).length;
  await expect.poll(sent).toBeGreaterThan(10);

  await mute.press('Enter');
  await expect(mute).toHaveAccessibleName('Zapnúť mikrofón');
  await page.waitForTimeout(300); // frames already on their way
  const whileMuted = sent();
  await page.waitForTimeout(1500);
  expect(sent()).toBe(whileMuted);

  await mute.click();
  await expect(mute).toHaveAccessibleName('Stlmiť mikrofón');
  await expect.poll(sent).toBeGreaterThan(whileMuted + 10);
  await hangUp(page, sockets[0]);
});

test('a connection lost mid-call ends it cleanly with the Slovak explanation', async ({ page }) => {
  // The network goes away while the assistant talks (the call's socket lives in the voice
  // client's Worker, which Playwright's routeWebSocket cannot reach: the browser goes offline).
  await startCall(page, CAPTIONS.speaking);
  await page.context().setOffline(true);

  // the end view says why the call ended
  await expectCallEndedWith(page, 'connection-lost', 'Spojenie sa prerušilo');
  await expect(page.getByRole('log')).toHaveCount(0);
});
