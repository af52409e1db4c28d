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
}

async function once(url: string): Promise<LighthouseFigures> {
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

/** Runs Lighthouse `runs` times and takes the median of every figure separately. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(url));
  const pick = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    cls: pick('cls'),
  };
}
