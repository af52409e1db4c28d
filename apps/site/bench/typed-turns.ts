// Typed turns (issue 28), as a visitor gets them from the production build against the local
// stack, through the minimal CDP client (cdp.ts: its typing and Enter are real input events):
// - in a voice call (WebSocket transport, the silent microphone): "Napíšte správu" + Enter ->
//   the first assistant audio played (the playback worklet's `started`, which the socket Worker
//   forwards to the page; tapped by wrapping Worker in an init script). Baseline of the same
//   turns: Enter -> the answer's `speech-update` started arriving from the socket, so the
//   difference is the client's playback path;
// - in the text conversation ("Písať namiesto hovoriť"): Enter -> the assistant's answer in the
//   panel's log (a MutationObserver). Baseline of the same run: the chat function's round trip
//   for one turn from Node (no browser), the same stack.
// One warm-up turn each (not counted: the first chat turn starts the function's Deno worker);
// every turn waits for the previous answer to end. Reports, never fails.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';
import { type CdpPage, openLandingPage } from '@hlasovy-asistent/browser-testing/cdp';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { median } from './median.ts';

/** Functions' settings of the bench's stack: many chat turns from one address in a minute. */
export const TYPED_BENCH_ENV = {
  CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '100',
  CHAT_RATE_LIMIT_ADDRESS_PER_HOUR: '100',
  CHAT_RATE_LIMIT_NETWORK_PER_MINUTE: '100',
  CHAT_RATE_LIMIT_NETWORK_PER_HOUR: '100',
  CHAT_MAX_PER_HOUR: '600',
};

interface Latencies {
  samplesMs: number[];
  medianMs: number;
  p95Ms: number;
}

export interface TypedTurns {
  /** Enter -> first assistant audio played, in a voice call. */
  voiceAudio: Latencies;
  /** Baseline: Enter -> the answer's speech-update started received from the socket. */
  voiceSocket: Latencies;
  /** Enter -> the answer in the text conversation's log. */
  chatShown: Latencies;
  /** Baseline: one chat function round trip from Node. */
  chatFunction: Latencies;
  /** 1-minute load average when the turns ended. */
  loadAverage: number;
}

const QUESTIONS = [
  'Dobrý deň, zaujíma ma ukážka.',
  'Aké máte voľné termíny?',
  'Zajtra dopoludnia.',
  'Moje číslo je 0905 123 456.',
  'Ďakujem.',
];
const question = (i: number) => QUESTIONS[i % QUESTIONS.length] as string;

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Median and nearest-rank p95 of `samples`. */
function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
  return { samplesMs: samples.map(round), medianMs: round(median(samples)), p95Ms: round(p95) };
}

/** Before the site's scripts: the Enter of each typed turn, the socket Worker's audio starts
 * and assistant speech starts, the answers added to the text conversation's log. */
const TAP = () => {
  const w = window as unknown as {
    __submits: number[];
    __audioStarts: number[];
    __speechStarts: number[];
    __chatAnswers: number[];
    __listening: number[];
  };
  localStorage.setItem('cookie-consent', 'dismissed');
  w.__submits = [];
  w.__audioStarts = [];
  w.__speechStarts = [];
  w.__chatAnswers = [];
  w.__listening = [];
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Element;
      if (form.closest('[data-testid="typed-turn"], [data-testid="text-chat"]')) {
        w.__submits.push(event.timeStamp);
      }
    },
    true,
  );
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as HTMLElement;
      if (record.type === 'attributes' && target.matches('button.orb')) {
        if (target.dataset.state === 'listening') w.__listening.push(performance.now());
        continue;
      }
      for (const node of record.addedNodes) {
        const el = node as Element;
        if (el.matches?.('[data-testid="text-chat-log"] [data-role="assistant"]')) {
          w.__chatAnswers.push(performance.now());
        }
      }
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  // The socket Worker's messages to the page, voice-client's FromHub (transports/websocket/
  // audioHub.ts): `started` when the assistant's audio starts playing, `message` for each text
  // frame of the socket. (It was `text` before 2ccd133; this bench then timed out.)
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event) => {
        const at = performance.now();
        const data = event.data as { type?: string; data?: string } | null;
        if (data?.type === 'started') w.__audioStarts.push(at);
        if (data?.type !== 'message' || typeof data.data !== 'string') return;
        const m = JSON.parse(data.data) as { type?: string; role?: string; status?: string };
        if (m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started') {
          w.__speechStarts.push(at);
        }
      });
    }
  };
};

/** Focuses the input under `form`, types `text` (real input events) and presses Enter. */
async function typeAndEnter(page: CdpPage, form: string, text: string) {
  await page.evaluate(`document.querySelector(${JSON.stringify(`${form} input`)}).focus()`);
  await page.send('Input.insertText', { text });
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
  await page.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter, text: '\r' });
  await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
}

const count = (page: CdpPage, name: string) => page.evaluate<number>(`window.${name}.length`);
const at = (page: CdpPage, name: string, i: number) =>
  page.evaluate<number>(`window.${name}[${i}]`);

const CALL_WAIT_MS = 120_000;
/** The orb listens again after the assistant's latest audio started (its answer is over). */
const LISTENING_AGAIN =
  `document.querySelector('button.orb')?.dataset.state === 'listening' && ` +
  'window.__listening.some((t) => t > window.__audioStarts.at(-1))';

