// `pnpm --filter @hlasovy-asistent/examples run bench`: the published packages next to the official Vapi
// SDKs, measured in one run from the packed tarballs (npm installs in temp folders outside the
// repository; the official packages from the registry).
// - install size: every file under node_modules after `npm install` of the package alone
// - first load: gzip JS a Vite 8 + React app loads up front (entry + modulepreloads), minus the
//   same app without a voice library
// - bundle size: esbuild, minified, browser ESM, gzip -9, dependencies bundled
// Prints a table and writes bench-results/published.json (`table`: this package's rows of
// `pnpm bench`).
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { packAll, type Tarballs } from '../test/support/pack.ts';
import { REPO_ROOT, run, runOk } from '../test/support/run.ts';
import { publishedTable } from './table-rows.ts';

const DAILY_JS = '^0.92.2';
const work = mkdtempSync(join(tmpdir(), 'published-bench-'));
const kB = (bytes: number) => Number((bytes / 1000).toFixed(2));
const MB = (bytes: number) => Number((bytes / 1e6).toFixed(2));

function treeBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += treeBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

function packageCount(modules: string): number {
  let count = 0;
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    count += name.startsWith('@') ? readdirSync(join(modules, name)).length : 1;
  }
  return count;
}

/**
 * Our packages are not on the registry yet: `overrides` points every one of them (also
 * voice-client's dependency on platform-api) at its packed tarball, as the registry would serve
 * it once published.
 */
