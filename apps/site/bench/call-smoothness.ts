// How smooth a real call is on a phone, as issue 31 measures it: the production build, the local
// stack and agent, a fake microphone. Per call (a fresh browser each): the phone profile
// (390x844, DPR 3, CPU 4x) idle, then the assistant's greeting, frames per second of both and
// their ratio (real-call-frames.ts); the median of `calls` calls. Besides, unthrottled on the
// desktop window: the main thread's busy share while the assistant talks (real-call-activity.ts)
// and on the idle page (no call, the orb and lightning on screen), with the machine's load.
import { loadavg } from 'node:os';
import { openCallPage, readTaskTime, taskPercent } from './call-page.ts';
import { median } from './median.ts';
import { type CallFrames, measureRealCallFrames } from './real-call-frames.ts';

export interface CallSmoothness {
  calls: (CallFrames & { ratio: number })[];
  /** Medians over the calls. */
  idleFps: number;
  callFps: number;
  ratio: number;
  callTaskPercentThrottled: number;
  /** Unthrottled idle page: main-thread task time (%), median of 3 windows. */
  idleTaskPercent: number;
  loadAverage: number;
}

/** Main-thread task time of the idle landing page, unthrottled (median of `windows`). */
async function measureIdleBusy(
  url: string,
  microphoneWav: string,
  { windows = 3, seconds = 3 } = {},
): Promise<number> {
  const page = await openCallPage(url, microphoneWav);
  try {
    await page.send('Performance.enable');
    // past the load: hydration, the config fetch (1 s after it, at idle: lib/afterIdle.ts)
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const shares: number[] = [];
    let before = await readTaskTime(page);
    for (let w = 0; w < windows; w += 1) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const after = await readTaskTime(page);
      shares.push(taskPercent(before, after));
      before = after;
    }
    return Number(median(shares).toFixed(2));
  } finally {
    await page.close();
  }
}

export async function measureCallSmoothness(
  url: string,
  microphoneWav: string,
  { calls = 3 } = {},
): Promise<CallSmoothness> {
  const measured: CallSmoothness['calls'] = [];
  for (let c = 0; c < calls; c += 1) {
    const frames = await measureRealCallFrames(url, microphoneWav);
    measured.push({
      ...frames,
      ratio: Number((frames.idleFps > 0 ? frames.callFps / frames.idleFps : 0).toFixed(3)),
    });
  }
  const idleTaskPercent = await measureIdleBusy(url, microphoneWav);
  return {
    calls: measured,
    idleFps: median(measured.map((m) => m.idleFps)),
    callFps: median(measured.map((m) => m.callFps)),
    ratio: median(measured.map((m) => m.ratio)),
    callTaskPercentThrottled: median(measured.map((m) => m.callTaskPercent)),
    idleTaskPercent,
    loadAverage: Number(loadavg()[0]?.toFixed(1)),
  };
}
