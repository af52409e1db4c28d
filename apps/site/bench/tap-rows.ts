// Issue 40's rows: tap -> first assistant audio on a phone per network, medians, with the split
// by step, and (in an A/B run) the same figures of a baseline build measured in the same run.
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';
import { median } from './median.ts';
import type { Span, TapSample } from './tap-to-audio.ts';

/** Issue 40's goals (ms, median): the first word within a second of a tap on a phone network. */
const GOALS: Record<string, number> = { 'slow 4G': 1000, 'fast 4G': 600 };

interface TapVariant {
  /** `B` = this checkout; `A` = the baseline. */
  name: string;
  samples: Record<string, TapSample[]>;
}

export interface TapBench {
  runs: number;
  loadAverage: number;
  variants: TapVariant[];
}

/** What the rows cannot see (printed under them). */
export const TAP_BLIND_SPOTS =
  'not throttled, so real phones pay more: CORS preflights (voice-call pays one per visit), ' +
  'AudioWorklet module fetches, DNS/TCP/TLS (all on 127.0.0.1, plain HTTP; in production the ' +
  "socket goes to Vapi's origin). The socket Worker and its WebSocket are throttled through the " +
  "Worker's own auto-attached DevTools session. The microphone counts as allowed before (the fake " +
  'UI grants it): a first visit adds the answer to the prompt, which the voice-call request follows.';

/** The median of the steps that happened, rounded to the ms (NaN: none happened). */
const medianMs = (values: number[]) => Math.round(median(values.filter(Number.isFinite)));

type SpanStep = 'voiceCall' | 'workerScript' | 'worklets' | 'handshake' | 'greeting';

/** The steps with a start and an end, as the split names them. */
const SPAN_STEPS: [SpanStep, string][] = [
  ['voiceCall', 'voice-call'],
  ['workerScript', 'worker script'],
  ['worklets', 'worklets'],
  ['handshake', 'socket handshake'],
  ['greeting', 'greeting'],
];

/** One step: medians of its start and end; how many came from the HTTP cache, if any. */
function spanText(samples: TapSample[], step: SpanStep, name: string): string {
  const spans = samples.map((s) => s[step]).filter((s): s is Span => s !== null);
  if (spans.length === 0) return `${name} -`;
  const cached = spans.filter((s) => 'cached' in s && s.cached).length;
  const note = cached ? ` (${cached}/${samples.length} from cache)` : '';
  return `${name} ${medianMs(spans.map((s) => s.from))}→${medianMs(spans.map((s) => s.to))}${note}`;
}

/** The split by step: medians of each step's start and end, ms after the tap. */
function splitText(samples: TapSample[]): string {
  const code = samples.map((s) => s.code);
  return [
    `code ${medianMs(code.map((c) => c.count))} scripts →${medianMs(code.map((c) => c.to))}`,
    `mic →${medianMs(samples.map((s) => s.microphoneTo ?? Number.NaN))}`,
    ...SPAN_STEPS.map(([step, name]) => spanText(samples, step, name)),
  ].join(' · ');
}

export function tapRows(bench: TapBench): BenchRow[] {
  const current = bench.variants.find((v) => v.name === 'B');
  const baseline = bench.variants.find((v) => v.name === 'A');
  if (!current) return [];
  const phone = 'phone (390x844, DPR 3, touch, CPU 4x), cold cache';
  return Object.entries(current.samples).flatMap(([profile, samples]): BenchRow[] => {
    const value = medianMs(samples.map((s) => s.tapToFirstAudioMs));
    const goal = GOALS[profile];
    const before = baseline?.samples[profile];
    const runs = samples.map((s) => s.tapToFirstAudioMs).join(', ');
    const rows: BenchRow[] = [
      {
        figure: `tap -> first assistant audio played, ${phone}, ${profile}, median of ${samples.length} (ms, load ${bench.loadAverage})`,
        value,
        goal: `${goal === undefined ? '-' : `<= ${goal}`} (runs ${runs}${before ? `; A: ${medianMs(before.map((s) => s.tapToFirstAudioMs))}` : ''})`,
        ok: goal === undefined || value <= goal,
      },
      {
        figure: `  ${profile}: tap -> voice-call answered, median (ms)`,
        value: medianMs(samples.map((s) => s.tapToVoiceCallAnsweredMs)),
        goal: before ? `- (A: ${medianMs(before.map((s) => s.tapToVoiceCallAnsweredMs))})` : '-',
        ok: true,
      },
      {
        figure: `  ${profile}: split by step (ms after the tap, median from→to)`,
        value: splitText(samples),
        goal: '-',
        ok: true,
      },
    ];
    if (before)
      rows.push({
        figure: `  ${profile}: A's split by step`,
        value: splitText(before),
        goal: '-',
        ok: true,
      });
    return rows;
  });
}
