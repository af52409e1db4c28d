// This package's rows of the `pnpm bench` table: our sizes against their budgets, each with its
// ratio to the same usage of @vapi-ai/server-sdk, then the SDK's sizes as the reference.

/**
 * A row of the table: the shape of `BenchRow` in `@hlasovy-asistent/browser-testing/bench-table`, declared
 * here because browser-testing depends on this package (through the voice agent).
 */
export interface BenchRow {
  figure: string;
  value: number | string;
  goal: string;
  ok: boolean;
}

export interface SizeRow {
  library: string;
  usage: string;
  budget?: number;
  gzipBytes: number;
}

const OURS = '@hlasovy-asistent/platform-api';
/** Kilobytes as every size script here prints them: 1 kB = 1000 bytes. */
const kb = (bytes: number) => Number((bytes / 1000).toFixed(2));

export function platformApiTable(sizes: readonly SizeRow[]): BenchRow[] {
  const rows: BenchRow[] = [];
  const ours = sizes.filter((r) => r.library === OURS);
  const theirs = sizes.filter((r) => r.library !== OURS);
  for (const r of ours) {
    const twin = theirs.find((t) => t.usage.split(' ')[1] === r.usage.split(' ')[1]);
    const ratio = twin ? ` (${(r.gzipBytes / twin.gzipBytes).toFixed(2)}x of ${twin.library})` : '';
    rows.push({
      figure: `platform-api ${r.usage} (kB gzip)${ratio}`,
      value: kb(r.gzipBytes),
      goal: r.budget ? `<= ${kb(r.budget)}` : '-',
      ok: r.budget ? r.gzipBytes <= r.budget : true,
    });
  }
  for (const t of theirs)
    rows.push({
      figure: `${t.library} ${t.usage} (kB gzip)`,
      value: kb(t.gzipBytes),
      goal: 'reference',
      ok: true,
    });
  return rows;
}
