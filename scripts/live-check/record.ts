// The live check's result in the project's database (`record_live_check`, migration
// 20261129400001): passed or what failed by name, the typed-turn channel it decided, its cost;
// answered with how many runs in a row have failed. Through the deploy's own database access
// (the Supabase CLI's `db query` on the linked project, or the dry run's database), so it needs
// nothing the deploy does not already hold. Only names, an enum and a number reach the SQL.
import { parseDemoSlotId, VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import type { LiveCheckResult } from './runLiveCheck.ts';

export type LiveCheckSource = 'deploy' | 'schedule' | 'operator';

/** One SQL statement's rows (stages.ts `query` with write access, bound to the target). */
export type WriteQuery = (sql: string) => Promise<Record<string, unknown>[]>;

const NAME = /^[a-z_]{1,40}$/;

/** The statement that records `result` (every value checked before it is written into SQL). */
export function recordSql(source: LiveCheckSource, result: LiveCheckResult): string {
  const failures = [...new Set(result.failures.map((f) => f.part))];
  if (
    !['deploy', 'schedule', 'operator'].includes(source) ||
    !failures.every((f) => NAME.test(f))
  ) {
    throw new Error('recordSql: an unexpected source or failure name');
  }
  const list =
    failures.length > 0
      ? `array[${failures.map((f) => `'${f}'`).join(', ')}]::text[]`
      : `'{}'::text[]`;
  const channel =
    result.typedTurns === null
      ? 'null'
      : `'${result.typedTurns === 'control' ? 'control' : 'socket'}'`;
  const cost =
    result.costUsd !== null && Number.isFinite(result.costUsd) && result.costUsd >= 0
      ? result.costUsd.toFixed(4)
      : 'null';
  return `select public.record_live_check('${source}', ${result.passed}, ${list}, ${channel}, ${cost}) as failed_in_a_row`;
}

/** Records the run; resolves to the failures in a row, this one included (0 when it passed). */
export async function recordLiveCheck(
  query: WriteQuery,
  source: LiveCheckSource,
  result: LiveCheckResult,
): Promise<number> {
  const [row] = await query(recordSql(source, result));
  return Number(row?.failed_in_a_row ?? 0);
}

/** When the check last passed (ISO), from `live_check_status()`; null when never. */
export async function lastPassedAt(query: WriteQuery): Promise<string | null> {
  const [row] = await query("select public.live_check_status() ->> 'lastPassedAt' as at");
  return typeof row?.at === 'string' ? row.at : null;
}

/**
 * Whether `vapi-tools` recorded the slot as offered under this chat (`demo_slot_offered`): what
 * a booking of the written offer is checked against. Null for ids that are not ids.
 */
export async function offerRecorded(
  query: WriteQuery,
  chatId: string,
  slotId: string,
): Promise<boolean | null> {
  if (!VOICE_CALL_ID_PATTERN.test(chatId) || !parseDemoSlotId(slotId)) return null;
  const [row] = await query(`select public.demo_slot_offered('${chatId}', '${slotId}') as offered`);
  return row?.offered === true;
}
