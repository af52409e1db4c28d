// The microphone or the audio output goes away in the middle of a real call with the local
// agent. Device loss is played in Chromium on the call's own objects (captured by an init
// script): the fake microphone track is stopped and fires `ended` (what Chromium does when a
// headset is unplugged or the permission revoked), and the AudioContext is suspended (what the
// browser does when the system takes the audio). Real stack, production build, strict CSP.

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { ACTIVE, caption } from './support/orb.ts';
import { expectCallEndedWith, hangUp, startCall } from './support/voiceCall.ts';

test.use({ microphone: 'silence' });
test.describe.configure({ timeout: 120_000 });

/** Keeps every microphone track and AudioContext the page creates on `window.__voice`. */
async function captureAudioObjects(page: Page) {
  await page.addInitScript(() => {
    const held = { tracks: [] as MediaStreamTrack[], contexts: [] as AudioContext[] };
    (window as unknown as { __voice: typeof held }).__voice = held;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      held.tracks.push(...stream.getAudioTracks());
      return stream;
    };
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        held.contexts.push(this);
      }
    };
  });
}

/** A call started with the orb and the assistant active, its audio objects held (above). */
async function startCallHoldingAudio(page: Page) {
  await captureAudioObjects(page);
  return startCall(page, ACTIVE);
}

test('the microphone goes away mid-call: a Slovak notice, and the call ends cleanly', async ({
  page,
}) => {
  const { sockets } = await startCallHoldingAudio(page);

  await page.evaluate(() => {
    const { tracks } = (window as unknown as { __voice: { tracks: MediaStreamTrack[] } }).__voice;
    for (const track of tracks) {
      track.stop();
      track.dispatchEvent(new Event('ended'));
    }
  });

  // the call is over: the end view says why (the notice's text)
  await expectCallEndedWith(page, 'microphone-lost', 'Mikrofón sa odpojil');
  await expect.poll(() => sockets[0]?.closed).toBe(true);
  expect(sockets[0]?.sent.some((f) => f.json?.type === 'hangup')).toBe(true);
  expect(
    await page.evaluate(() =>
      (window as unknown as { __voice: { contexts: AudioContext[] } }).__voice.contexts.map(
        (c) => c.state,
      ),
    ),
  ).toEqual(['closed']);
});

test('the browser suspends the audio mid-call: "Zapnúť zvuk" is offered and a tap resumes it', async ({
  page,
}) => {
  const { sockets } = await startCallHoldingAudio(page);

  await page.evaluate(() =>
    Promise.all(
      (window as unknown as { __voice: { contexts: AudioContext[] } }).__voice.contexts.map((c) =>
        c.suspend(),
      ),
    ),
  );
  const sound = page.getByTestId('sound-blocked');
  await expect(sound).toBeVisible();
  await sound.getByRole('button', { name: 'Zapnúť zvuk' }).click();
  await expect(sound).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      (window as unknown as { __voice: { contexts: AudioContext[] } }).__voice.contexts.map(
        (c) => c.state,
      ),
    ),
  ).toEqual(['running']);
  await expect(caption(page)).toHaveText(ACTIVE);
  await hangUp(page, sockets[0]);
});