async function installSize(
  label: string,
  dependencies: Record<string, string>,
  overrides: Record<string, string>,
) {
  const dir = join(work, `install-${label.replace(/\W+/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'install-size', private: true, dependencies, overrides }),
  );
  await runOk('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  const modules = join(dir, 'node_modules');
  return { label, bytes: treeBytes(modules), packages: packageCount(modules) };
}

function firstLoadBytes(dist: string): { firstLoad: number; allJs: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const upFront = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    firstLoad: upFront.reduce((sum, f) => sum + gz(f), 0),
    allJs: all.reduce((sum, f) => sum + gz(`assets/${f}`), 0),
  };
}

async function bundleBytes(appDir: string, code: string, external: string[] = []) {
  const result = await build({
    stdin: { contents: code, resolveDir: appDir, loader: 'ts' },
    absWorkingDir: appDir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

async function main() {
  const tarballs: Tarballs = await packAll('pnpm', join(work, 'packed'));
  const ours = (name: keyof Tarballs) => `file:${tarballs[name]}`;
  const overrides = {
    '@hlasovy-asistent/voice-client': ours('voice-client'),
    '@hlasovy-asistent/platform-api': ours('platform-api'),
  };

  console.log('install sizes (npm install into empty folders)...');
  const installs = [];
  for (const [label, deps] of [
    [
      '@hlasovy-asistent/voice-client (WebSocket app, no daily-js)',
      { '@hlasovy-asistent/voice-client': ours('voice-client') },
    ],
    [
      '@hlasovy-asistent/voice-client + @daily-co/daily-js (Daily app)',
      { '@hlasovy-asistent/voice-client': ours('voice-client'), '@daily-co/daily-js': DAILY_JS },
    ],
    ['@vapi-ai/web 2.7.1', { '@vapi-ai/web': '2.7.1' }],
    ['@hlasovy-asistent/platform-api', { '@hlasovy-asistent/platform-api': ours('platform-api') }],
    ['@vapi-ai/server-sdk 2.0.1', { '@vapi-ai/server-sdk': '2.0.1' }],
  ] as const)
    installs.push(await installSize(label, deps, overrides));

  console.log('first load (Vite 8 + React builds)...');
  const apps = join(work, 'apps');
  cpSync(join(import.meta.dirname, 'apps'), apps, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(apps, 'package.json'), 'utf8'));
  manifest.dependencies['@hlasovy-asistent/voice-client'] = ours('voice-client');
  manifest.dependencies['@hlasovy-asistent/platform-api'] = ours('platform-api');
  manifest.overrides = overrides;
  writeFileSync(join(apps, 'package.json'), JSON.stringify(manifest, null, 2));
  await runOk('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: apps });
  writeFileSync(
    join(apps, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  const loads: Record<string, { firstLoad: number; allJs: number } | { error: string }> = {};
  for (const variant of ['baseline', 'voice-client', 'vapi-web']) {
    writeFileSync(
      join(apps, 'index.html'),
      `<!doctype html><html><body><div id="root"></div><script type="module" src="/${variant}.tsx"></script></body></html>`,
    );
    const out = `dist-${variant}`;
    const result = await run(join(apps, 'node_modules/.bin/vite'), ['build', '--outDir', out], {
      cwd: apps,
    });
    loads[variant] =
      result.code === 0
        ? firstLoadBytes(join(apps, out))
        : {
            error:
              (result.stderr || result.stdout).split('\n').find((l) => /error/i.test(l)) ??
              `exit ${result.code}`,
          };
  }

  console.log('bundle sizes (esbuild)...');
  const CALL = `{ assistantId: 'a', phoneNumberId: 'p', customer: { number: '+421900000000' } }`;
  const bundles = {
    'voice-client: VoiceClientCore + WebSocket transport (zod bundled)': await bundleBytes(
      apps,
      "export { VoiceClientCore, createWebSocketTransport } from '@hlasovy-asistent/voice-client';",
    ),
    'voice-client: VoiceClient from /daily (daily-js lazy, not counted)': await bundleBytes(
      apps,
      "export { VoiceClient } from '@hlasovy-asistent/voice-client/daily';",
      ['@daily-co/daily-js'],
    ),
    '@vapi-ai/web: Vapi (daily-js not counted)': await bundleBytes(
      apps,
      "export { default } from '@vapi-ai/web';",
      ['@daily-co/daily-js'],
    ),
    'platform-api: createVapiClient (whole client)': await bundleBytes(
      apps,
      "import { createVapiClient } from '@hlasovy-asistent/platform-api'; export const api = createVapiClient({ token: 't' });",
    ),
    'platform-api: createVapiClientWith({ calls }) + calls.create': await bundleBytes(
      apps,
      `import { callsResource, createVapiClientWith } from '@hlasovy-asistent/platform-api'; export const run = () => createVapiClientWith({ token: 't' }, { calls: callsResource }).calls.create(${CALL});`,
    ),
    '@vapi-ai/server-sdk: VapiClient (whole client)': await bundleBytes(
      apps,
      "import { VapiClient } from '@vapi-ai/server-sdk'; export const api = new VapiClient({ token: 't' });",
    ),
    '@vapi-ai/server-sdk: CallsClient + create': await bundleBytes(
      apps,
      `import { CallsClient } from '@vapi-ai/server-sdk/calls'; export const run = () => new CallsClient({ token: 't' }).create(${CALL});`,
    ),
  };

  const baseline =
    loads.baseline && 'firstLoad' in loads.baseline ? loads.baseline.firstLoad : null;
  const rows: { figure: string; value: number | string }[] = [];
  for (const i of installs)
    rows.push({
      figure: `install size: ${i.label} (MB, ${i.packages} packages)`,
      value: MB(i.bytes),
    });
  for (const [variant, load] of Object.entries(loads)) {
    if ('error' in load)
      rows.push({ figure: `first load: ${variant} app`, value: `build failed: ${load.error}` });
    else {
      rows.push({ figure: `first load: ${variant} app, JS (kB gzip)`, value: kB(load.firstLoad) });
      if (variant !== 'baseline' && baseline !== null)
        rows.push({
          figure: `first load: ${variant} app, delta over baseline (kB gzip)`,
          value: kB(load.firstLoad - baseline),
        });
    }
  }
  for (const [name, bytes] of Object.entries(bundles))
    rows.push({ figure: `bundle: ${name} (kB gzip)`, value: kB(bytes) });

  const width = Math.max(...rows.map((r) => r.figure.length));
  for (const r of rows) console.log(`${r.figure.padEnd(width)}  ${r.value}`);
  const out = join(REPO_ROOT, 'bench-results/published.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), installs, loads, bundles, rows, table: publishedTable({ installs, rows }) }, null, 2)}\n`,
  );
  console.log(`\nwritten ${out}`);
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
