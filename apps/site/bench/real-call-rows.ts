// The real call on the local stack, as a visitor gets it from the production build: click -> first
// assistant audio (median of 5), what the call downloads, and the page's work while the assistant
// talks. Needs the stack and the served build of bench.ts (same origin rules, voice limits raised).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { type CallSmoothness, measureCallSmoothness } from './call-smoothness.ts';
import { type ClickToAudio, measureClickToFirstAudio } from './click-to-audio.ts';
import { type EngineClickToAudio, measureClickToAudioInEngines } from './click-to-audio-engines.ts';
import type { OrbActivity } from './orb-activity.ts';
import { measureRealCallActivity } from './real-call-activity.ts';

export interface RealCallBench {
  clickToAudio: ClickToAudio;
  /** The same in Firefox and WebKit, this run (undefined when they could not be measured). */
  engines?: EngineClickToAudio[];
  callScriptsGzipBytes: number;
  /** The two AudioWorklet files (fetched by the worklet loader, not listed as page resources). */
  workletsGzipBytes: number;
  activity: OrbActivity & { loadAverage: number };
  /** Calls on a throttled phone profile (390x844, DPR 3, CPU 4x), and the idle page's work. */
  smoothness: CallSmoothness;
}

/** Voice limits of the functions for the bench's stack (many calls from one IP in a minute). */
export const BENCH_VOICE_LIMITS = {
  VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE: '100',
  VOICE_RATE_LIMIT_ADDRESS_PER_HOUR: '100',
  VOICE_RATE_LIMIT_NETWORK_PER_MINUTE: '100',
  VOICE_RATE_LIMIT_NETWORK_PER_HOUR: '100',
  VOICE_TOKEN_RATE_LIMIT_PER_MINUTE: '100',
  VOICE_MAX_PER_HOUR: '100',
  VOICE_MAX_CONCURRENT_PER_NETWORK: '100',
  VAPI_CONCURRENCY_LIMIT: '100',
};

const DAILY_CODE = /daily-esm|dailyVoiceClient/;

export async function measureRealCall(siteUrl: string, distDir: string): Promise<RealCallBench> {
  await writeMicrophones();
  try {
    const silence = microphoneFile('silence');
    const clickToAudio = await measureClickToFirstAudio(siteUrl, microphoneFile('visitor'), 5);
    const engines = await measureClickToAudioInEngines(siteUrl, 5).catch((error: unknown) => {
      console.error('click -> first audio in Firefox and WebKit failed:', error);
      return undefined;
    });
    const gzipBytes = (paths: string[]) =>
      paths
        .map((path) => gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length)
        .reduce((a, b) => a + b, 0);
    const callScriptsGzipBytes = gzipBytes(clickToAudio.callScripts);
    const workletsGzipBytes = gzipBytes(
      readdirSync(join(distDir, 'assets'))
        .filter((file) => /^(capture|playback)-processor-.*\.js$/.test(file))
        .map((file) => `assets/${file}`),
    );
    const activity = await measureRealCallActivity(siteUrl, silence);
    const smoothness = await measureCallSmoothness(siteUrl, silence);
    return { clickToAudio, engines, callScriptsGzipBytes, workletsGzipBytes, activity, smoothness };
  } finally {
    rmSync(audioDir(), { recursive: true, force: true });
  }
}

