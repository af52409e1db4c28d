// While the orb is active with the scripted fake call, how much work does the page do?
// React commits are counted through the DevTools global hook (React calls
// onCommitFiberRoot on every commit, production builds included); script time comes from
// Chromium's Performance.getMetrics (ScriptDuration, TaskDuration) over the window.
// The same figures for a real call: real-call-activity.ts.

import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import type { VapiConfigAnswer } from '@hlasovy-asistent/validation';
import { chromium } from 'playwright-core';

export interface OrbActivity {
  seconds: number;
  reactCommitsPerSecond: number;
  audioFrames: number;
  /** Caption and transcript changes, volume bar shown/hidden: real state changes. */
  captionChanges: number;
  /** Commits beyond one per state change, per audio frame: what the audio levels cost React. */
  reactCommitsPerAudioFrame: number;
  scriptTimePercent: number;
  taskTimePercent: number;
}

/** Init script: counts React commits in `window.__commits`. */
export const countCommits = () => {
  const w = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__commits = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      w.__commits++;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
};

/**
 * In the page: counts real state changes in `__captionChanges`: the caption text, the live
 * transcript (a line in progress growing, a line finished: one React commit each), the volume bar
 * in/out. One observer on the body, so a transcript that mounts after the watch starts (its first
 * line) is counted too; one change per observer callback (a commit's mutations come together).
 */
export const watchStateChanges = () => {
  const w = window as unknown as { __captionChanges: number };
  w.__captionChanges = 0;
  const watched =
    '[data-testid="orb-caption"], [data-testid="voice-transcript"], ' +
    '[data-testid="voice-transcript-partial"], [data-testid="volume-bar"]';
  const inWatched = (node: Node | null) =>
    (node instanceof Element ? node : node?.parentElement)?.closest(watched) != null;
  new MutationObserver((records) => {
    const changed = records.some(
      (r) => inWatched(r.target) || [...r.addedNodes, ...r.removedNodes].some(inWatched),
    );
    if (changed) w.__captionChanges++;
  }).observe(document.body, { childList: true, characterData: true, subtree: true });
};

export interface ActivitySample {
  /** Performance.getMetrics: ScriptDuration, TaskDuration, Timestamp (seconds). */
  script: number;
  task: number;
  time: number;
  commits: number;
}

/** The figures of a window between two samples. */
export function activityBetween(
  before: ActivitySample,
  after: ActivitySample,
  captionChanges: number,
): OrbActivity {
  const elapsed = after.time - before.time;
  const commitsInWindow = after.commits - before.commits;
  // Audio levels reach the client's store every 100 ms (Daily's observer; the WebSocket
  // transport's playback level window): one audio frame each.
  const audioFrames = Math.round(elapsed * 10);
  return {
    seconds: elapsed,
    reactCommitsPerSecond: commitsInWindow / elapsed,
    audioFrames,
    captionChanges,
    reactCommitsPerAudioFrame: Math.max(0, commitsInWindow - captionChanges) / audioFrames,
    scriptTimePercent: ((after.script - before.script) / elapsed) * 100,
    taskTimePercent: ((after.task - before.task) / elapsed) * 100,
  };
}

/** Picks the three metrics out of Performance.getMetrics' list. */
export function readMetrics(list: { name: string; value: number }[]) {
  const get = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
  return { script: get('ScriptDuration'), task: get('TaskDuration'), time: get('Timestamp') };
}

export async function measureOrbActivity(url: string, seconds = 10): Promise<OrbActivity> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...OFFLINE_FLAGS, ...FAKE_MEDIA_FLAGS],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(countCommits);
    // A returning visitor who dismissed the cookie banner: its 2 s entrance would otherwise
    // land inside the measured window as a commit unrelated to the call.
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'dismissed'));
    // The fake call needs no backend, but the site asks vapi-config first: Daily with the call
    // created in the browser, whose POST /call/web the scripted call answers too.
    const config: VapiConfigAnswer = {
      callCreation: 'browser',
      transport: 'daily',
      publicKey: 'bench-public-key',
      assistantId: 'bench-assistant',
    };
    await page.route('**/functions/v1/vapi-config', (route) => route.fulfill({ json: config }));
    await page.goto(url);
    await page.locator('button.orb').click();
    const caption = page.getByTestId('orb-caption');
    await caption.filter({ hasText: /vás počúva|Hovorí/ }).waitFor({ timeout: 15_000 });
    await page.evaluate(watchStateChanges);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const sample = async (): Promise<ActivitySample> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const commits = await page.evaluate(
        () => (window as unknown as { __commits: number }).__commits,
      );
      return { ...readMetrics(metrics), commits };
    };
    const before = await sample();
    await page.waitForTimeout(seconds * 1000);
    const after = await sample();
    const captionChanges = await page.evaluate(
      () => (window as unknown as { __captionChanges: number }).__captionChanges,
    );
    return activityBetween(before, after, captionChanges);
  } finally {
    await browser.close();
  }
}
