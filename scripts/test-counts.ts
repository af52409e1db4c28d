// Parsers that turn each runner's own report into pass/fail/skip counts.

export type Counts = {
  passed: number;
  failed: number;
  skipped: number;
  /** Names of the failed tests, where the report gives them (printed under the summary). */
  failures?: string[];
  /** Playwright: tests that failed first and passed on their retry. */
  flaky?: string[];
  /** Playwright: the same counts per project (engine), with the time its tests took. */
  projects?: ProjectCounts[];
};

export type ProjectCounts = {
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Sum of the tests' durations (their fixtures included), in seconds. */
  seconds: number;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal colour codes is the point
const ANSI = /\u001b\[[0-9;]*m/g;

/** Runner output without terminal colour codes (some runners colour even when piped). */
function plain(output: string): string {
  return output.replace(ANSI, '');
}

/** Vitest `--reporter=json` output (Jest-compatible shape). */
export function parseVitest(json: string): Counts {
  const r = JSON.parse(json) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name?: string;
      status: string;
      assertionResults: { fullName?: string; status?: string }[];
    }[];
  };
  // A test file that fails to load has no assertion results but must count as a failure.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  );
  const failures = r.testResults.flatMap((f) =>
    f.status === 'failed' && f.assertionResults.length === 0
      ? [`${f.name ?? 'a test file'} (did not load)`]
      : f.assertionResults
          .filter((a) => a.status === 'failed')
          .map((a) => `${f.name ?? ''} > ${a.fullName ?? ''}`),
  );
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles.length,
    skipped: r.numPendingTests + r.numTodoTests,
    failures,
  };
}

type PlaywrightSuite = {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests: {
      projectName?: string;
      status?: string;
      results?: { duration?: number }[];
    }[];
  }[];
};

/** Per project: passed (flaky included), failed, skipped, and the time of their tests. */
function playwrightProjects(suites: PlaywrightSuite[]): ProjectCounts[] {
  const byName = new Map<string, ProjectCounts>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const name = t.projectName ?? '';
        const counts = byName.get(name) ?? {
          project: name,
          passed: 0,
          failed: 0,
          skipped: 0,
          seconds: 0,
        };
        if (t.status === 'expected' || t.status === 'flaky') counts.passed += 1;
        else if (t.status === 'unexpected') counts.failed += 1;
        else if (t.status === 'skipped') counts.skipped += 1;
        for (const result of t.results ?? []) counts.seconds += (result.duration ?? 0) / 1000;
        byName.set(name, counts);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  return [...byName.values()].map((c) => ({ ...c, seconds: Math.round(c.seconds * 10) / 10 }));
}

/** `[project] file:line > title` of every Playwright test whose outcome is `status`. */
function playwrightNamed(suites: PlaywrightSuite[], status: string): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === status)
        .map(
          (t) =>
            `[${t.projectName ?? ''}] ${spec.file ?? suite.file ?? ''}:${spec.line ?? ''} > ${spec.title}`,
        ),
    ),
    ...playwrightNamed(suite.suites ?? [], status),
  ]);
}

/** Playwright JSON reporter output. Flaky tests passed on retry and count as passed. */
export function parsePlaywright(json: string): Counts {
  const r = JSON.parse(json) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: { message?: string }[];
    suites?: PlaywrightSuite[];
  };
  const errors = (r.errors ?? []).map((e) => `(outside a test) ${e.message?.split('\n')[0] ?? ''}`);
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + (r.errors?.length ?? 0),
    skipped: r.stats.skipped,
    failures: [...playwrightNamed(r.suites ?? [], 'unexpected'), ...errors],
    flaky: playwrightNamed(r.suites ?? [], 'flaky'),
    projects: playwrightProjects(r.suites ?? []),
  };
}

/** `deno test` summary line: "ok | 12 passed (3 steps) | 0 failed (1s)" or "FAILED | ...". */
export function parseDeno(output: string): Counts {
  const line = plain(output)
    .split('\n')
    .reverse()
    .find((l) => /^(ok|FAILED) \| \d+ passed/.test(l.trim()));
  if (!line) throw new Error('no deno test summary line found');
  const num = (re: RegExp) => Number(re.exec(line)?.[1] ?? 0);
  return {
    passed: num(/(\d+) passed/),
    failed: num(/(\d+) failed/),
    skipped: num(/(\d+) ignored/),
  };
}

/** TAP streams (pg_prove --verbose): counts "ok N" / "not ok N" lines, SKIP directives apart. */
export function parseTap(output: string): Counts {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] as string[] };
  for (const raw of plain(output).split('\n')) {
    const line = raw.trim();
    if (/^not ok \d+/.test(line)) {
      if (/# TODO/i.test(line)) counts.skipped++;
      else {
        counts.failed++;
        counts.failures.push(line);
      }
    } else if (/^ok \d+/.test(line)) {
      if (/# SKIP/i.test(line)) counts.skipped++;
      else counts.passed++;
    }
  }
  if (counts.passed + counts.failed === 0) throw new Error('no TAP results found');
  return counts;
}
