// Runs every test runner of the workspace in turn and prints one closing line
// "N passed, N failed" summed over all of them (CI reads that line).
// Typecheck, lint and budget checks count as one test each.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Counts, parseDeno, parsePlaywright, parseTap, parseVitest } from './test-counts.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Step = {
  name: string;
  command: string[];
  /** Counts from the runner's output; absent = the step counts as one check. */
  count?: (output: string) => Counts;
  /** Skip the step when this package script does not exist (yet). */
  requiresScript?: [pkgDir: string, script: string];
  env?: Record<string, string>;
};

/** `vitest run` after `runner`, counted from its JSON report `report` (in .reports). */
function vitestStep(name: string, runner: string[], report: string): Step {
  const outputFile = join(reports, report);
  return {
    name,
    command: [
      ...runner,
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
    ],
    count: () => parseVitest(readFileSync(outputFile, 'utf8')),
  };
}

const steps: Step[] = [
  { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  { name: 'lint + format (biome)', command: ['pnpm', 'exec', 'biome', 'ci', '.'] },
  {
    name: 'unused files, exports and dependencies (knip)',
    command: ['pnpm', 'exec', 'knip', '--no-progress'],
  },
  vitestStep('unit + component tests (vitest)', ['pnpm', 'exec'], 'vitest.json'),
  {
    name: 'Edge Function tests (deno test)',
    command: ['pnpm', '--filter', '@hlasovy-asistent/supabase', 'run', 'test:deno'],
    count: parseDeno,
    requiresScript: ['supabase', 'test:deno'],
  },
  {
    name: 'SQL tests (pgTAP)',
    command: ['pnpm', '--filter', '@hlasovy-asistent/supabase', 'run', 'test:sql'],
    count: parseTap,
    requiresScript: ['supabase', 'test:sql'],
  },
  {
    name: 'browser tests (playwright: the site in Chromium, Firefox over BiDi, WebKit over WebDriver)',
    command: ['pnpm', 'exec', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
    count: () => parsePlaywright(readFileSync(join(reports, 'playwright.json'), 'utf8')),
    requiresScript: ['.', 'test:e2e'],
  },
  {
    name: 'voice-client in Chromium, Firefox and WebKit (playwright: real AudioContexts, worklets, sockets)',
    command: ['pnpm', '--filter', '@hlasovy-asistent/voice-client', 'run', 'test:browser'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'voice-client-browser.json') },
    count: () => parsePlaywright(readFileSync(join(reports, 'voice-client-browser.json'), 'utf8')),
    requiresScript: ['packages/voice-client', 'test:browser'],
  },
  {
    name: 'production build of every package and the site',
    command: ['pnpm', 'run', 'build'],
  },
  vitestStep(
    'published packages: packed tarballs, publint, attw, README snippets, examples outside the repo, publish dry run',
    ['pnpm', '--filter', '@hlasovy-asistent/examples', 'exec'],
    'examples.json',
  ),
  {
    name: 'size budgets',
    command: ['pnpm', 'run', 'size'],
    requiresScript: ['.', 'size'],
  },
  {
    name: 'no secrets in the built site',
    command: ['node', 'scripts/scan-secrets.ts', 'apps/site/dist'],
  },
];

function hasScript([dir, script]: [string, string]): boolean {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) return false;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.[script]);
}

function run(step: Step): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command as [string, ...string[]];
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const tee = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => tee(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => tee(c, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
/** Failed and retried tests by name, so the closing lines say what to look at. */
const named: string[] = [];
for (const step of steps) {
  if (step.requiresScript && !hasScript(step.requiresScript)) {
    summary.push(`  ${step.name}: not set up yet, skipped`);
    continue;
  }
  console.log(`\n==> ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const { code, output } = await run(step);
  let counts: Counts;
  if (step.count) {
    try {
      counts = step.count(output);
    } catch (error) {
      console.error(`could not read the results of ${step.name}:`, error);
      counts = { passed: 0, failed: 1, skipped: 0 };
    }
    // A runner that exits non-zero without reporting a failed test (crash, setup error,
    // zero tests) still fails the run.
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
  } else {
    counts =
      code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  }
  for (const name of counts.failures ?? []) named.push(`  FAILED ${step.name}: ${name}`);
  for (const name of counts.flaky ?? []) named.push(`  PASSED ONLY ON RETRY ${step.name}: ${name}`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(
    `  ${step.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${secs} s)`,
  );
  // Playwright runs several engines (projects) in one step: each one's share of the tests' time
  if ((counts.projects?.length ?? 0) > 1) {
    for (const p of counts.projects ?? []) {
      summary.push(
        `    ${p.project}: ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped (tests ${p.seconds} s)`,
      );
    }
  }
}

console.log('\nSummary');
for (const line of summary) console.log(line);
for (const line of named) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
