// The WebSocket transport in Chromium, Firefox and WebKit (support/engines.ts): real
// AudioContexts and AudioWorklets from a Vite build under a strict CSP, a microphone playing a
// 440 Hz tone (1.5 s on, 1.5 s off), a local socket server playing the far side, and the
// speakers recorded. The devices run at 48 kHz (Chromium) and 44.1 kHz (Firefox, WebKit); the
// call is 16 kHz PCM either way, so both directions are resampled, and both are measured.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  loudPart,
  loudSeconds,
  rms,
  toneFrequency,
  toneSinad,
} from '@hlasovy-asistent/browser-testing/audio-analysis';
import { FIXTURE_BUILD, MICROPHONE_TONE_HZ } from './paths.ts';
import { tone } from './support/socketServer.ts';
import { expect, test, type Voice } from './support/voiceFixture.ts';

const levelsAbove = async (voice: Voice, min: number) =>
  (await voice.events('volume-level')).filter((e) => (e.payload as number) > min);

async function expectReleased(voice: Voice) {
  await expect
    .poll(async () => {
      const r = await voice.resources();
      return { ...r, contexts: r.contexts.filter((state) => state !== 'closed').length };
    })
    .toMatchObject({ liveTracks: 0, liveWorkers: 0, contexts: 0 });
  await expect.poll(() => voice.server.openConnections()).toBe(0);
}

test('a call: microphone frames out, assistant PCM played with levels, hang-up, all released', async ({
  voice,
}) => {
  // The microphone's steady tone is no visitor talking over the assistant (Chromium's and
  // Firefox's noise suppression take it out; WebKitGTK has none): barge-in has its own tests.
  const call = await voice.call({ bargeIn: false });
  expect(call.path).toBe('/call-1');

  // microphone: 20 ms frames of 16-bit PCM at 16 kHz, about 50 a second
  await expect.poll(() => call.audio.length, { timeout: 10_000 }).toBeGreaterThan(50);
  expect(new Set(call.audio.map((frame) => frame.length))).toEqual(new Set([640]));

  // assistant: one second of a 1 kHz tone at half scale, paced in real time
  await call.stream(tone(1000, 1000, 0.5));
  await expect.poll(async () => (await voice.events('speech-start')).length).toBe(1);
  // levels come from the Worker about 10 times a second while the tone plays: waited for, not
  // counted at the moment speech-start arrives (a busy machine delivers them later)
  await expect.poll(async () => (await levelsAbove(voice, 0.9)).length).toBeGreaterThanOrEqual(5);
  await expect.poll(async () => (await voice.events('speech-end')).length).toBe(1);

  await voice.stop();
  await voice.waitForStatus('ended');
  expect(call.messages).toEqual([{ type: 'hangup' }]);
  await expect.poll(() => call.closeCode).toBe(1000);
  expect((await voice.events('call-end')).length).toBe(1);
  await expectReleased(voice);

  // the worklets and the socket worker came from the page's own origin, as files of the Vite
  // build; daily-js (a lazy chunk of the same build, since VoiceClient keeps Daily as its
  // default) was never loaded
  const assets = readdirSync(join(FIXTURE_BUILD, 'assets'));
  const worklets = voice.served.filter((path) => /processor-[\w-]+\.js$/.test(path));
  expect(worklets.sort()).toEqual(
    assets.filter((file) => file.includes('processor')).map((file) => `/assets/${file}`),
  );
  expect(worklets).toHaveLength(2);
  const worker = voice.served.filter((path) => /socketWorker-[\w-]+\.js$/.test(path));
  expect(worker).toEqual(
    assets.filter((file) => file.startsWith('socketWorker')).map((file) => `/assets/${file}`),
  );
  expect(worker).toHaveLength(1);
  expect(assets.some((file) => file.startsWith('daily'))).toBe(true);
  expect(voice.served.filter((path) => /daily/i.test(path))).toEqual([]);
  expect(await voice.violations()).toEqual([]);
});

/** The value below which `share` of the values lie (0.5: the median). */
const quantile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * share)] ?? 0;
const median = (values: number[]) => quantile(values, 0.5);

/**
 * A tone judged window by window: its frequency and level by the median (a dropped frame or a
 * gap spoils a window, not the median), its cleanness (SINAD) by the cleanest tenth of the
 * windows: a starved machine glitches the output of an engine often (more than half the windows
 * of a Chromium run under load), while a broken resampler or interpolation spoils every window.
 */
