// The orb's UI around a call. The e2e stack's vapi-config names the WebSocket transport, so these
// clicks start real calls with the local agent (the fake microphone is silent); the Daily block
// runs a server-created web call with the scripted Daily call object; the last one the busy
// notice. Audio, barge-in and the wire protocol: voice-call.spec.ts.
import { STANDIN_DAILY_DOMAIN, STANDIN_VAPI_SECRETS } from '@hlasovy-asistent/local-stack';
import { readE2eEnv } from './support/env.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { ACTIVE, CAPTIONS, caption, DAILY_CODE, orb, recordScripts } from './support/orb.ts';
import { allLinesBusy, failVoiceConfig, useScriptedDailyCall } from './support/voiceConfig.ts';

/** Real calls: the agent greets ~250 ms after the socket opens, on a possibly loaded machine. */
const CALL_TIMEOUT = 30_000;

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'dismissed');
});

test.describe('browser voice conversation (local agent)', () => {
  test('idle -> connecting -> speaking with volume bar -> stop', async ({ page }) => {
    await page.goto('/');
    await expect(caption(page)).toHaveText(CAPTIONS.idle);
    await expect(orb(page)).toHaveAccessibleName('Začať hlasový rozhovor s asistentom');
    await expect(page.getByTestId('volume-bar')).toHaveCount(0);

    await orb(page).click();
    await expect(caption(page)).toHaveText(ACTIVE, { timeout: CALL_TIMEOUT });
    await expect(orb(page)).toHaveAttribute('data-state', /listening|speaking/);
    // the name says what a click does, the same for the whole call (no aria-pressed on top)
    await expect(orb(page)).toHaveAccessibleName('Ukončiť hlasový rozhovor s asistentom');
    await expect(orb(page)).not.toHaveAttribute('aria-pressed');
    await expect(orb(page).locator('.orb-bars > span')).toHaveCount(12);
    await expect(orb(page).locator('.orb-particles > span')).toHaveCount(12);

    await expect(caption(page)).toHaveText(CAPTIONS.speaking, { timeout: CALL_TIMEOUT });
    await expect(orb(page)).toHaveAttribute('data-state', 'speaking');
    await expect(page.getByTestId('volume-bar')).toBeVisible();

    await orb(page).click();
    await expect(caption(page)).toHaveText(CAPTIONS.idle);
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('volume-bar')).toHaveCount(0);
  });

  test("the call's milestones have a polite region; the caption, which changes every turn, is not live", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('voice-announcer')).toHaveAttribute('role', 'status');
    await expect(caption(page)).not.toHaveAttribute('role');
    await expect(caption(page)).not.toHaveAttribute('aria-live');
  });

  test('the orb works from the keyboard', async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium');
    await page.goto('/');
    await orb(page).focus();
    await page.keyboard.press('Enter');
    await expect(caption(page)).toHaveText(ACTIVE, { timeout: CALL_TIMEOUT });
    await page.keyboard.press('Space');
    await expect(caption(page)).toHaveText(CAPTIONS.idle);
  });

  test('the first load names no voice code; the idle page fetches the call code, never Daily', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const VOICE_CODE = /VoiceClient|VoiceCallControls|daily/i;
    // the idle page fetches the voice config (after hydration, once idle): its last own step
    const configLoaded = page.waitForResponse((r) => r.url().includes('/functions/v1/vapi-config'));
    await page.goto('/');
    // the first load is what the prerendered HTML names: the entry and the landing page's own
    // chunk (with what it imports); no voice client, call controls or Daily
    // (inert in a template until the first frame is painted: build/scriptsAfterPaint.ts)
    const named = await page.evaluate(() =>
      [
        ...(
          document.getElementById('page-scripts') as HTMLTemplateElement
        ).content.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]'),
      ].map(
        (el) =>
          new URL(el.getAttribute('src') ?? el.getAttribute('href') ?? '', location.href).pathname,
      ),
    );
    expect(named).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
    expect(named).toContainEqual(expect.stringMatching(/^\/assets\/LandingPage-[\w-]+\.js$/));
    expect(named.filter((path) => VOICE_CODE.test(path))).toEqual([]);
    await configLoaded;
    const paths = () => scripts.map((url) => new URL(url).pathname);
    // what loads after hydration (the page under the hero, the banner, the voice config's code)
    // comes on top of the first load; once the page is idle, so does the call's code, with no
    // interaction (issue 40: voice-prefetch.spec.ts)
    expect(paths()).toEqual(expect.arrayContaining(named));
    await expect.poll(() => paths().some((path) => /webSocketVoiceClient/.test(path))).toBe(true);
    await orb(page).click();
    await expect(caption(page)).toHaveText(ACTIVE, { timeout: CALL_TIMEOUT });
    expect(scripts.filter((url) => DAILY_CODE.test(url))).toEqual([]);
  });

  test('a failing vapi-config shows the red toast; clicking then only logs', async ({ page }) => {
    await failVoiceConfig(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const toast = page.getByRole('alert').filter({
      hasText: 'Unable to load voice assistant configuration',
    });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Unable to load voice assistant configuration')).toHaveAttribute(
      'lang',
      'en',
    );
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y > viewport.height / 2).toBe(true);

    await orb(page).click();
    await page.waitForTimeout(500);
    await expect(caption(page)).toHaveText(CAPTIONS.idle);
    expect(errors.some((e) => e.includes('configuration is not available'))).toBe(true);
  });

  test('the sixth start within a minute is refused with the rate-limit message', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    for (let i = 0; i < 5; i++) {
      await orb(page).click();
      await expect(caption(page)).toHaveText(ACTIVE, { timeout: CALL_TIMEOUT });
      await orb(page).click();
      await expect(caption(page)).toHaveText(CAPTIONS.idle);
    }
    await orb(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many voice calls. Please wait a moment.' }),
    ).toBeVisible();
    await expect(caption(page)).toHaveText(CAPTIONS.idle);
  });
});

