// Benchmark of the local voice path on the real stack: voice-call latency, socket open -> first
// assistant audio frame (median of 5; the agent waits 250 ms before greeting by design), the
// visitor's first speech frame -> user-interrupted and -> last assistant frame (barge-in, wall
// clock over a real socket), and espeak-ng synthesis of the dialogue. Writes
// bench-results/voice-agent.json (`table`: this package's rows of `pnpm bench`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createEspeakSynthesizer,
  createSpeechCache,
  DEFAULT_TIMING,
  dialogueLines,
  SLOVAK_DEMO_DIALOGUE,
  synthesizeSpeech,
} from '@hlasovy-asistent/voice-agent';
import {
  gapWhileAlone,
  gapWhileOtherSynthesizes,
  openSocket,
  streamPcm,
} from '@hlasovy-asistent/voice-agent/testing';
import { LIFTED_VOICE_LIMITS, startStack } from '../src/index.ts';
import { voiceAgentTable } from './table-rows.ts';

const RUNS = 5;
const outFile = join(import.meta.dirname, '..', '..', '..', 'bench-results', 'voice-agent.json');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] as number);
};

// Synthesis, cold cache (the WebAssembly module already compiled by one warm-up line).
const cache = createSpeechCache(createEspeakSynthesizer());
await cache.utterance('Dobrý deň.', 16_000);
const lines = dialogueLines(SLOVAK_DEMO_DIALOGUE);
const synthStart = performance.now();
let speechMs = 0;
for (const line of lines) speechMs += (await cache.utterance(line, 16_000)).durationMs;
const synthesisMs = Math.round(performance.now() - synthStart);

const stack = await startStack({
  gatewayPort: 0,
  functionsEnv: LIFTED_VOICE_LIMITS,
});

const anonHeaders = () => ({
  apikey: stack.anonKey,
  Authorization: `Bearer ${stack.anonKey}`,
  'Content-Type': 'application/json',
});

/** voice-call-token, then voice-call (what the site does): the new call's session. */
async function newSession(): Promise<{ websocketCallUrl: string }> {
  const tokenResponse = await fetch(`${stack.url}/functions/v1/voice-call-token`, {
    headers: anonHeaders(),
  });
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await fetch(`${stack.url}/functions/v1/voice-call`, {
    method: 'POST',
    headers: anonHeaders(),
    body: JSON.stringify({ token }),
  });
  return (await response.json()) as { websocketCallUrl: string };
}
const visitor = await synthesizeSpeech('Prepáčte, môžem sa na niečo opýtať?');

async function oneCall() {
  const t0 = performance.now();
  const session = await newSession();
  const created = performance.now();
  const socket = openSocket(session.websocketCallUrl);
  await socket.opened;
  const opened = performance.now();
  while (socket.audio.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  const firstAudio = (socket.audio[0]?.at ?? 0) - opened;
  // Barge-in: talk over the greeting 1 s in, frames paced in real time.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const speechStart = performance.now();
  await streamPcm(socket, visitor, () => socket.json.some((m) => m.type === 'user-interrupted'));
  await socket.waitFor((m) => m.type === 'user-interrupted');
  const interruptedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lastFrame = socket.audio.filter((a) => a.at < interruptedAt + 250).at(-1)?.at ?? 0;
  socket.sendJson({ type: 'hangup' });
  await socket.closed;
  return {
    voiceCallMs: created - t0,
    connectMs: opened - created,
    firstAudioMs: firstAudio,
    interruptedMs: interruptedAt - speechStart,
    lastFrameMs: lastFrame - speechStart,
  };
}

/** Two calls through voice-call: B's long say while A greets; A's longest gap between frames. */
async function measureCrossCall() {
  const open = async () => {
    const session = await newSession();
    const socket = openSocket(session.websocketCallUrl);
    await socket.opened;
    return socket;
  };
  const a = await open();
  const b = await open();
  while (a.audio.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));
  // the baseline of this run: both calls talking, nothing being synthesised (A's greeting is
  // ~9 s long, enough for this and the synthesis after it)
  const baseline = await gapWhileAlone(a, 1_500);
  const result = await gapWhileOtherSynthesizes(a, b, Date.now());
  for (const socket of [a, b]) {
    socket.sendJson({ type: 'hangup' });
    await socket.closed;
  }
  return { ...result, baseline };
}

try {
  await oneCall(); // warm-up: Deno isolate, supabase-js, schema compilation
  const runs: Awaited<ReturnType<typeof oneCall>>[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneCall());
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
  const crossCall = await measureCrossCall();
  const report = {
    benchmark: 'voice-agent',
    at: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    loadavg: loadavg(),
    runs: RUNS,
    greetingDelayMs: DEFAULT_TIMING.greetingDelayMs,
    medians: {
      voiceCallMs: pick('voiceCallMs'),
      socketConnectMs: pick('connectMs'),
      openToFirstAudioMs: pick('firstAudioMs'),
      speechToUserInterruptedMs: pick('interruptedMs'),
      speechToLastAssistantFrameMs: pick('lastFrameMs'),
    },
    crossCall,
    synthesis: {
      lines: lines.length,
      speechSeconds: Math.round(speechMs / 100) / 10,
      ms: synthesisMs,
    },
  };
  console.log(`voice path on the local stack, median of ${RUNS}:`);
  for (const [key, value] of Object.entries(report.medians)) console.log(`  ${key}: ${value} ms`);
  console.log(
    `call B's 500-character say (${crossCall.synthesisMs} ms of synthesis): call A's longest audio gap ${crossCall.longestGapMs} ms (event loop at worst ${crossCall.eventLoopDelayMaxMs} ms late, load ${loadavg()[0]?.toFixed(1)}); baseline, no synthesis: ${crossCall.baseline.longestGapMs} ms (loop ${crossCall.baseline.eventLoopDelayMaxMs} ms)`,
  );
  console.log(
    `espeak-ng: ${lines.length} lines, ${report.synthesis.speechSeconds} s of speech in ${synthesisMs} ms`,
  );
  mkdirSync(join(outFile, '..'), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ ...report, table: voiceAgentTable(report) }, null, 2)}\n`,
  );
  console.log(`written: ${outFile}`);
} finally {
  await stack.stop();
}
