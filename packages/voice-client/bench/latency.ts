// Client-added latency of the WebSocket transport per direction, measured in Chromium with the
// real worklets (the fixture page of playwright/, a local socket server, the fake microphone).

import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import { chromium, type Page } from '@playwright/test';
import type { VoiceTest } from '../playwright/fixture/main.ts';
import globalSetup from '../playwright/globalSetup.ts';
import { FIXTURE_BUILD, MICROPHONE_WAV } from '../playwright/paths.ts';
import { startSocketServer, tone } from '../playwright/support/socketServer.ts';
import { startStaticServer, strictCsp } from '../playwright/support/staticServer.ts';

export interface LatencyResult {
  runs: number;
  sampleRate: number;
  /** Microphone -> socket: one 20 ms frame fills, plus one render quantum. */
  capture: { frameMs: number; quantumMs: number; addedMs: number; frameIntervalMs: Stat };
  /** Socket -> speakers: the jitter buffer's queue while playing, plus one render quantum. */
  playback: {
    targetMs: number;
    queuedMs: Stat;
    quantumMs: number;
    addedMs: number;
    deviceOutputMs: number;
    /**
     * The server sends the first assistant frame -> the main thread learns that playback started
     * (the `metrics` call-start mark): socket, routing to the playback worklet, its jitter buffer,
     * and the way back. Wall clocks of the bench and the page, offset measured per call.
     */
    socketToStartedMs: Stat;
  };
}
type Stat = { median: number; p95: number };

const round = (ms: number) => Math.round(ms * 10) / 10;
const stat = (values: number[]): Stat => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { median: round(at(0.5)), p95: round(at(0.95)) };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const wallNow = () => performance.timeOrigin + performance.now();

/** The page's wall clock minus the bench's: the closest of five round trips (its midpoint). */
async function clockOffset(page: Page): Promise<number> {
  let best = { span: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < 5; i += 1) {
    const before = wallNow();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = wallNow();
    if (after - before < best.span)
      best = { span: after - before, offset: inPage - (before + after) / 2 };
  }
  return best.offset;
}

export async function measureWebSocketLatency(runs = 5): Promise<LatencyResult> {
  await globalSetup();
  const server = await startSocketServer();
  const site = await startStaticServer(FIXTURE_BUILD, strictCsp(server.url));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...OFFLINE_FLAGS,
      ...FAKE_MEDIA_FLAGS,
      `--use-file-for-fake-audio-capture=${MICROPHONE_WAV}`,
    ],
  });
  const intervals: number[] = [];
  const queued: number[] = [];
  const socketToStarted: number[] = [];
  let sampleRate = 0;
  let deviceOutputMs = 0;
  try {
    const page = await browser.newPage();
    await page.goto(`${site.url}/?ws=${encodeURIComponent(server.url)}`);
    const t = await page.evaluateHandle(
      () => (window as unknown as { voiceTest: VoiceTest }).voiceTest,
    );
    for (let run = 0; run < runs; run += 1) {
      await page.click('#start');
      const call = await server.nextCall();
      await page.waitForFunction(
        () => (window as unknown as { voiceTest: VoiceTest }).voiceTest.status() === 'active',
      );
      await sleep(2000);
      const arrivals = call.audioAt.slice(5);
      for (let i = 1; i < arrivals.length; i += 1)
        intervals.push((arrivals[i] ?? 0) - (arrivals[i - 1] ?? 0));
      const offset = await clockOffset(page);
      const sentAt = wallNow();
      await call.stream(tone(2000, 500, 0.3));
      await sleep(300);
      const startedAt = await t.evaluate(
        (v) =>
          performance.timeOrigin +
          (v.events.findLast(
            (e) => e.name === 'metrics' && (e.payload as { type?: string }).type === 'call-start',
          )?.at ?? Number.NaN),
      );
      socketToStarted.push(startedAt - offset - sentAt);
      // the playback worklet's queue, from the levels the socket worker forwards
      const trace = await t.evaluate((v) => ({
        queued: v.mainThreadMessages
          .splice(0)
          .map((m) => m.data as { type?: string; playing?: boolean; queuedMs?: number } | null)
          .filter((d) => d?.type === 'remote-level' && d.playing)
          .map((d) => d?.queuedMs ?? 0),
        sampleRate: v.sampleRate(),
        output: v.outputLatencyMs(),
      }));
      queued.push(...trace.queued.slice(2, -2));
      sampleRate = trace.sampleRate;
      deviceOutputMs = trace.output;
      await page.click('#stop');
      await page.waitForFunction(
        () => (window as unknown as { voiceTest: VoiceTest }).voiceTest.status() === 'ended',
      );
    }
  } finally {
    await browser.close();
    await site.close();
    await server.close();
  }
  const quantumMs = round((128 / sampleRate) * 1000);
  const queuedMs = stat(queued);
  return {
    runs,
    sampleRate,
    capture: {
      frameMs: 20,
      quantumMs,
      addedMs: round(20 + quantumMs),
      frameIntervalMs: stat(intervals),
    },
    playback: {
      targetMs: 60,
      queuedMs,
      quantumMs,
      addedMs: round(queuedMs.median + quantumMs),
      deviceOutputMs: round(deviceOutputMs),
      socketToStartedMs: stat(socketToStarted),
    },
  };
}