test.describe('Daily transport: the call created by the server (scripted Daily call object)', () => {
  test('voice-call creates the web call; nothing that can create calls reaches the browser', async ({
    page,
  }) => {
    await useScriptedDailyCall(page);
    const { VAPI_PRIVATE_KEY, VAPI_PUBLIC_KEY } = STANDIN_VAPI_SECRETS;
    const traffic: { url: string; method: string; body: string; answer: string }[] = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      traffic.push({
        url: request.url(),
        method: request.method(),
        body: request.postData() ?? '',
        answer: (await response?.text().catch(() => '')) ?? '',
      });
    });
    const scripts = recordScripts(page);
    await page.goto('/');
    await orb(page).hover(); // the token is fetched ahead of the click
    await orb(page).click();
    await expect(caption(page)).toHaveText(CAPTIONS.speaking);
    await expect(page.getByTestId('volume-bar')).toBeVisible();
    await expect(caption(page)).toHaveText(CAPTIONS.listening, { timeout: 8000 });
    await orb(page).click();
    await expect(caption(page)).toHaveText(CAPTIONS.idle);

    const calls = traffic.filter(
      (t) => t.method === 'POST' && t.url.endsWith('/functions/v1/voice-call'),
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ transport: 'daily' });
    const session = JSON.parse(calls[0]?.answer ?? '{}') as Record<string, string>;
    expect(Object.keys(session).sort()).toEqual(['callId', 'webCallUrl']);
    expect(session.webCallUrl).toBe(`${STANDIN_DAILY_DOMAIN}/${session.callId}`);
    expect(traffic.some((t) => t.url.endsWith('/functions/v1/voice-call-token'))).toBe(true);
    // no key that can create calls, in any request or answer; the browser never asks Vapi
    for (const t of traffic) {
      for (const secret of [VAPI_PRIVATE_KEY, VAPI_PUBLIC_KEY]) {
        expect(`${t.url} ${t.body} ${t.answer}`).not.toContain(secret);
      }
      expect(t.url).not.toMatch(/\/call(\/web)?$|api\.vapi\.ai/);
    }
    expect(scripts.some((url) => url.includes('dailyVoiceClient'))).toBe(true);
    expect(scripts.some((url) => url.includes('webSocketVoiceClient'))).toBe(false);
    // the stack's own vapi-config (replaced above to name Daily) hands out no key either
    const { supabaseUrl, anonKey } = readE2eEnv();
    const config = await page.request.get(`${supabaseUrl}/functions/v1/vapi-config`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    expect(await config.json()).toEqual({ transport: 'websocket', callCreation: 'server' });
  });
});

test.describe('every line busy', () => {
  test('a Slovak notice offers the demo form and the phone number instead of an error', async ({
    page,
  }) => {
    await allLinesBusy(page);
    await page.goto('/');
    await orb(page).click();
    const notice = page.getByTestId('voice-notice');
    await expect(notice).toHaveAttribute('data-notice', 'voice-busy');
    await expect(notice).toContainText('Všetky linky sú teraz obsadené');
    await expect(notice.getByRole('link', { name: /Zavolať na/ })).toHaveAttribute(
      'href',
      /^tel:\+421/,
    );
    await expect(page.getByRole('alert')).toHaveCount(0); // no bare error toast
    await expect(caption(page)).toHaveText(CAPTIONS.idle);
    await notice.getByRole('button', { name: 'Chcem, aby mi asistent zavolal' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
