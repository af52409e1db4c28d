// This package's rows of the `pnpm bench` table, from what published.ts measures: the packed
// packages next to the official SDKs. An install size of ours for a WebSocket app has a goal (no
// larger than @vapi-ai/web's); every other figure is a reference, ok once measured.
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';

export interface PublishedFigures {
  installs: { label: string; bytes: number }[];
  rows: { figure: string; value: number | string }[];
}

const OFFICIAL_WEB = '@vapi-ai/web';

export function publishedTable(p: PublishedFigures): BenchRow[] {
  const official = p.installs.find((i) => i.label.startsWith(OFFICIAL_WEB));
  return p.rows.map((r) => {
    const ours = p.installs.find((i) => r.figure.startsWith(`install size: ${i.label} (`));
    const goaled = ours && official && ours.label.includes('WebSocket app');
    return {
      figure: r.figure,
      value: r.value,
      goal: goaled ? `<= ${OFFICIAL_WEB} (${(official.bytes / 1e6).toFixed(2)} MB)` : 'reference',
      ok: goaled ? ours.bytes <= official.bytes : typeof r.value === 'number',
    };
  });
}
