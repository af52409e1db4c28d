// Issue 40: once the landing page is idle, what a call needs is there before the visitor reaches
// for the orb: the call's code (client, transport, wiring, controls), the socket's Worker and the
// worklet files. A tap then fetches no script before its voice-call request (the fake UI has
// allowed the microphone, so the request leaves inside the tap).
import { expect, test, withConsent } from './support/fixtures.ts';
import { ACTIVE, caption, orb } from './support/orb.ts';
import { CALL_TIMEOUT } from './support/voiceCall.ts';

/** The call's chunks, fetched ahead: client + transport, the client's wiring, the call controls. */
const CALL_CODE = [
  'createSiteVoiceClient',
  'webSocketVoiceClient',
  'wireVoiceClient',
  'VoiceCallControls',
];

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'dismissed');
});

test('the idle page has the call ready; a tap fetches no script before its voice-call request', async ({
  page,
  isMobile,
}) => {
  const requests: { url: string; type: string; method: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType(), method: request.method() }),
  );
  await page.goto('/');
  const scripts = () =>
    requests.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname);
  // nothing touches the page: it idles, and the call's code and its socket Worker arrive
  await expect
    .poll(() => CALL_CODE.filter((name) => !scripts().some((path) => path.includes(`/${name}-`))))
    .toEqual([]);
  await expect.poll(() => page.workers().length).toBe(1);

  const tappedAt = requests.length;
  if (isMobile) await orb(page).tap();
  else await orb(page).click();
  await expect(caption(page)).toHaveText(ACTIVE, { timeout: CALL_TIMEOUT });
  const afterTap = requests.slice(tappedAt);
  const voiceCall = afterTap.findIndex(
    (r) => r.method === 'POST' && r.url.endsWith('/functions/v1/voice-call'),
  );
  expect(voiceCall).toBeGreaterThanOrEqual(0);
  expect(afterTap.slice(0, voiceCall).filter((r) => r.type === 'script')).toEqual([]);
  // none of the page's chunks after it either; the call runs in the Worker started ahead
  expect(
    afterTap.filter((r) => r.type === 'script' && !/processor-[\w-]+\.js$/.test(r.url)),
  ).toEqual([]);
  expect(page.workers()).toHaveLength(1);
  await orb(page).click();
});
