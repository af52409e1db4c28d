// Frames per second of the landing page during a real call on a phone profile: 390x844 (mobile
// emulation) with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), the assistant talking
// (its PCM arriving 50 frames/s, the orb and level bars moving). Counted with
// requestAnimationFrame in the page over `seconds`, median of `windows`; the same page idle
// (before the call) is the baseline measured in the same run.
import { openCallPage, readTaskTime, SPEAKING, taskPercent } from './call-page.ts';
import { median } from './median.ts';

export interface CallFrames {
  idleFps: number;
  callFps: number;
  /** Main-thread task time while the assistant talks, same throttled phone (%). */
  callTaskPercent: number;
  /** The caption still said "Hovorí" after the last window: every window was the assistant's. */
  spokeThroughout: boolean;
}

const countFrames = (seconds: number) => `new Promise((resolve) => {
  let frames = 0;
  const end = performance.now() + ${seconds * 1000};
  const tick = (now) => { frames += 1; if (now < end) requestAnimationFrame(tick); else resolve(frames / ${seconds}); };
  requestAnimationFrame(tick);
})`;

export async function measureRealCallFrames(
  url: string,
  microphoneWav: string,
  { windows = 3, seconds = 2 } = {},
): Promise<CallFrames> {
  const page = await openCallPage(url, microphoneWav);
  try {
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      deviceScaleFactor: 3,
      mobile: true,
    });
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const idle: number[] = [];
    for (let w = 0; w < windows; w += 1)
      idle.push(await page.evaluate<number>(countFrames(seconds)));
    await page.click('button.orb');
    await page.waitFor(SPEAKING, 60_000);
    await page.send('Performance.enable');
    const before = await readTaskTime(page);
    const call: number[] = [];
    for (let w = 0; w < windows; w += 1)
      call.push(await page.evaluate<number>(countFrames(seconds)));
    const after = await readTaskTime(page);
    const spokeThroughout = await page.evaluate<boolean>(SPEAKING);
    return {
      idleFps: Number(median(idle).toFixed(1)),
      callFps: Number(median(call).toFixed(1)),
      callTaskPercent: Number(taskPercent(before, after).toFixed(2)),
      spokeThroughout,
    };
  } finally {
    await page.close();
  }
}
