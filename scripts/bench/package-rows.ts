// Turns the JSON each package benchmark writes into rows of the combined table.
import type { Row } from './table.ts';

interface SizeRow {
  library: string;
  usage: string;
  budget?: number;
  gzipBytes: number;
}
interface PlatformApiSizes {
  rows: SizeRow[];
}
interface VoiceClientBench {
  budgetBytes: number;
  webSocketGoalBytes?: number;
  dailyInWebSocketApp?: string[];
  latency?: {
    capture: { addedMs: number };
    playback: { addedMs: number; firstAudioAfterMs: { median: number } };
  } | null;
  sizes: Record<string, { name: string; gzipBytes: number }>;
  overhead: {
    startToCallStartMs: { median: number; p95: number };
    stopToReleasedMs: { median: number; p95: number };
  };
}
interface FunctionsBench {
  results: {
    concurrency: number;
    requestsPerSecond: number;
    failed: number;
    latencyMs: { p50: number; p95: number; p99: number };
  }[];
}
interface SiteSize {
  budgetJsGzip: number;
  routes?: { route: string; jsGzip: number; cssGzip: number }[];
}

/** Kilobytes as every size script here prints them: 1 kB = 1000 bytes. */
const kb = (bytes: number) => Number((bytes / 1000).toFixed(2));

export function packageRows(p: {
  platformApi?: unknown;
  voiceClient?: unknown;
  functions?: unknown;
  siteSize?: unknown;
}): Row[] {
  const rows: Row[] = [];
  const site = p.siteSize as SiteSize | undefined;
  for (const r of site?.routes ?? []) {
    rows.push(
      {
        figure: `site ${r.route} first-load JS (kB gzip)`,
        value: kb(r.jsGzip),
        goal: `<= ${kb(site?.budgetJsGzip ?? 100_000)}`,
        ok: r.jsGzip <= (site?.budgetJsGzip ?? 100_000),
      },
      {
        figure: `site ${r.route} first-load CSS (kB gzip)`,
        value: kb(r.cssGzip),
        goal: '-',
        ok: true,
      },
    );
  }
  const api = p.platformApi as PlatformApiSizes | undefined;
  const ours = api?.rows.filter((r) => r.library === '@repo/platform-api') ?? [];
  const theirs = api?.rows.filter((r) => r.library !== '@repo/platform-api') ?? [];
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
  const vc = p.voiceClient as VoiceClientBench | undefined;
  if (vc) {
    const own = vc.sizes.ownCode;
    const vapi = vc.sizes.vapiOwn;
    if (own) {
      const ratio = vapi
        ? ` (${(own.gzipBytes / vapi.gzipBytes).toFixed(2)}x of @vapi-ai/web)`
        : '';
      rows.push({
        figure: `voice-client own code (kB gzip)${ratio}`,
        value: kb(own.gzipBytes),
        goal: `<= ${kb(vc.budgetBytes)}`,
        ok: own.gzipBytes <= vc.budgetBytes,
      });
    }
    const wsGoal = vc.webSocketGoalBytes;
    for (const [key, s] of Object.entries(vc.sizes)) {
      if (key === 'ownCode') continue;
      const goaled = wsGoal !== undefined && key.startsWith('webSocketApp');
      rows.push({
        figure: `${s.name} (kB gzip)`,
        value: kb(s.gzipBytes),
        goal: goaled ? `<= ${kb(wsGoal)}` : 'reference',
        ok: goaled ? s.gzipBytes <= wsGoal : true,
      });
    }
    if (vc.dailyInWebSocketApp)
      rows.push({
        figure: 'voice-client WebSocket app: daily-js modules reachable',
        value: vc.dailyInWebSocketApp.length,
        goal: '0',
        ok: vc.dailyInWebSocketApp.length === 0,
      });
    if (vc.latency)
      rows.push(
        {
          figure: 'voice-client WebSocket capture latency added (ms, 20 ms frame + quantum)',
          value: vc.latency.capture.addedMs,
          goal: '-',
          ok: true,
        },
        {
          figure: 'voice-client WebSocket playback latency added (ms, jitter buffer + quantum)',
          value: vc.latency.playback.addedMs,
          goal: '<= 60',
          ok: vc.latency.playback.addedMs <= 60,
        },
      );
    rows.push(
      {
        figure: 'voice-client start() -> call-start, median (ms)',
        value: vc.overhead.startToCallStartMs.median,
        goal: '< 20',
        ok: vc.overhead.startToCallStartMs.median < 20,
      },
      {
        figure: 'voice-client stop() -> released, median (ms)',
        value: vc.overhead.stopToReleasedMs.median,
        goal: '-',
        ok: true,
      },
    );
  }
  const fn = p.functions as FunctionsBench | undefined;
  for (const r of fn?.results ?? []) {
    rows.push({
      figure: `handle-demo-request x${r.concurrency}: req/s, p50/p95/p99 ms`,
      value: `${r.requestsPerSecond} | ${r.latencyMs.p50}/${r.latencyMs.p95}/${r.latencyMs.p99}`,
      goal: '0 failed',
      ok: r.failed === 0,
    });
  }
  return rows;
}
