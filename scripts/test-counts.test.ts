import { describe, expect, test } from 'vitest';
import { parseDeno, parsePlaywright, parseTap, parseVitest } from './test-counts.ts';

describe('runner report parsers', () => {
  test('vitest: a file that failed to load counts as a failure', () => {
    const json = JSON.stringify({
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { name: '/r/a.test.ts', status: 'passed', assertionResults: [{}, {}, {}] },
        { name: '/r/b.test.ts', status: 'failed', assertionResults: [] },
      ],
    });
    expect(parseVitest(json)).toEqual({
      passed: 3,
      failed: 2,
      skipped: 2,
      failures: ['/r/b.test.ts (did not load)'],
    });
  });

  test('vitest: failed tests are named with their file', () => {
    const json = JSON.stringify({
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: '/r/c.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'c keeps', status: 'passed' },
            { fullName: 'c breaks', status: 'failed' },
          ],
        },
      ],
    });
    expect(parseVitest(json).failures).toEqual(['/r/c.test.ts > c breaks']);
  });

  test('playwright: counts and test time per project (engine)', () => {
    const json = JSON.stringify({
      stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
      suites: [
        {
          file: 'a.spec.ts',
          specs: [
            {
              title: 'call',
              tests: [
                { projectName: 'desktop', status: 'expected', results: [{ duration: 1500 }] },
                { projectName: 'firefox', status: 'unexpected', results: [{ duration: 4000 }] },
              ],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'form',
                  tests: [
                    {
                      projectName: 'firefox',
                      status: 'flaky',
                      results: [{ duration: 1000 }, { duration: 2000 }],
                    },
                    { projectName: 'webkit', status: 'skipped', results: [{ duration: 0 }] },
                    { projectName: 'webkit', status: 'expected', results: [{ duration: 250 }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(parsePlaywright(json).projects).toEqual([
      { project: 'desktop', passed: 1, failed: 0, skipped: 0, seconds: 1.5 },
      { project: 'firefox', passed: 1, failed: 1, skipped: 0, seconds: 7 },
      { project: 'webkit', passed: 1, failed: 0, skipped: 1, seconds: 0.3 },
    ]);
  });

  test('playwright: flaky counts as passed, global errors as failed', () => {
    const json = JSON.stringify({
      stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 1 },
      errors: [{ message: 'webServer failed\nstack' }],
    });
    expect(parsePlaywright(json)).toMatchObject({ passed: 7, failed: 2, skipped: 1 });
  });

  test('playwright: failed and retried tests are named, nested suites included', () => {
    const json = JSON.stringify({
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          file: 'a.spec.ts',
          specs: [
            { title: 'ok', line: 3, tests: [{ projectName: 'desktop', status: 'expected' }] },
          ],
          suites: [
            {
              title: 'group',
              specs: [
                {
                  title: 'breaks',
                  file: 'a.spec.ts',
                  line: 9,
                  tests: [{ projectName: 'mobile', status: 'unexpected' }],
                },
                {
                  title: 'wobbles',
                  file: 'a.spec.ts',
                  line: 12,
                  tests: [{ projectName: 'desktop', status: 'flaky' }],
                },
              ],
            },
          ],
        },
      ],
    });
    const counts = parsePlaywright(json);
    expect(counts.failures).toEqual(['[mobile] a.spec.ts:9 > breaks']);
    expect(counts.flaky).toEqual(['[desktop] a.spec.ts:12 > wobbles']);
  });

  test.each([
    ['ok | 12 passed (3 steps) | 0 failed (1s)', { passed: 12, failed: 0, skipped: 0 }],
    ['FAILED | 10 passed | 2 failed | 1 ignored (2s)', { passed: 10, failed: 2, skipped: 1 }],
  ])('deno summary %s', (line, expected) => {
    expect(parseDeno(`running 3 tests\n${line}\n`)).toEqual(expected);
  });

  test('deno summary in colour', () => {
    const line =
      '\u001b[0m\u001b[32mok\u001b[0m | 99 passed | 0 failed \u001b[0m\u001b[38;5;245m(1s)\u001b[0m';
    expect(parseDeno(line)).toEqual({ passed: 99, failed: 0, skipped: 0 });
  });

  test('deno without a summary line is an error, not zero', () => {
    expect(() => parseDeno('error: Module not found')).toThrow(/no deno test summary/);
  });

  test('tap: ok, not ok, skip and todo lines', () => {
    const tap = ['1..4', 'ok 1 - a', 'not ok 2 - b', 'ok 3 - c # SKIP no', '    ok 4 - d'].join(
      '\n',
    );
    expect(parseTap(tap)).toEqual({ passed: 2, failed: 1, skipped: 1, failures: ['not ok 2 - b'] });
  });

  test('tap without results is an error', () => {
    expect(() => parseTap('psql: connection refused')).toThrow(/no TAP results/);
  });
});
