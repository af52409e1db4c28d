// A visitor who blocked the microphone: the browser context has no microphone permission and
// Chromium's prompt is not auto-answered, so getUserMedia is refused (NotAllowedError) for real.

import { axeViolations } from './support/axe.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { CAPTIONS, caption, orb } from './support/orb.ts';
import { CALL_TIMEOUT } from './support/voiceCall.ts';

test.use({ microphoneAccess: 'block', permissions: [] });

test('a refused microphone: the English toast, a Slovak explanation how to allow it, no call', async ({
  page,
}) => {
  const voiceCalls: string[] = [];
  page.on('request', (request) => {
    // the token (voice-call-token) is free, and so is the OPTIONS that asks for voice-call's
    // preflight ahead; its POST is what creates a paid call
    if (request.method() === 'POST' && request.url().endsWith('/functions/v1/voice-call'))
      voiceCalls.push(request.url());
  });
  await withConsent(page, 'dismissed');
  await page.goto('/');
  await orb(page).click();

  // From a cold page the refusal comes after hydration (the tap is kept until then), the config,
  // the token and the call's code: on a busy machine (CI) that took over 10 s.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to start voice assistant' }),
  ).toBeVisible({ timeout: CALL_TIMEOUT });
  const notice = page.getByTestId('voice-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText('Mikrofón je zablokovaný');
  await expect(notice).toContainText('Pri položke Mikrofón zvoľte Povoliť.');
  await expect(caption(page)).toHaveText(CAPTIONS.idle);
  // The microphone is asked first: nothing was created (and paid) on the server.
  expect(voiceCalls).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await notice.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(notice).toHaveCount(0);
});
