// Lighthouse mobile (the default form factor: simulated Moto G class device, slow 4G),
// median of N runs per URL, all categories the product budgets.

import { CHROMIUM_PATH, OFFLINE_FLAGS } from '@hlasovy-asistent/browser-testing/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median.ts';
import { cpuTasks } from './trace-cpu-tasks.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * TBT of the same tasks by their CPU time (trace-cpu-tasks.ts): what a quiet machine would
   * count. Far below `tbtMs` when the machine is busy (the tasks waited for a core), not a goal.
   */
  cpuTbtMs: number;
  cls: number;
  /** Every run's TBT, in order (the medians above are of these runs). */
  tbtRuns: number[];
}

async function once(url: string): Promise<Omit<LighthouseFigures, 'tbtRuns'>> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...OFFLINE_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => categories[id]?.score ?? 0;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cpuTbtMs: cpuTasks((result.artifacts as unknown as { Trace: unknown }).Trace).cpuTbtMs,
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times and takes the median of every figure separately. Five by default:
 * on this 2-core machine one run's TBT reads the machine as much as the page (the same build gave
 * 0-200 ms across runs, with 0-18 ms by CPU time), and a median of three still flipped across the
 * budget from one bench to the next.
 */
export async function lighthouseMedian(url: string, runs = 5): Promise<LighthouseFigures> {
  const results: Omit<LighthouseFigures, 'tbtRuns'>[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(url));
  const pick = (key: keyof Omit<LighthouseFigures, 'tbtRuns'>) =>
    median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    cls: pick('cls'),
    tbtRuns: results.map((r) => Math.round(r.tbtMs)),
  };
}
