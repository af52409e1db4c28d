// From the orb click to the first assistant audio actually played, measured in the page of the
// production build against the local stack (vapi-config -> voice-call -> the agent's socket).
// The click is the click event's timestamp; "played" is the playback AudioWorklet's `started`
// message (it posts it when its jitter buffer starts feeding the speakers), read from the end of
// the site's `voice:first-assistant-audio` measure. Each run is a fresh visitor (a new browser) whose pointer
// rests on the orb for 500 ms (the hover preload) before the click, driven through the minimal
// CDP client (cdp.ts).
// One warm-up call first: the local stack's first voice-call starts its Deno worker. The
// microphone speaks a Slovak sentence 2.5 s in, so each call also measures one reply (the
// voice client's `metrics` marks, recorded by the site as `voice:*` User Timing measures).
import { openLandingPage } from '@hlasovy-asistent/browser-testing/cdp';
import { median } from './median.ts';

interface CallSample {
  /** Click -> voice-call answered (includes the microphone, asked first). */
  voiceCallMs: number;
  /** Click -> first assistant sample played. */
  firstAudioMs: number;
}

/** The voice client's own latency marks (`metrics`), as the site records them (voice:* measures). */
interface MarkSample {
  microphoneGrantedMs: number;
  connectedMs: number;
  firstAssistantAudioMs: number;
  /** The visitor's first finished turn -> the assistant's reply audio. */
  turnMs: number;
}

export interface ClickToAudio {
  runs: number;
  coldFirstCall: CallSample;
  samples: CallSample[];
  marks: MarkSample[];
  medianMarks: MarkSample;
  medianFirstAudioMs: number;
  medianVoiceCallMs: number;
  /** Script paths loaded after the page (hover preload + call; the last run). */
  callScripts: string[];
}

/** In the page before the click: the cookie banner answered, the orb click's timestamp kept. */
export const tapClick = () => {
  const w = window as unknown as { __clickAt?: number };
  localStorage.setItem('cookie-consent', 'dismissed');
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('button.orb'))
        w.__clickAt ??= event.timeStamp;
    },
    true,
  );
};

/** When the playback worklet started feeding the speakers: the end of the site's
 * `voice:first-assistant-audio` measure (the worklet reports `started` to the socket's worker, the
 * worker to the voice client, the client's `metrics` event to the site). */
const FIRST_AUDIO_AT = `(() => {
  const entry = performance.getEntriesByName('voice:first-assistant-audio').at(0);
  return entry ? entry.startTime + entry.duration : undefined;
})()`;

/** In the page, after the first audio: the figures and the scripts fetched after the page loaded
 * (the hover preload and the call). */
const READ_TIMES = `(() => {
  const resources = performance.getEntriesByType('resource');
  // the last: the click's POST (an OPTIONS to the same URL asks for its preflight ahead)
  const call = resources.filter((e) => e.name.endsWith('/functions/v1/voice-call')).at(-1);
  const loaded = performance.getEntriesByType('navigation')[0].loadEventEnd;
  return {
    voiceCallMs: call.responseEnd - window.__clickAt,
    firstAudioMs: ${FIRST_AUDIO_AT} - window.__clickAt,
    scripts: resources
      .filter((e) => e.initiatorType === 'script' && e.startTime >= loaded)
      .map((e) => new URL(e.name).pathname),
  };
})()`;

const READ_MARKS = `(() => {
  const d = (name) => performance.getEntriesByName('voice:' + name).at(0)?.duration ?? null;
  return {
    microphoneGrantedMs: d('microphone-granted'),
    connectedMs: d('connected'),
    firstAssistantAudioMs: d('first-assistant-audio'),
    turnMs: d('turn'),
  };
})()`;

/** How long the pointer rests on the orb before the click. */
const HOVER_MS = 500;

export const round = (ms: number) => Math.round(ms * 10) / 10;

async function oneCall(url: string, microphoneWav: string) {
  const page = await openLandingPage(url, microphoneWav, `(${tapClick})()`);
  try {
    await page.click('button.orb', HOVER_MS);
    await page.waitFor(`${FIRST_AUDIO_AT} !== undefined`);
    const times = await page.evaluate<CallSample & { scripts: string[] }>(READ_TIMES);
    // The visitor's sentence (2.5 s into the microphone file) ends a turn; the reply is measured.
    await page.waitFor(`performance.getEntriesByName('voice:turn').length > 0`, 40_000);
    const marks = await page.evaluate<MarkSample>(READ_MARKS);
    await page.click('button.orb');
    await page.waitFor(
      `document.querySelector('[data-testid="orb-caption"]').textContent.startsWith('Začnite')`,
    );
    return { ...times, marks };
  } finally {
    await page.close();
  }
}

export async function measureClickToFirstAudio(
  url: string,
  microphoneWav: string,
  runs = 5,
): Promise<ClickToAudio> {
  const cold = await oneCall(url, microphoneWav);
  const samples: CallSample[] = [];
  const marks: MarkSample[] = [];
  let callScripts: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { scripts, marks: m, ...times } = await oneCall(url, microphoneWav);
    samples.push({
      voiceCallMs: round(times.voiceCallMs),
      firstAudioMs: round(times.firstAudioMs),
    });
    marks.push(m);
    callScripts = scripts;
  }
  const markMedian = (key: keyof MarkSample) => round(median(marks.map((m) => m[key])));
  return {
    runs,
    coldFirstCall: { voiceCallMs: round(cold.voiceCallMs), firstAudioMs: round(cold.firstAudioMs) },
    samples,
    marks,
    medianMarks: {
      microphoneGrantedMs: markMedian('microphoneGrantedMs'),
      connectedMs: markMedian('connectedMs'),
      firstAssistantAudioMs: markMedian('firstAssistantAudioMs'),
      turnMs: markMedian('turnMs'),
    },
    medianFirstAudioMs: round(median(samples.map((s) => s.firstAudioMs))),
    medianVoiceCallMs: round(median(samples.map((s) => s.voiceCallMs))),
    callScripts,
  };
}