/** `turns` typed turns in one voice call (after a warm-up turn). */
async function voiceTurns(page: CdpPage, turns: number) {
  const audio: number[] = [];
  const socket: number[] = [];
  await page.click('button.orb', 300);
  await page.waitFor(`document.querySelector('[data-testid="typed-turn"] input')`, CALL_WAIT_MS);
  // the greeting plays first; every typed turn waits until the assistant listens again
  // (the orb's data-state, which follows the played audio)
  await page.waitFor('window.__audioStarts.length > 0', CALL_WAIT_MS);
  for (let i = 0; i <= turns; i += 1) {
    await page.waitFor(LISTENING_AGAIN, CALL_WAIT_MS);
    const before = {
      audio: await count(page, '__audioStarts'),
      speech: await count(page, '__speechStarts'),
    };
    const submit = await count(page, '__submits');
    await typeAndEnter(page, '[data-testid="typed-turn"]', question(i));
    await page.waitFor(`window.__submits.length > ${submit}`);
    await page.waitFor(`window.__audioStarts.length > ${before.audio}`, CALL_WAIT_MS);
    await page.waitFor(`window.__speechStarts.length > ${before.speech}`, CALL_WAIT_MS);
    const sent = await at(page, '__submits', submit);
    if (i === 0) continue;
    audio.push((await at(page, '__audioStarts', before.audio)) - sent);
    socket.push((await at(page, '__speechStarts', before.speech)) - sent);
  }
  await page.click('button.orb');
  return { audio, socket };
}

/** `turns` turns of one text conversation (after a warm-up turn). */
async function chatTurns(page: CdpPage, turns: number) {
  const shown: number[] = [];
  await page.evaluate(
    `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Písať namiesto hovoriť').click()`,
  );
  await page.waitFor(`document.querySelector('[data-testid="text-chat"] form input')`);
  for (let i = 0; i <= turns; i += 1) {
    const answers = await count(page, '__chatAnswers');
    const submit = await count(page, '__submits');
    await typeAndEnter(page, '[data-testid="text-chat"] form', question(i));
    await page.waitFor(`window.__chatAnswers.length > ${answers}`, CALL_WAIT_MS);
    if (i === 0) continue;
    shown.push((await at(page, '__chatAnswers', answers)) - (await at(page, '__submits', submit)));
  }
  return shown;
}

/** The chat function alone: a token, then `turns` turns of one conversation, from Node. */
async function chatFunctionTurns(
  backend: { url: string; anonKey: string; origin: string },
  turns: number,
) {
  const headers = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${backend.anonKey}`,
    Origin: backend.origin,
    'Content-Type': 'application/json',
  };
  const tokenResponse = await fetch(`${backend.url}/functions/v1/voice-call-token`, { headers });
  const { token } = (await tokenResponse.json()) as { token: string };
  let conversationId: string | undefined;
  const samples: number[] = [];
  for (let i = 0; i <= turns; i += 1) {
    const started = performance.now();
    const response = await fetch(`${backend.url}/functions/v1/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        conversationId ? { conversationId, text: question(i) } : { token, text: question(i) },
      ),
    });
    const body = (await response.json()) as { conversationId?: string };
    const took = performance.now() - started;
    if (response.status !== 200) throw new Error(`chat answered ${response.status}`);
    conversationId = body.conversationId;
    if (i > 0) samples.push(took);
  }
  return samples;
}

export interface TypedTurnsOptions {
  siteUrl: string;
  /** The stack behind the site (for the chat function's baseline). */
  backend: { url: string; anonKey: string };
  /** Measured turns of each kind (>= 10; a warm-up turn comes first). */
  turns?: number;
}

/** Opens the landing page (the silent microphone) and runs `measure` on it. */
async function onLandingPage<T>(siteUrl: string, measure: (page: CdpPage) => Promise<T>) {
  const page = await openLandingPage(siteUrl, microphoneFile('silence'), `(${TAP})()`);
  try {
    return await measure(page);
  } finally {
    await page.close();
  }
}

export async function measureTypedTurns(options: TypedTurnsOptions): Promise<TypedTurns> {
  const turns = Math.max(10, options.turns ?? 12);
  await writeMicrophones();
  let voice: { audio: number[]; socket: number[] };
  let shown: number[];
  try {
    voice = await onLandingPage(options.siteUrl, (page) => voiceTurns(page, turns));
    shown = await onLandingPage(options.siteUrl, (page) => chatTurns(page, turns));
  } finally {
    rmSync(audioDir(), { recursive: true, force: true });
  }
  const origin = new URL(options.siteUrl).origin;
  const direct = await chatFunctionTurns({ ...options.backend, origin }, turns);
  return {
    voiceAudio: latencies(voice.audio),
    voiceSocket: latencies(voice.socket),
    chatShown: latencies(shown),
    chatFunction: latencies(direct),
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

const row = (figure: string, l: Latencies, load: number): BenchRow => ({
  figure: `${figure}, median / p95 of ${l.samplesMs.length} (ms)`,
  value: `${l.medianMs} / ${l.p95Ms}`,
  goal: `- (runs: ${l.samplesMs.join(', ')}; load ${load})`,
  ok: true,
});

export function typedTurnRows(r: TypedTurns): BenchRow[] {
  return [
    row(
      'typed turn in a voice call: Enter -> first assistant audio played',
      r.voiceAudio,
      r.loadAverage,
    ),
    row(
      '  baseline: Enter -> the answer starts on the socket (speech-update)',
      r.voiceSocket,
      r.loadAverage,
    ),
    row('typed turn in the text conversation: Enter -> answer shown', r.chatShown, r.loadAverage),
    row('  baseline: the chat function alone (one turn from Node)', r.chatFunction, r.loadAverage),
  ];
}
