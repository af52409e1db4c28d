// The statement that records a run: only names, an enum and a number reach the SQL.
import { expect, test } from 'vitest';
import { offerRecorded, recordSql } from './record.ts';
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

test('the written offer is looked up by its chat and slot ids, and only by ids', async () => {
  const asked: string[] = [];
  const query = async (sql: string) => {
    asked.push(sql);
    return [{ offered: true }];
  };
  expect(await offerRecorded(query, 'chat_1-a', '2026-12-01T10:00')).toBe(true);
  expect(asked).toEqual([
    "select public.demo_slot_offered('chat_1-a', '2026-12-01T10:00') as offered",
  ]);
  expect(await offerRecorded(query, "x'); drop table y; --", '2026-12-01T10:00')).toBeNull();
  expect(await offerRecorded(query, 'chat-1', "2026-12-01'")).toBeNull();
  expect(asked).toHaveLength(1);
});
