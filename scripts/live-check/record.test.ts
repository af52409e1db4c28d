// The statement that records a run: only names, an enum and a number reach the SQL.
import { expect, test } from 'vitest';
import { recordSql } from './record.ts';
import type { LiveCheckResult } from './runLiveCheck.ts';

const result = (over: Partial<LiveCheckResult>): LiveCheckResult => ({
  passed: true,
  failures: [],
  typedTurns: 'socket',
  costUsd: 0.01234,
  findings: [],
  ...over,
});

test('a pass: no failures, the channel, the cost to 4 places', () => {
  expect(recordSql('deploy', result({}))).toBe(
    "select public.record_live_check('deploy', true, '{}'::text[], 'socket', 0.0123) as failed_in_a_row",
  );
});

test('a failure: its parts once each, no channel, an unknown cost', () => {
  const failed = result({
    passed: false,
    typedTurns: null,
    costUsd: null,
    failures: [
      { part: 'typed_turn', message: "it's ignored; '); drop table x; --" },
      { part: 'client_messages', message: 'a' },
      { part: 'client_messages', message: 'b' },
    ],
  });
  expect(recordSql('schedule', failed)).toBe(
    "select public.record_live_check('schedule', false, array['typed_turn', 'client_messages']::text[], null, null) as failed_in_a_row",
  );
});

test('anything but a known source or a plain name is refused', () => {
  expect(() => recordSql('cron' as 'deploy', result({}))).toThrow();
  const odd = result({ passed: false, failures: [{ part: "x'; --" as 'audio', message: '' }] });
  expect(() => recordSql('deploy', odd)).toThrow();
});
