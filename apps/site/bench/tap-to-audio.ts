// Issue 40: a tap on the orb -> the first assistant audio played, as a visitor on a phone meets
// it. The production build against the local stack, a fresh Chromium per tap (cold cache), the
// phone profile (390x844, DPR 3, touch, CPU 4x) and one of three networks. The page loads under
// the throttle and is left until its network has been quiet for QUIET_MS (what it fetches once
// idle is then in), then the orb is tapped: touch start and end, no pointer resting on it first.
//
// The split by step comes from DevTools' Network events of the page and of the socket's Worker
// (auto-attached, paused until its own session has the Network domain and the throttle: Chromium
// applies network emulation to a dedicated worker's WebSocket only through that session), placed
// on the page's clock through the voice-call request, which both sides see start.
//
// What the throttle does not reach (so real phones pay more than these rows): CORS preflights
// (the voice-call POST pays one per visit: another round trip), AudioWorklet module fetches,
// and DNS, TCP and TLS (everything is on 127.0.0.1 over plain HTTP; in production the socket
// also goes to another origin, Vapi's).
//
// Diagnostics: TAP_DEBUG=1 prints every request after the tap (ms after it); TAP_TRACE=<prefix>
// writes a devtools trace of each tap (main thread, workers, network, JS samples) to
// <prefix>-<network>.json, to name what a step waits for.
import { writeFileSync } from 'node:fs';
import { type CdpPage, openLandingPage } from '@hlasovy-asistent/browser-testing/cdp';

interface NetworkProfile {
  name: string;
  /** Added to every request's time to response headers (ms): the round trip. */
  latencyMs: number;
  downloadMbit: number;
  uploadMbit: number;
}

/** The networks of the rows; `unthrottled` emulates none. */
const NETWORK_PROFILES: NetworkProfile[] = [
  { name: 'slow 4G', latencyMs: 150, downloadMbit: 1.6, uploadMbit: 0.75 },
  { name: 'fast 4G', latencyMs: 40, downloadMbit: 9, uploadMbit: 1.5 },
  { name: 'unthrottled', latencyMs: 0, downloadMbit: 0, uploadMbit: 0 },
];

/** The page counts as settled once no request has been in flight for this long. */
const QUIET_MS = 500;
/** ...but is tapped at the latest this long after it loaded. */
const SETTLE_LIMIT_MS = 20_000;

/** One step of the call's setup: from and to, ms after the tap (null: it did not happen). */
export interface Span {
  from: number;
  to: number;
}

export interface TapSample {
  tapToFirstAudioMs: number;
  tapToVoiceCallAnsweredMs: number;
  /** Scripts fetched after the tap (the call's code not there yet), and when the last arrived. */
  code: { count: number; to: number };
  /** The microphone granted (the voice client's `voice:microphone-granted` mark). */
  microphoneTo: number | null;
  voiceCall: Span;
  /** The socket Worker's script (from: created; `cached`: from the HTTP cache). */
  workerScript: (Span & { cached: boolean }) | null;
  /** The two AudioWorklet modules (not throttled; `cached`: both from the HTTP cache). */
  worklets: (Span & { cached: boolean }) | null;
  /** The socket's opening handshake (request sent -> response). */
  handshake: Span | null;
  /** Socket open -> first assistant audio played (the agent's greeting). */
  greeting: Span | null;
}

interface LoggedRequest {
  id: string;
  url: string;
  method: string;
  type: string;
  session: string | undefined;
  /** CDP monotonic timestamps, ms. */
  sent: number;
  done?: number;
  cached: boolean;
}

const INIT = `(${() => {
  const w = window as unknown as { __tapAt?: number };
  localStorage.setItem('cookie-consent', 'dismissed');
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('button.orb')) w.__tapAt ??= event.timeStamp;
    },
    true,
  );
}})()`;

/** Resolves with the end of the site's `voice:first-assistant-audio` measure, or null. */
const FIRST_AUDIO = (timeoutMs: number) => `new Promise((resolve) => {
  const read = () => {
    const e = performance.getEntriesByName('voice:first-assistant-audio')[0];
    if (e) resolve(e.startTime + e.duration);
    return Boolean(e);
  };
  if (read()) return;
  const observer = new PerformanceObserver(() => { if (read()) observer.disconnect(); });
  observer.observe({ type: 'measure' });
  setTimeout(() => resolve(null), ${timeoutMs});
})`;

const READ_PAGE = `(() => {
  // the last: the tap's POST (an OPTIONS to the same URL asks for its preflight ahead)
  const call = performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('/functions/v1/voice-call')).at(-1);
  const mic = performance.getEntriesByName('voice:microphone-granted')[0];
  return {
    tapAt: window.__tapAt ?? null,
    voiceCall: call ? { start: call.startTime, end: call.responseEnd } : null,
    microphoneAt: mic ? mic.startTime + mic.duration : null,
  };
})()`;

