// `pnpm --filter @hlasovy-asistent/site run bench:smoothness`: only issue 31's call figures (part
// of the site's bench, real-call-rows.ts): calls on the throttled phone profile, the main thread
// during the call unthrottled and on the idle page. The production build on a fresh local stack.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { printTable } from '@hlasovy-asistent/browser-testing/bench-table';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { measureCallSmoothness } from './call-smoothness.ts';
import { withProductionSite } from './production-site.ts';
import { measureRealCallActivity } from './real-call-activity.ts';
import { smoothnessRows } from './real-call-rows.ts';

const siteDir = join(import.meta.dirname, '..');
await writeMicrophones();
try {
  await withProductionSite(join(siteDir, 'dist-bench'), async ({ url }) => {
    const silence = microphoneFile('silence');
    const activity = await measureRealCallActivity(url, silence);
    const smoothness = await measureCallSmoothness(url, silence);
    printTable([
      ...smoothnessRows(smoothness),
      {
        figure: `real call, assistant talking, unthrottled: main-thread task time (%, load ${activity.loadAverage})`,
        value: Number(activity.taskTimePercent.toFixed(2)),
        goal: '<= 10',
        ok: activity.taskTimePercent <= 10,
      },
    ]);
    console.log(JSON.stringify(smoothness.calls));
  });
} finally {
  rmSync(audioDir(), { recursive: true, force: true });
}