function judgeTone(windows: Int16Array[] | Float32Array[], rate: number, hz: number) {
  const measured = windows.map((w) => ({
    hz: toneFrequency(w, rate),
    sinad: toneSinad(w, rate, hz),
    level: rms(w),
  }));
  return {
    hz: median(measured.map((m) => m.hz)),
    sinadDb: quantile(
      measured.map((m) => m.sinad),
      0.9,
    ),
    rms: median(measured.map((m) => m.level)),
  };
}

/** The device rate each engine's AudioContext runs at here (support/engines.ts). */
const DEVICE_RATES = { chromium: 48_000, firefox: 44_100, webkit: 44_100 };

test('resampling: the 440 Hz microphone tone arrives as 440 Hz PCM at 16 kHz', async ({
  voice,
}) => {
  const call = await voice.call({ rawMic: true });
  expect(await voice.sampleRate()).toBe(DEVICE_RATES[voice.engine]);
  await expect.poll(() => call.audio.length, { timeout: 15_000 }).toBeGreaterThan(200);
  await voice.stop();
  const frames = call.audio.map((frame) => new Int16Array(frame.buffer, frame.byteOffset, 320));
  const voiced = frames.filter((f) => rms(f) > 0.15);
  expect(voiced.length).toBeGreaterThan(40);
  // Judged per 100 ms (5 frames; judgeTone): under load the client may drop a frame now and then
  // (a stalled uplink; WebKit's bufferedAmount lags), which spoils one window, while a wrong rate
  // ratio (404 or 479 Hz from 44.1 vs 48 kHz) spoils them all.
  const windows: Int16Array[] = [];
  for (let at = 5; at + 5 <= voiced.length - 5; at += 5) {
    windows.push(Int16Array.from(voiced.slice(at, at + 5).flatMap((f) => Array.from(f))));
  }
  const measured = judgeTone(windows, 16_000, MICROPHONE_TONE_HZ);
  test.info().annotations.push({ type: 'captured tone', description: JSON.stringify(measured) });
  // within 3 %: Firefox corrects the drift between the microphone's clock and the context's by
  // resampling the input a little faster or slower, up to 2 % on a starved machine (seen here:
  // 449 Hz); a resampler that assumed the wrong device rate is 8 % off (404 or 479 Hz)
  expect(measured.hz).toBeGreaterThan(MICROPHONE_TONE_HZ * 0.97);
  expect(measured.hz).toBeLessThan(MICROPHONE_TONE_HZ * 1.03);
  expect(measured.sinadDb).toBeGreaterThan(30);
  expect(measured.rms).toBeCloseTo(0.3 / Math.SQRT2, 1);
});

test("resampling: the assistant's 16 kHz tone is played at the device rate, at its pitch and clean", async ({
  voice,
}) => {
  // the microphone's tone must not count as the visitor talking over the assistant
  const call = await voice.call({ bargeIn: false });
  expect(await voice.sampleRate()).toBe(DEVICE_RATES[voice.engine]);
  const rate = 16_000;
  const speakers = await voice.recordSpeakers(rate);
  // 2 s of 1 kHz at half scale, all at once (no pacing jitter), then silence, waited for at the
  // speakers. On a starved machine WebKitGTK's GStreamer output drops buffers that come late
  // (the worklet rendered the whole tone, the speakers got 1.3 s of it: seen here), so its length
  // is bounded loosely below (and not above: a starved output may also split it with gaps); its
  // pitch, cleanness and level are judged where it played.
  call.burst(tone(2000, 1000, 0.5));
  const ended = () => {
    const heard = speakers.samples();
    return loudSeconds(heard, rate) > 0.5 && loudSeconds(heard.subarray(-0.6 * rate), rate) === 0;
  };
  await expect.poll(ended, { timeout: 20_000 }).toBe(true);
  const recorded = await speakers.stop();
  // Judged per 20 ms (judgeTone), and by its length.
  const played = loudPart(recorded, rate);
  const windows: Float32Array[] = [];
  for (let at = 0; at + rate / 50 <= played.length; at += rate / 50) {
    windows.push(played.subarray(at, at + rate / 50));
  }
  const measured = { seconds: loudSeconds(recorded, rate), ...judgeTone(windows, rate, 1000) };
  test.info().annotations.push({ type: 'played tone', description: JSON.stringify(measured) });
  expect(measured.hz).toBeGreaterThan(995);
  expect(measured.hz).toBeLessThan(1005);
  expect(measured.sinadDb).toBeGreaterThan(40);
  expect(measured.rms).toBeCloseTo(0.5 / Math.SQRT2, 1);
  expect(measured.seconds).toBeGreaterThan(1);
  await voice.stop();
});