export function realCallRows(r: RealCallBench): BenchRow[] {
  const c = r.clickToAudio;
  const daily = c.callScripts.filter((path) => DAILY_CODE.test(path));
  return [
    {
      figure: `real call: orb click -> first assistant audio played, median of ${c.runs} (ms)`,
      value: c.medianFirstAudioMs,
      goal: `- (runs: ${c.samples.map((s) => s.firstAudioMs).join(', ')})`,
      ok: true,
    },
    ...engineRows(r.engines),
    {
      figure: `latency marks (voice-client metrics), median of ${c.runs}: click -> microphone granted / connected / first assistant audio (ms)`,
      value: `${c.medianMarks.microphoneGrantedMs} / ${c.medianMarks.connectedMs} / ${c.medianMarks.firstAssistantAudioMs}`,
      goal: '-',
      ok: true,
    },
    {
      figure: `latency marks: visitor stopped speaking -> assistant audio, median of ${c.runs} (ms; agent waits 800 ms)`,
      value: c.medianMarks.turnMs,
      goal: '-',
      ok: true,
    },
    {
      figure: 'real call: the same, first call of a fresh stack (ms; Deno worker start)',
      value: c.coldFirstCall.firstAudioMs,
      goal: '-',
      ok: true,
    },
    {
      figure: 'real call: orb click -> voice-call answered, median (ms; microphone first)',
      value: c.medianVoiceCallMs,
      goal: '-',
      ok: true,
    },
    {
      figure: `real call: JS loaded for the call after the page (kB gzip, ${c.callScripts.length} chunks + 2 worklets)`,
      value: Number(((r.callScriptsGzipBytes + r.workletsGzipBytes) / 1000).toFixed(2)),
      goal: '-',
      ok: true,
    },
    {
      figure: 'real call: Daily chunks loaded on the WebSocket path',
      value: daily.length,
      goal: '0',
      ok: daily.length === 0,
    },
    {
      figure: `real call, assistant talking: main-thread script time (%, median of 3 x 2 s, load ${r.activity.loadAverage})`,
      value: Number(r.activity.scriptTimePercent.toFixed(2)),
      goal: '< 5',
      ok: r.activity.scriptTimePercent < 5,
    },
    {
      figure: 'real call, assistant talking: main-thread task time (%)',
      value: Number(r.activity.taskTimePercent.toFixed(2)),
      goal: '<= 10',
      ok: r.activity.taskTimePercent <= 10,
    },
    ...smoothnessRows(r.smoothness),
    {
      figure: 'real call: React commits per audio frame',
      value: Number(r.activity.reactCommitsPerAudioFrame.toFixed(3)),
      goal: '0',
      ok: r.activity.reactCommitsPerAudioFrame === 0,
    },
  ];
}

/** Click -> first audio in the other engines, beside Chromium's row (same run, same stack). */
function engineRows(engines: EngineClickToAudio[] | undefined): BenchRow[] {
  if (!engines) {
    return [
      {
        figure: 'real call in Firefox and WebKit: orb click -> first assistant audio played (ms)',
        value: 'not measured',
        goal: '-',
        ok: false,
      },
    ];
  }
  return engines.map((e) => ({
    figure: `real call in ${e.version} (${e.sampleRate / 1000} kHz): orb click -> first assistant audio played, median of ${e.samples.length} (ms)`,
    value: e.medianFirstAudioMs,
    goal: `- (runs: ${e.samples.join(', ')})`,
    ok: true,
  }));
}

/** Issue 31's figures: a call as smooth as the idle page on a phone, an idle page at rest. */
export function smoothnessRows(s: CallSmoothness): BenchRow[] {
  const phone = 'real call on a phone (390x844, DPR 3, CPU 4x)';
  // a call whose greeting ended before its last window (a slow machine) is marked with *
  const ratios = s.calls.map((c) => `${c.ratio}${c.spokeThroughout ? '' : '*'}`).join(', ');
  return [
    {
      figure: `${phone}: fps while the assistant talks / fps of the same page idle, median of ${s.calls.length} calls (load ${s.loadAverage})`,
      value: s.ratio,
      goal: `>= 0.85 (calls: ${ratios}${s.calls.every((c) => c.spokeThroughout) ? '' : '; * greeting over before the last window'})`,
      ok: s.ratio >= 0.85,
    },
    {
      figure: `${phone}, assistant talking: frames per second, median of ${s.calls.length} calls (idle page: ${s.idleFps})`,
      value: s.callFps,
      goal: '>= 50 (quiet machine)',
      ok: s.callFps >= 50,
    },
    {
      figure: `${phone}, assistant talking: main-thread task time (%)`,
      value: s.callTaskPercentThrottled,
      goal: '-',
      ok: true,
    },
    {
      figure: 'idle landing page, unthrottled: main-thread task time (%, median of 3 x 3 s)',
      value: s.idleTaskPercent,
      goal: '<= 2',
      ok: s.idleTaskPercent <= 2,
    },
  ];
}