const WORKER = /\/socketWorker[^/]*\.js/;
const WORKLETS = /\/(capture|playback)-processor[^/]*\.js/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function emulate(page: CdpPage, profile: NetworkProfile, session?: string) {
  await page.send('Network.enable', {}, session);
  if (profile.latencyMs === 0 && profile.downloadMbit === 0) return;
  await page.send(
    'Network.emulateNetworkConditions',
    {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadMbit * 1e6) / 8,
      uploadThroughput: (profile.uploadMbit * 1e6) / 8,
      connectionType: 'cellular4g',
    },
    session,
  );
}

/** One visitor: a cold page on `profile`, settled, tapped; the call's steps. */
async function measureTap(
  url: string,
  microphoneWav: string,
  profile: NetworkProfile,
): Promise<TapSample> {
  const requests = new Map<string, LoggedRequest>();
  const sockets = new Map<string, { sent?: number; open?: number }>();
  let lastActivity = 0;
  // one request may be reported by two sessions (a Worker's script: by the page and the Worker)
  const key = (id: string, _session: string | undefined) => id;
  const page = await openLandingPage(url, microphoneWav, INIT, {
    beforeNavigate: async (p) => {
      p.on('Target.attachedToTarget', (params) => {
        const session = params.sessionId as string;
        void emulate(p, profile, session)
          .catch(() => {})
          .then(() => p.send('Runtime.runIfWaitingForDebugger', {}, session).catch(() => {}));
      });
      p.on('Network.requestWillBeSent', (params, session) => {
        const request = params.request as { url: string; method: string };
        if (request.url.startsWith('data:')) return;
        if (requests.has(key(params.requestId as string, session))) return;
        requests.set(key(params.requestId as string, session), {
          id: params.requestId as string,
          url: request.url,
          method: request.method,
          type: String(params.type ?? ''),
          session,
          sent: (params.timestamp as number) * 1000,
          cached: false,
        });
        lastActivity = Date.now();
      });
      p.on('Network.requestServedFromCache', (params, session) => {
        const logged = requests.get(key(params.requestId as string, session));
        if (logged) logged.cached = true;
      });
      p.on('Network.responseReceived', (params, session) => {
        const logged = requests.get(key(params.requestId as string, session));
        const response = params.response as { fromDiskCache?: boolean };
        if (logged && response.fromDiskCache) logged.cached = true;
      });
      const finished = (params: Record<string, unknown>, session: string | undefined) => {
        const logged = requests.get(key(params.requestId as string, session));
        if (logged) logged.done = (params.timestamp as number) * 1000;
        lastActivity = Date.now();
      };
      p.on('Network.loadingFinished', finished);
      p.on('Network.loadingFailed', finished);
      p.on('Network.webSocketWillSendHandshakeRequest', (params) => {
        sockets.set(params.requestId as string, { sent: (params.timestamp as number) * 1000 });
      });
      p.on('Network.webSocketHandshakeResponseReceived', (params) => {
        const socket = sockets.get(params.requestId as string);
        if (socket) socket.open = (params.timestamp as number) * 1000;
      });
      await emulate(p, profile);
      await p.send('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height: 844,
        deviceScaleFactor: 3,
        mobile: true,
      });
      await p.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await p.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await p.send('Target.setAutoAttach', {
        autoAttach: true,
        waitForDebuggerOnStart: true,
        flatten: true,
      });
    },
  });
  try {
    // settled: the voice-call token is in and nothing has been in flight for QUIET_MS
    const loadedAt = Date.now();
    const inFlight = () => [...requests.values()].some((r) => r.done === undefined);
    const tokenIn = () =>
      [...requests.values()].some((r) => r.url.includes('/voice-call-token') && r.done);
    while (Date.now() - loadedAt < SETTLE_LIMIT_MS) {
      if (tokenIn() && !inFlight() && Date.now() - lastActivity >= QUIET_MS) break;
      await sleep(50);
    }
    const before = new Set(requests.keys());
    const trace = process.env.TAP_TRACE ? await startTrace(page) : null;
    await page.tap('button.orb');
    const firstAudio = await page.evaluate<number | null>(FIRST_AUDIO(30_000));
    if (firstAudio === null) throw new Error(`no assistant audio within 30 s (${profile.name})`);
    if (trace) await trace.stop(`${process.env.TAP_TRACE}-${profile.name.replace(/\W/g, '')}.json`);
    const read = await page.evaluate<{
      tapAt: number | null;
      voiceCall: { start: number; end: number } | null;
      microphoneAt: number | null;
    }>(READ_PAGE);
    if (read.tapAt === null || !read.voiceCall) throw new Error('the tap or voice-call is missing');
    const after = [...requests.entries()].filter(([k]) => !before.has(k)).map(([, r]) => r);
    const post = after.find(
      (r) => r.method === 'POST' && r.url.endsWith('/functions/v1/voice-call'),
    );
    if (!post) throw new Error('DevTools saw no voice-call request');
    // the page's clock = CDP's monotonic clock - offset (the voice-call start seen by both)
    const offset = post.sent - read.voiceCall.start;
    const tap = read.tapAt;
    const rel = (cdpMs: number | undefined) =>
      cdpMs === undefined ? Number.NaN : round(cdpMs - offset - tap);
    const span = (from: number | undefined, to: number | undefined): Span | null =>
      from === undefined || to === undefined ? null : { from: rel(from), to: rel(to) };
    const worker = after.find((r) => WORKER.test(r.url));
    const worklets = after.filter((r) => WORKLETS.test(r.url));
    const scripts = after.filter(
      (r) => r.type === 'Script' && !WORKER.test(r.url) && !WORKLETS.test(r.url),
    );
    const socket = [...sockets.values()].at(-1);
    const firstAudioRel = round(firstAudio - tap);
    if (process.env.TAP_DEBUG)
      console.log(
        JSON.stringify(after.map((r) => ({ ...r, sent: rel(r.sent), done: rel(r.done) }))),
      );
    return {
      tapToFirstAudioMs: firstAudioRel,
      tapToVoiceCallAnsweredMs: round(read.voiceCall.end - tap),
      code: {
        count: scripts.length,
        to: scripts.length ? Math.max(...scripts.map((s) => rel(s.done))) : 0,
      },
      microphoneTo: read.microphoneAt === null ? null : round(read.microphoneAt - tap),
      voiceCall: { from: round(read.voiceCall.start - tap), to: round(read.voiceCall.end - tap) },
      workerScript: worker
        ? { from: rel(worker.sent), to: rel(worker.done), cached: worker.cached }
        : null,
      worklets: worklets.length
        ? {
            from: Math.min(...worklets.map((w) => rel(w.sent))),
            to: Math.max(...worklets.map((w) => rel(w.done))),
            cached: worklets.every((w) => w.cached),
          }
        : null,
      handshake: span(socket?.sent, socket?.open),
      greeting: socket?.open === undefined ? null : { from: rel(socket.open), to: firstAudioRel },
    };
  } finally {
    await page.close();
  }
}

