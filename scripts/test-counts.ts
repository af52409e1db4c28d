// Parsers that turn each runner's own report into pass/fail/skip counts.

export type Counts = { passed: number; failed: number; skipped: number };

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
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  // A test file that fails to load has no assertion results but must count as a failure.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

/** Playwright JSON reporter output. Flaky tests passed on retry and count as passed. */
export function parsePlaywright(json: string): Counts {
  const r = JSON.parse(json) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + (r.errors?.length ?? 0),
    skipped: r.stats.skipped,
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
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const raw of plain(output).split('\n')) {
    const line = raw.trim();
    if (/^not ok \d+/.test(line)) {
      if (/# TODO/i.test(line)) counts.skipped++;
      else counts.failed++;
    } else if (/^ok \d+/.test(line)) {
      if (/# SKIP/i.test(line)) counts.skipped++;
      else counts.passed++;
    }
  }
  if (counts.passed + counts.failed === 0) throw new Error('no TAP results found');
  return counts;
}
