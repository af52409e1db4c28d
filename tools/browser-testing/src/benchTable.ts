// The one table of `pnpm bench`: every package's bench writes its figures as rows (`table` in its
// JSON under bench-results/), the root aggregator prints them together. Packages that print their
// own figures (the site) use the same printer.

/** One figure of the table, with its goal and whether the goal is met. */
export interface BenchRow {
  figure: string;
  value: number | string;
  goal: string;
  ok: boolean;
}

/** Formats rows as an aligned plain-text table with a status column. */
function formatTable(rows: readonly BenchRow[]): string {
  const head: [string, string, string, string] = ['figure', 'value', 'goal', 'status'];
  const cells = rows.map((r) => [r.figure, String(r.value), r.goal, r.ok ? 'ok' : 'MISSED']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** Prints rows as an aligned plain-text table with a status column. */
export function printTable(rows: readonly BenchRow[]): void {
  console.log(formatTable(rows));
}