const round = (ms: number) => Math.round(ms);

/** A devtools trace of the tap (TAP_TRACE=<path prefix>): to name what a step waits for. */
async function startTrace(page: CdpPage) {
  const events: unknown[] = [];
  page.on('Tracing.dataCollected', (params) => events.push(...((params.value as unknown[]) ?? [])));
  const complete = new Promise((resolve) => page.on('Tracing.tracingComplete', resolve));
  await page.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'netlog',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  return {
    async stop(file: string) {
      await page.send('Tracing.end');
      await complete;
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
    },
  };
}

/** A build to tap: `B` this checkout, `A` a baseline (an A/B run). */
export interface TapTarget {
  name: string;
  url: string;
}

/**
 * Taps each target `runs` times on every network, interleaved (per round and network, the targets
 * in turn, their order alternating by round: a busy machine slows them alike), after one warm-up
 * tap each (the local stack's first voice-call starts its Deno worker). `log` hears every tap.
 */
export async function measureTaps(
  targets: TapTarget[],
  microphoneWav: string,
  runs: number,
  log: (line: string) => void = () => {},
): Promise<Record<string, Record<string, TapSample[]>>> {
  const unthrottled = NETWORK_PROFILES.find((p) => p.name === 'unthrottled');
  if (unthrottled) for (const t of targets) await measureTap(t.url, microphoneWav, unthrottled);
  const samples: Record<string, Record<string, TapSample[]>> = {};
  for (let round = 0; round < runs; round += 1) {
    for (const profile of NETWORK_PROFILES) {
      for (const t of round % 2 ? [...targets].reverse() : targets) {
        const sample = await measureTap(t.url, microphoneWav, profile);
        const byNetwork = samples[t.name] ?? {};
        byNetwork[profile.name] = [...(byNetwork[profile.name] ?? []), sample];
        samples[t.name] = byNetwork;
        log(`${t.name} ${profile.name} round ${round + 1}: ${JSON.stringify(sample)}`);
      }
    }
  }
  return samples;
}
