export interface Row {
  figure: string;
  value: number | string;
  goal: string;
  ok: boolean;
}

/** Prints rows as an aligned plain-text table with a status column. */
export function printTable(rows: Row[]): void {
  const head: [string, string, string, string] = ['figure', 'value', 'goal', 'status'];
  const cells = rows.map((r) => [r.figure, String(r.value), r.goal, r.ok ? 'ok' : 'MISSED']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}
