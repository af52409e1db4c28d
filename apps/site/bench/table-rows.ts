// The site's rows of the `pnpm bench` table besides the real call (real-call-rows.ts): first-load
// sizes per route (scripts/size.ts), Lighthouse mobile per path, and the orb's work during the
// scripted fake call.
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';
import type { LighthouseFigures } from './lighthouse.ts';
import type { OrbActivity } from './orb-activity.ts';

/** What scripts/size.ts writes to bench-results/site-size.json (the part the table shows). */
export interface SiteSize {
  budgetJsGzip: number;
  routes?: { route: string; jsGzip: number; cssGzip: number }[];
}

/** Kilobytes as every size script here prints them: 1 kB = 1000 bytes. */
const kb = (bytes: number) => Number((bytes / 1000).toFixed(2));

export function sizeRows(site: SiteSize | undefined): BenchRow[] {
  const budget = site?.budgetJsGzip ?? 100_000;
  return (site?.routes ?? []).flatMap((r): BenchRow[] => [
    {
      figure: `site ${r.route} first-load JS (kB gzip)`,
      value: kb(r.jsGzip),
      goal: `<= ${kb(budget)}`,
      ok: r.jsGzip <= budget,
    },
    {
      figure: `site ${r.route} first-load CSS (kB gzip)`,
      value: kb(r.cssGzip),
      goal: '-',
      ok: true,
    },
  ]);
}

export function lighthouseRows(path: string, lh: LighthouseFigures): BenchRow[] {
  return [
    {
      figure: `Lighthouse ${path} performance`,
      value: lh.performance,
      goal: '>= 0.98',
      ok: lh.performance >= 0.98,
    },
    {
      figure: `Lighthouse ${path} accessibility`,
      value: lh.accessibility,
      goal: '1.0',
      ok: lh.accessibility === 1,
    },
    {
      figure: `Lighthouse ${path} best practices`,
      value: lh.bestPractices,
      goal: '1.0',
      ok: lh.bestPractices === 1,
    },
    { figure: `Lighthouse ${path} SEO`, value: lh.seo, goal: '1.0', ok: lh.seo === 1 },
    {
      figure: `Lighthouse ${path} LCP (ms)`,
      value: Math.round(lh.lcpMs),
      goal: '<= 1200',
      ok: lh.lcpMs <= 1200,
    },
    {
      figure: `Lighthouse ${path} TBT (ms)`,
      value: Math.round(lh.tbtMs),
      goal: `<= 50 (runs ${lh.tbtRuns.join(', ')})`,
      ok: lh.tbtMs <= 50,
    },
    {
      figure: `Lighthouse ${path} CLS`,
      value: Number(lh.cls.toFixed(3)),
      goal: '0',
      ok: lh.cls === 0,
    },
  ];
}

export function orbRows(orb: OrbActivity): BenchRow[] {
  return [
    {
      figure: 'Orb active (scripted call): React commits per audio frame',
      value: Number(orb.reactCommitsPerAudioFrame.toFixed(3)),
      goal: '0',
      ok: orb.reactCommitsPerAudioFrame === 0,
    },
    {
      figure: 'Orb active (scripted call): React commits per second',
      value: Number(orb.reactCommitsPerSecond.toFixed(2)),
      goal: '-',
      ok: true,
    },
    {
      figure: 'Orb active (scripted call): main-thread script time (%)',
      value: Number(orb.scriptTimePercent.toFixed(2)),
      goal: '< 5',
      ok: orb.scriptTimePercent < 5,
    },
  ];
}
