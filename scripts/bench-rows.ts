// The aggregator's view of one package's bench: the rows its JSON carries as `table`, or one
// MISSED row saying why there are none (the bench failed, or wrote no table). A bench that
// failed after writing its table keeps its rows and gets the MISSED row as well.
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';

export interface PackageBench {
  /** pnpm filter of the package, e.g. `@hlasovy-asistent/site`. */
  name: string;
  /** Exit status of `pnpm --filter <name> run bench` (null: killed by a signal). */
  status: number | null;
  /** The package's JSON under bench-results/, parsed; undefined when it was not written. */
  report: unknown;
}

function tableOf(report: unknown): BenchRow[] | undefined {
  if (typeof report !== 'object' || report === null || !('table' in report)) return undefined;
  const table = (report as { table: unknown }).table;
  return Array.isArray(table) ? (table as BenchRow[]) : undefined;
}

export function packageRows({ name, status, report }: PackageBench): BenchRow[] {
  const rows = [...(tableOf(report) ?? [])];
  if (status !== 0)
    rows.push({ figure: `${name} bench exit status`, value: String(status), goal: '0', ok: false });
  else if (rows.length === 0)
    rows.push({ figure: `${name} bench figures`, value: 'none written', goal: '-', ok: false });
  return rows;
}
