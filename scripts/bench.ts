// `pnpm bench`: every performance figure of the product in one run, printed as one table
// and written to bench-results/bench.json. Figures are compared with their goals; this
// script reports, it does not fail on a missed goal (CI checks only the size budgets).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseMedian } from './bench/lighthouse.ts';
import { measureOrbActivity } from './bench/orb-activity.ts';
import { withProductionSite } from './bench/production-site.ts';
import { publishedRows } from './bench/published-rows.ts';
import { measureRealCall, realCallRows } from './bench/real-call-rows.ts';
import { buildSite, serveSite } from './bench/serve.ts';
import { printTable, type Row } from './bench/table.ts';
import { voiceAgentRows } from './bench/voice-agent-rows.ts';
import { holdsUpRows } from './bench/voice-holds-up-rows.ts';

const root = join(import.meta.dirname, '..');
const results = join(root, 'bench-results');
mkdirSync(results, { recursive: true });

function runPackageBench(filter: string, script = 'bench'): void {
  console.log(`\n==> ${filter}: ${script}`);
  const r = spawnSync('pnpm', ['--filter', filter, 'run', script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) console.error(`${filter} ${script} failed (exit ${r.status})`);
}

function readJson(name: string): unknown {
  const file = join(results, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

runPackageBench('@repo/platform-api');
runPackageBench('@repo/voice-client');
runPackageBench('@repo/supabase');
runPackageBench('@repo/local-stack', 'bench:voice');
runPackageBench('@repo/site', 'size');
runPackageBench('@repo/examples');

const rows: Row[] = [];

console.log('\n==> site: Lighthouse mobile, median of 3');
// The production build talks to a real local backend, as it would in production: a page
// whose vapi-config request fails logs an error and loses Best Practices points.
const lighthouse: Record<string, Awaited<ReturnType<typeof lighthouseMedian>>> = {};
let realCall: Awaited<ReturnType<typeof measureRealCall>> | undefined;
await withProductionSite(join(root, 'apps/site/dist-bench'), async (prod) => {
  for (const path of ['/', '/gdpr']) {
    const lh = await lighthouseMedian(prod.url + path, 3);
    lighthouse[path] = lh;
    rows.push(
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
        goal: '<= 1500',
        ok: lh.lcpMs <= 1500,
      },
      {
        figure: `Lighthouse ${path} TBT (ms)`,
        value: Math.round(lh.tbtMs),
        goal: '<= 50',
        ok: lh.tbtMs <= 50,
      },
      {
        figure: `Lighthouse ${path} CLS`,
        value: Number(lh.cls.toFixed(3)),
        goal: '0',
        ok: lh.cls === 0,
      },
    );
  }
  console.log('\n==> site: real calls with the local agent (click -> first audio x5, activity)');
  try {
    realCall = await measureRealCall(prod.url, prod.dir);
    rows.push(...realCallRows(realCall));
  } catch (error) {
    console.error('real-call measurement failed:', error);
  }
});

console.log('\n==> site: orb active with the scripted fake call, 10 s');
const fakeDir = join(root, 'apps/site/dist-bench-fake');
await buildSite(fakeDir, { VITE_FAKE_CALL: 'true' });
const fake = await serveSite(fakeDir);
let orb: Awaited<ReturnType<typeof measureOrbActivity>> | undefined;
try {
  orb = await measureOrbActivity(fake.url, 10);
  rows.push(
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
  );
} catch (error) {
  console.error('orb activity measurement failed:', error);
} finally {
  fake.stop();
}

const packages = {
  platformApi: readJson('platform-api-size.json'),
  voiceClient: readJson('voice-client.json'),
  functions: readJson('functions.json'),
  siteSize: readJson('site-size.json'),
};
rows.unshift(...(await import('./bench/package-rows.ts')).packageRows(packages));
rows.push(...voiceAgentRows(readJson('voice-agent.json')));
rows.push(...holdsUpRows(packages.voiceClient, readJson('voice-agent.json')));
rows.push(...publishedRows(readJson('published.json')));

console.log('\nAll figures');
printTable(rows);
writeFileSync(
  join(results, 'bench.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, lighthouse, orb, realCall, packages }, null, 2)}\n`,
);
console.log(`\nwritten: ${join(results, 'bench.json')}`);