test("the server's user-interrupted flushes the queued assistant audio at once", async ({
  voice,
}) => {
  const call = await voice.call();
  call.burst(tone(4000, 500, 0.5));
  await expect.poll(async () => (await voice.events('speech-start')).length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const interruptedAt = await voice.now();
  call.sendJson({ type: 'user-interrupted' });
  await expect.poll(async () => (await voice.events('speech-end')).length).toBe(1);
  const lastLoud = (await levelsAbove(voice, 0.05)).at(-1)?.at ?? 0;
  expect(lastLoud - interruptedAt).toBeLessThan(250);
  const [speechEnd] = await voice.events('speech-end');
  expect((speechEnd?.at ?? 0) - interruptedAt).toBeLessThan(1500);
  await voice.stop();
});

test('the visitor talking over the assistant (local barge-in rule) flushes playback', async ({
  voice,
}) => {
  const call = await voice.call({ rawMic: true });
  const began = await voice.now();
  // 12 s queued at once; the microphone tone (1.5 s of every 3 s) must cut it short
  call.burst(tone(12_000, 500, 0.5));
  await expect
    .poll(async () => (await voice.events('speech-end')).length, { timeout: 12_000 })
    .toBe(1);
  const [speechEnd] = await voice.events('speech-end');
  expect((speechEnd?.at ?? 0) - began).toBeLessThan(7000);
  await voice.stop();
});

test('the server ends the call (status ended, close 1000): one call-end, status ended', async ({
  voice,
}) => {
  const call = await voice.call();
  call.sendJson({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' });
  call.close(1000);
  await voice.waitForStatus('ended');
  expect((await voice.events('call-end')).length).toBe(1);
  expect(call.messages).toEqual([]);
  await expectReleased(voice);
});

test('a dropped connection ends the call with a websocket-error (no reconnection)', async ({
  voice,
}) => {
  const call = await voice.call();
  call.drop();
  await voice.waitForStatus('error');
  const errors = await voice.events('error');
  expect(errors.map((e) => (e.payload as { type: string }).type)).toEqual(['websocket-error']);
  // the call-end follows the error (Firefox delivers it a moment later): waited for, then one
  await expect.poll(async () => (await voice.events('call-end')).length).toBe(1);
  await expectReleased(voice);
});

test('start/stop cycles with real AudioContexts: 0 live tracks, workers or sockets, every context closed', async ({
  voice,
}) => {
  test.setTimeout(240_000);
  // 50 calls; 20 in Firefox, where a cycle takes about 2.5 s here (its AudioContexts start and
  // close slowly): every cycle's context, Worker and track is counted, so a leak shows at once
  const cycles = voice.engine === 'firefox' ? 20 : 50;
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const call = await voice.call();
    call.burst(tone(100, 500, 0.3));
    call.sendJson({ type: 'transcript', role: 'assistant', transcript: `cycle ${cycle}` });
    if (cycle % 2 === 0) await voice.stop();
    else call.close(1000);
    await voice.waitForStatus('ended');
  }
  const resources = await voice.resources();
  expect(resources.created).toEqual({ contexts: cycles, workers: cycles, tracks: cycles });
  await expectReleased(voice);
  expect((await voice.events('call-end')).length).toBe(cycles);
  expect(await voice.violations()).toEqual([]);
});

test('metrics: start() -> microphone -> connected -> first audio, and a turn after the visitor spoke', async ({
  voice,
}) => {
  const call = await voice.call({ rawMic: true });
  call.burst(tone(300, 500, 0.4)); // the greeting
  // a stalled uplink under load reports itself too (`uplink-dropped`): not what this test counts
  const marks = async () =>
    (await voice.events('metrics'))
      .map((e) => e.payload as Record<string, number | string>)
      .filter((m) => m.type !== 'uplink-dropped');
  await expect.poll(async () => (await marks()).length).toBe(1);
  const [start] = (await marks()) as Record<string, number>[];
  expect(start?.microphoneGrantedMs).toBeLessThanOrEqual(start?.connectedMs ?? 0);
  expect(start?.connectedMs).toBeLessThan(start?.firstAssistantAudioMs ?? 0);
  await expect
    .poll(async () => (await voice.events('speech-end')).length, { timeout: 5000 })
    .toBe(1);
  // the fake microphone's tone (the visitor) plays 1.5 s of every 3 s: answer once it spoke
  // after the greeting ended (while the assistant talks, the microphone is echo, not a turn)
  const greetingEnd = (await voice.events('speech-end'))[0]?.at ?? 0;
  const loudThenQuiet = async () => {
    const levels = (await voice.events('local-volume-level'))
      .filter((e) => e.at > greetingEnd)
      .map((e) => e.payload as number);
    const lastLoud = levels.findLastIndex((level) => level > 0.1);
    return lastLoud >= 0 && levels.length - lastLoud > 2;
  };
  await expect.poll(loudThenQuiet, { timeout: 8000 }).toBe(true);
  call.burst(tone(300, 500, 0.4));
  await expect.poll(async () => (await marks()).length).toBe(2);
  const turn = (await marks()).at(-1) ?? {};
  expect(turn.type).toBe('turn');
  expect(turn.latencyMs).toBeGreaterThan(100);
  expect(turn.latencyMs).toBeLessThan(2000);
  await voice.stop();
});

test('the main thread receives no PCM: only JSON control messages and at most 20 levels a second', async ({
  voice,
}) => {
  const call = await voice.call({ rawMic: true });
  await expect.poll(() => call.audio.length, { timeout: 10_000 }).toBeGreaterThan(50);
  // audio both ways for 3 s: the microphone tone out, the assistant's tone in (paced, 20 ms frames)
  const streamed = call.stream(tone(3000, 1000, 0.5));
  call.sendJson({
    type: 'transcript',
    role: 'assistant',
    transcriptType: 'final',
    transcript: 'Dobrý deň',
  });
  await expect.poll(async () => (await voice.events('speech-start')).length).toBe(1);
  const from = await voice.now();
  const sentBefore = call.audio.length;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const to = await voice.now();
  const sent = call.audio.length - sentBefore;
  await streamed;
  const messages = (await voice.mainThreadMessages()).filter((m) => m.at >= from && m.at < to);
  const seconds = (to - from) / 1000;
  const perSecond: Record<string, number> = {};
  for (const m of messages) {
    const key = `${m.from}:${m.kind}${m.pcm ? ' (PCM)' : ''}`;
    perSecond[key] = Math.round(((perSecond[key] ?? 0) + 1 / seconds) * 10) / 10;
  }
  console.log(
    `main-thread messages per second during a call (${sent} microphone frames sent in ${seconds.toFixed(1)} s):`,
    perSecond,
  );
  // the socket carried audio both ways meanwhile
  expect(sent).toBeGreaterThan(40 * seconds);
  expect(messages.filter((m) => m.pcm)).toEqual([]);
  const levels = messages.filter((m) => m.kind !== 'text');
  expect(levels.length).toBeLessThanOrEqual(20 * seconds + 2);
  expect(levels.every((m) => m.from === 'worker')).toBe(true);
  await voice.stop();
  await voice.waitForStatus('ended');
});

test('the network goes offline mid-call: websocket-error at once, everything released', async ({
  voice,
}) => {
  test.skip(
    voice.engine === 'webkit',
    'classic WebDriver (WebKitWebDriver) has no network emulation',
  );
  const call = await voice.call();
  await expect.poll(() => call.audio.length, { timeout: 10_000 }).toBeGreaterThan(10);
  await voice.setOffline(true);
  await voice.waitForStatus('error');
  const errors = await voice.events('error');
  expect(errors.map((e) => (e.payload as { type: string }).type)).toEqual(['websocket-error']);
  // the call-end follows the error from the Worker: waited for, then exactly one
  await expect.poll(async () => (await voice.events('call-end')).length).toBe(1);
  await voice.setOffline(false);
  await expectReleased(voice);
  expect((await voice.events('call-end')).length).toBe(1);
});
