// Rows of the combined table from bench-results/published.json (examples/bench/published.ts):
// the packed packages next to the official SDKs, measured in one run.
import type { Row } from './table.ts';

interface Published {
  installs: { label: string; bytes: number }[];
  rows: { figure: string; value: number | string }[];
}

const OFFICIAL_WEB = '@vapi-ai/web';

export function publishedRows(data: unknown): Row[] {
  const p = data as Published | undefined;
  if (!p) return [];
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
