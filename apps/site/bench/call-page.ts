// What the call benches share: the landing page opened with the cookie notice already dismissed
// (it would cover the orb), and the main thread's busy share from Chromium's
// Performance.getMetrics (TaskDuration over Timestamp, both in seconds).
import { type CdpPage, openLandingPage } from '@hlasovy-asistent/browser-testing/cdp';

export const openCallPage = (url: string, microphoneWav: string) =>
  openLandingPage(url, microphoneWav, `localStorage.setItem('cookie-consent', 'dismissed');`);

/** True while the orb's caption says the assistant talks ("Hovorí…"). */
export const SPEAKING = `document.querySelector('[data-testid="orb-caption"]')?.textContent.startsWith('Hovorí')`;

interface TaskTime {
  task: number;
  time: number;
}

/** Reads the task time so far; call `Performance.enable` on the page first. */
export async function readTaskTime(page: CdpPage): Promise<TaskTime> {
  const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>(
    'Performance.getMetrics',
  );
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: get('TaskDuration'), time: get('Timestamp') };
}

/** The main thread's busy share (%) between two readings. */
export const taskPercent = (before: TaskTime, after: TaskTime) =>
  ((after.task - before.task) / (after.time - before.time)) * 100;
