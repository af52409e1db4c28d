// `pnpm --filter @hlasovy-asistent/site run bench:call-trace`: where the page's main thread spends
// its time during a real call while the assistant talks (issue 31), unthrottled, on the
// production build: a devtools trace of `seconds` through the minimal CDP client, broken down by
// the kind of work (self time of the trace's events). Prints, never fails.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { openCallPage, readTaskTime, SPEAKING, taskPercent } from './call-page.ts';
import { withProductionSite } from './production-site.ts';
import { mainThreadBreakdown, type TraceEvent } from './trace-breakdown.ts';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink',
  'cc',
];

const siteDir = join(import.meta.dirname, '..');
const seconds = Number(process.env.TRACE_SECONDS ?? 4);
await writeMicrophones();
try {
  await withProductionSite(join(siteDir, 'dist-trace'), async ({ url }) => {
    const page = await openCallPage(url, microphoneFile('silence'));
    try {
      await page.click('button.orb');
      await page.waitFor(SPEAKING, 60_000);
      // first the bench's figure (real-call-activity.ts) over the same call, without a trace
      await page.send('Performance.enable');
      const before = await readTaskTime(page);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = await readTaskTime(page);
      console.log(
        `untraced 2 s: main-thread task time ${taskPercent(before, after).toFixed(2)} % (load ${loadavg()[0]?.toFixed(1)})`,
      );
      const events: TraceEvent[] = [];
      page.on('Tracing.dataCollected', (params) => {
        events.push(...((params.value as TraceEvent[]) ?? []));
      });
      const complete = new Promise((resolve) => page.on('Tracing.tracingComplete', resolve));
      await page.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
      });
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const speaking = await page.evaluate<boolean>(
        `document.querySelector('[data-testid="orb-caption"]')?.textContent.startsWith('Hovorí')`,
      );
      await page.send('Tracing.end');
      await complete;
      const breakdown = mainThreadBreakdown(events);
      console.log(
        `trace of ${breakdown.seconds.toFixed(2)} s, load ${loadavg()[0]?.toFixed(1)}, assistant still talking: ${speaking}`,
      );
      console.log(
        `main thread busy (top-level tasks): ${breakdown.busyPercent.toFixed(2)} % of the time`,
      );
      for (const row of breakdown.groups) {
        console.log(`${row.percent.toFixed(2).padStart(6)} %  ${row.name}`);
      }
      console.log('events by self time:');
      for (const row of breakdown.rows.slice(0, Number(process.env.TRACE_ROWS ?? 40))) {
        console.log(
          `${row.percent.toFixed(2).padStart(6)} %  ${String(row.count).padStart(5)}x  ${row.name}`,
        );
      }
    } finally {
      await page.close();
    }
  });
} finally {
  rmSync(audioDir(), { recursive: true, force: true });
}
