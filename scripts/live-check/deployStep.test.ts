// The live check as the deploy's last step: a failing check leaves the deploy NOT done and names
// what failed; a check that cannot run is a failed step; a skipped one is said at the end too.
import { expect, test } from 'vitest';
import type { Target } from '../deploy/stages.ts';
import { finishedLine, LIVE_CHECK_SKIPPED, liveCheckStep } from './deployStep.ts';
import type { LiveCheckOutcome } from './stage.ts';

const TARGET: Target = { projectRef: 'abcdefghijklmnopqrst', cliEnv: {}, dryRun: false };
const setup = async () => ({
  target: {
    supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co',
    anonKey: 'sb_publishable_x',
    vapiBaseUrl: 'https://api.vapi.ai',
    privateKey: 'k',
    assistantId: 'a',
    secrets: {},
  },
  close: async () => {
    closed += 1;
  },
});
let closed = 0;

const outcome = (over: Partial<LiveCheckOutcome>): LiveCheckOutcome => ({
  passed: true,
  failures: [],
  typedTurns: 'socket',
  costUsd: 0.01,
  findings: [],
  inARow: 0,
  ...over,
});

test('a failing check: the deploy is NOT done, and the refusal names what failed', async () => {
  closed = 0;
  const lines: string[] = [];
  const failing = outcome({
    passed: false,
    failures: [
      { part: 'typed_turn', message: 'typed turn ignored' },
      { part: 'offer', message: 'no offer' },
    ],
  });
  await expect(
    liveCheckStep(
      TARGET,
      {},
      setup,
      (l) => lines.push(l),
      async () => failing,
    ),
  ).rejects.toMatchObject({
    code: 'check_failed',
    message: expect.stringMatching(/^deploy NOT done: the live check failed \(typed_turn, offer\)/),
  });
  expect(lines).toEqual(['==> live check against the real accounts']);
  expect(closed).toBe(1);
});

test('a passing check lets the deploy finish; a check that cannot run fails the step', async () => {
  await expect(
    liveCheckStep(
      TARGET,
      {},
      setup,
      () => {},
      async () => outcome({}),
    ),
  ).resolves.toBeUndefined();
  await expect(
    liveCheckStep(
      TARGET,
      {},
      setup,
      () => {},
      async () => {
        throw new Error('espeak-ng failed');
      },
    ),
  ).rejects.toMatchObject({
    code: 'step_failed',
    message: 'the live check could not run: espeak-ng failed',
  });
});

test('the last line repeats a skip; without one it says the check passed', () => {
  expect(finishedLine(false, true)).toBe(`deploy finished: published, ${LIVE_CHECK_SKIPPED}`);
  expect(finishedLine(true, false)).toBe(
    'dry run finished: every step ran against the local stand-ins, and the live check passed',
  );
});
