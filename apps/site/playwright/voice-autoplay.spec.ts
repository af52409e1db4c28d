// The browser blocks the assistant's audio (Chromium's autoplay policy: an AudioContext created
// before the page had any user activation stays suspended). The call is started by the page
// itself (an untrusted click on the orb after load), so the blocked state is real. Driven through
// the minimal CDP client (@hlasovy-asistent/browser-testing/cdp), not a Playwright page: Playwright's evaluations count
// as user gestures and would lift the block. The local agent talks; the fake microphone is silent.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openLandingPage } from '@hlasovy-asistent/browser-testing/cdp';
import { microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { expect, test } from '@playwright/test';
import { readE2eEnv } from './support/env.ts';
import { CAPTIONS } from './support/orb.ts';

const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** Before the page's scripts: consent answered, captions and CSP violations recorded, autostart. */
const INIT = `(() => {
  localStorage.setItem('cookie-consent', 'dismissed');
  window.__captions = []; window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  window.addEventListener('load', () => {
    const caption = document.querySelector('[data-testid="orb-caption"]');
    new MutationObserver(() => window.__captions.push(caption.textContent)).observe(caption, { childList: true, characterData: true, subtree: true });
    setTimeout(() => document.querySelector('button.orb').click(), 500);
  });
})()`;

const CAPTION = `document.querySelector('[data-testid="orb-caption"]').textContent`;

test('blocked audio: "Zapnúť zvuk" is offered, and the assistant is heard after the tap', async () => {
  test.skip(test.info().project.name !== 'desktop', 'drives its own Chromium: one run is enough');
  test.setTimeout(120_000);
  const page = await openLandingPage(`${readE2eEnv().siteUrl}/`, microphoneFile('silence'), INIT);
  try {
    await page.waitFor(`document.querySelector('[data-testid="sound-blocked"] button')`, 45_000);
    expect(
      await page.evaluate<string>(
        `document.querySelector('[data-testid="sound-blocked"]').textContent`,
      ),
    ).toContain('Zapnúť zvuk');
    expect(await page.evaluate<boolean>('navigator.userActivation.hasBeenActive')).toBe(false);
    // The call runs, but nothing plays: the caption never says the assistant speaks.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await page.evaluate<string>(CAPTION)).toBe(CAPTIONS.listening);
    expect(await page.evaluate<string[]>('window.__captions')).not.toContain(CAPTIONS.speaking);
    await page.evaluate(axeSource);
    const violations = await page.evaluate<string[]>(
      'axe.run(document).then((r) => r.violations.map((v) => v.id + " " + v.impact))',
    );
    expect(violations).toEqual([]);

    await page.click('[data-testid="sound-blocked"] button');
    await page.waitFor(`!document.querySelector('[data-testid="sound-blocked"]')`);
    await page.waitFor(`${CAPTION} === ${JSON.stringify(CAPTIONS.speaking)}`, 30_000);

    await page.click('button.orb');
    await page.waitFor(`${CAPTION} === ${JSON.stringify(CAPTIONS.idle)}`);
    expect(await page.evaluate<string[]>('window.__csp')).toEqual([]);
  } finally {
    await page.close();
  }
});
