// Client-added latency of the WebSocket transport per direction, measured in Chromium with the
// real worklets (the fixture page of playwright/, a local socket server, the fake microphone).

import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import { chromium } from '@playwright/test';
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
    firstAudioAfterMs: Stat;
    queuedMs: Stat;
    quantumMs: number;
    addedMs: number;
    deviceOutputMs: number;
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
  const firstAudio: number[] = [];
  const queued: number[] = [];
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
      await call.stream(tone(2000, 500, 0.3));
      await sleep(300);
      const trace = await t.evaluate((v) => ({
        first: v.trace.firstFrameAt.at(-1) ?? 0,
        started: v.trace.playbackStartedAt.at(-1) ?? 0,
        queued: [...v.trace.queuedMs],
        sampleRate: v.sampleRate(),
        output: v.outputLatencyMs(),
      }));
      await t.evaluate((v) => v.trace.queuedMs.splice(0));
      firstAudio.push(trace.started - trace.first);
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
      firstAudioAfterMs: stat(firstAudio),
      queuedMs,
      quantumMs,
      addedMs: round(queuedMs.median + quantumMs),
      deviceOutputMs: round(deviceOutputMs),
    },
  };
}
