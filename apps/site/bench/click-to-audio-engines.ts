// Click -> first assistant audio in Firefox ESR (Playwright over BiDi) and WebKitGTK (WebDriver),
// measured the way click-to-audio.ts measures Chromium, in the same bench run against the same
// production build and local stack: a fresh visitor per run (a new Firefox, a new MiniBrowser)
// whose pointer rests on the orb for 500 ms (the hover preload) before the click; the click's
// event timestamp to the end of the site's `voice:first-assistant-audio` measure (the playback
// worklet's `started`: its jitter buffer starts feeding the speakers). Each engine has a private
// PulseAudio (pulseAudio.ts: a silent microphone, speakers that play), WebKit an Xvfb display.
import { firefoxLaunch } from '@hlasovy-asistent/browser-testing/firefox';
import { startPulseAudio } from '@hlasovy-asistent/browser-testing/pulse-audio';
import { startWebKit } from '@hlasovy-asistent/browser-testing/webkit';
import { firefox } from '@playwright/test';
import { round, tapClick } from './click-to-audio.ts';
import { median } from './median.ts';

export interface EngineClickToAudio {
  engine: 'firefox' | 'webkit';
  /** The browser's version, as it reports it. */
  version: string;
  /** The AudioContext's rate the call ran at. */
  sampleRate: number;
  /** Click -> first assistant sample played, per run (ms). */
  samples: number[];
  medianFirstAudioMs: number;
}

const HOVER_MS = 500;
const TIMEOUT_MS = 45_000;

/** Click -> the end of `voice:first-assistant-audio` (ms), or null while it has not played. */
function firstAudio(): { ms: number; sampleRate: number } | null {
  const entry = performance.getEntriesByName('voice:first-assistant-audio').at(0);
  const clickAt = (window as unknown as { __clickAt?: number }).__clickAt;
  if (!entry || clickAt === undefined) return null;
  // the device's rate, which the call's context runs at too
  const context = new AudioContext();
  void context.close();
  return { ms: entry.startTime + entry.duration - clickAt, sampleRate: context.sampleRate };
}

/** One engine's runs, the first (cold caches) still among them. */
type EngineRuns = Omit<EngineClickToAudio, 'medianFirstAudioMs'>;

async function measureFirefox(url: string, runs: number): Promise<EngineRuns> {
  const pulse = await startPulseAudio({ sampleRate: 48_000 });
  const samples: number[] = [];
  let version = '';
  let sampleRate = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      const browser = await firefox.launch(firefoxLaunch({ env: pulse.env() }));
      version = `Firefox ${browser.version()}`;
      try {
        const page = await browser.newPage();
        await page.addInitScript(tapClick);
        await page.goto(url);
        const orb = page.locator('button.orb');
        await orb.hover();
        await page.waitForTimeout(HOVER_MS);
        await orb.click();
        const played = await page.waitForFunction(firstAudio, undefined, { timeout: TIMEOUT_MS });
        const value = (await played.jsonValue()) as { ms: number; sampleRate: number };
        samples.push(round(value.ms));
        sampleRate = value.sampleRate;
        await orb.click();
      } finally {
        await browser.close();
      }
    }
  } finally {
    await pulse.stop();
  }
  return { engine: 'firefox', version, sampleRate, samples };
}

async function measureWebKit(url: string, runs: number): Promise<EngineRuns> {
  const pulse = await startPulseAudio({ sampleRate: 44_100 });
  const webkit = await startWebKit(pulse);
  const samples: number[] = [];
  let version = '';
  let sampleRate = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await webkit.newPage({ width: 1280, height: 800 });
      try {
        const capabilities = await page.session.getCapabilities();
        version = `WebKitGTK ${capabilities.get('browserVersion')}`;
        await page.goto(new URL('/robots.txt', url).href);
        await page.evaluate(() => localStorage.setItem('cookie-consent', 'dismissed'));
        await page.goto(url);
        await page.evaluate(tapClick);
        const orb = await page.session.findElement({ css: 'button.orb' });
        await page.session.actions().move({ origin: orb }).pause(HOVER_MS).click().perform();
        const value = await page.waitFor(firstAudio, undefined, { timeout: TIMEOUT_MS });
        samples.push(round(value.ms));
        sampleRate = value.sampleRate;
        await orb.click();
      } finally {
        await page.close();
      }
    }
  } finally {
    await webkit.stop();
    await pulse.stop();
  }
  return { engine: 'webkit', version, sampleRate, samples };
}

/** Each engine: one call first that is not counted (its caches cold), then `runs` calls. */
export async function measureClickToAudioInEngines(
  url: string,
  runs = 5,
): Promise<EngineClickToAudio[]> {
  const results: EngineClickToAudio[] = [];
  for (const measure of [measureFirefox, measureWebKit]) {
    const all = await measure(url, runs + 1);
    const samples = all.samples.slice(1);
    results.push({ ...all, samples, medianFirstAudioMs: round(median(samples)) });
  }
  return results;
}
