// The page's work during a real call while the assistant talks: the production build, the local
// stack and agent, the assistant's PCM arriving over the socket (50 frames/s) and played by the
// AudioWorklet, the microphone streaming 50 frames/s. Same figures as orb-activity.ts, but
// through the minimal CDP client (cdp.ts): Playwright's Network domain would copy every socket
// frame to DevTools on the main thread and bill it to the page.
import { loadavg } from 'node:os';
import { openLandingPage } from '@hlasovy-asistent/browser-testing/cdp';
import { SPEAKING } from './call-page.ts';
import {
  type ActivitySample,
  activityBetween,
  countCommits,
  type OrbActivity,
  readMetrics,
  watchStateChanges,
} from './orb-activity.ts';

/**
 * `windows` windows of `seconds` each from the moment the assistant starts its greeting (~9 s
 * long); the median window by script time (other processes on a shared machine make single
 * windows jump), with the machine's load average.
 */
export async function measureRealCallActivity(
  url: string,
  microphoneWav: string,
  { windows = 3, seconds = 2 } = {},
): Promise<OrbActivity & { loadAverage: number }> {
  const page = await openLandingPage(
    url,
    microphoneWav,
    `(${countCommits})(); localStorage.setItem('cookie-consent', 'dismissed');`,
  );
  try {
    await page.click('button.orb');
    await page.waitFor(SPEAKING);
    await page.evaluate(`(${watchStateChanges})()`);
    await page.send('Performance.enable');
    const sample = async (): Promise<ActivitySample> => {
      const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>(
        'Performance.getMetrics',
      );
      return { ...readMetrics(metrics), commits: await page.evaluate<number>('window.__commits') };
    };
    const changes = () => page.evaluate<number>('window.__captionChanges');
    const measured: OrbActivity[] = [];
    let before = { ...(await sample()), changes: await changes() };
    for (let w = 0; w < windows; w += 1) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const after = { ...(await sample()), changes: await changes() };
      measured.push(activityBetween(before, after, after.changes - before.changes));
      before = after;
    }
    measured.sort((a, b) => a.scriptTimePercent - b.scriptTimePercent);
    const median = measured[Math.floor(measured.length / 2)] as OrbActivity;
    return { ...median, loadAverage: Number(loadavg()[0]?.toFixed(1)) };
  } finally {
    await page.close();
  }
}
