// The morning digest (issue 41): one day of the funnel, its outcomes and spend, as the team
// webhook receives it: `text` first (what Slack and most incoming webhooks show), then the
// numbers. Built from funnel_report's day (numbers only) and the spend caps of the function's
// environment: nothing of a lead can be in it, there is nothing of one to read.
import type { FunnelChannel, FunnelStep } from '@hlasovy-asistent/validation';

/** One row of private.funnel_counts as funnel_report answers it. */
export interface FunnelStepCount {
  step: FunnelStep;
  channel: '' | FunnelChannel;
  detail: string;
  count: number;
}

/** One day of `funnel_report` (private.funnel_day). */
export interface FunnelDay {
  day: string;
  steps: FunnelStepCount[];
  demo_calls: {
    placed: number;
    answered: number;
    voicemail: number;
    no_answer: number;
    busy: number;
    failed: number;
  };
  bookings: { due: number; kept: number };
  booking_delay_seconds: { calls: number; median: number | null; worst: number | null };
  spend: { voice: number; written: number; demo: number; total: number };
}

type PerChannel = Record<FunnelChannel, number>;

/** The day's counts by step: a conversation's steps per channel, the rest per detail. */
export interface FunnelTotals {
  landing_seen: number;
  conversation_started: PerChannel;
  first_answer: PerChannel;
  slot_offered: PerChannel;
  slot_booked: PerChannel;
  demo_form_sent: { immediate: number; scheduled: number };
  call_refused: { busy: number; limits: number; microphone: number };
}

export function funnelTotals(steps: readonly FunnelStepCount[]): FunnelTotals {
  const totals: FunnelTotals = {
    landing_seen: 0,
    conversation_started: { voice: 0, written: 0 },
    first_answer: { voice: 0, written: 0 },
    slot_offered: { voice: 0, written: 0 },
    slot_booked: { voice: 0, written: 0 },
    demo_form_sent: { immediate: 0, scheduled: 0 },
    call_refused: { busy: 0, limits: 0, microphone: 0 },
  };
  for (const { step, channel, detail, count } of steps) {
    const n = Number(count) || 0;
    if (step === 'landing_seen') totals.landing_seen += n;
    else if (step === 'demo_form_sent') {
      if (detail === 'immediate' || detail === 'scheduled') totals.demo_form_sent[detail] += n;
    } else if (step === 'call_refused') {
      if (detail === 'busy' || detail === 'limits' || detail === 'microphone') {
        totals.call_refused[detail] += n;
      }
    } else if (channel === 'voice' || channel === 'written') totals[step][channel] += n;
  }
  return totals;
}

/** The budgets the day was held to (VAPI_MAX_SPEND_PER_DAY, _VOICE, _DEMO; null when unset). */
export interface SpendCapsShown {
  total: number | null;
  voice: number | null;
  demo: number | null;
}

export interface FunnelDigest {
  text: string;
  type: 'funnel_digest';
  day: string;
  /** Nothing happened: no visit, no call, no spend. */
  quiet: boolean;
  /** The page was served but nobody started a conversation: something may be broken. */
  no_conversations: boolean;
  funnel: FunnelTotals;
  demo_calls: FunnelDay['demo_calls'];
  bookings: FunnelDay['bookings'];
  booking_delay_seconds: FunnelDay['booking_delay_seconds'];
  spend: FunnelDay['spend'];
  spend_cap: SpendCapsShown;
}

const both = (c: PerChannel) => c.voice + c.written;
const money = (n: number) => (Math.round(Number(n) * 100) / 100).toFixed(2);

/** `1 h 5 min`, `4 min`, `35 s`. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** `2026-11-28` -> `28. 11. 2026` (the Slovak way). */
function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}

function funnelLine(f: FunnelTotals): string {
  const started = both(f.conversation_started);
  return (
    `Stránka zobrazená ${f.landing_seen}×; rozhovory ${started} ` +
    `(hlasom ${f.conversation_started.voice}, písomne ${f.conversation_started.written}); ` +
    `odpoveď asistenta ${both(f.first_answer)}; ponúknutý termín ${both(f.slot_offered)}; ` +
    `rezervované ${both(f.slot_booked)} (hlasom ${f.slot_booked.voice}, písomne ${f.slot_booked.written}); ` +
    `formulár ${f.demo_form_sent.immediate + f.demo_form_sent.scheduled} ` +
    `(hneď ${f.demo_form_sent.immediate}, na termín ${f.demo_form_sent.scheduled}); ` +
    `odmietnuté hovory ${f.call_refused.busy + f.call_refused.limits + f.call_refused.microphone} ` +
    `(obsadené ${f.call_refused.busy}, limity ${f.call_refused.limits}, mikrofón ${f.call_refused.microphone}).`
  );
}

function outcomesLine(day: FunnelDay): string {
  const c = day.demo_calls;
  const d = day.booking_delay_seconds;
  const delay =
    d.calls > 0 && d.median !== null && d.worst !== null
      ? `čakanie na hovor: medián ${durationText(d.median)}, najdlhšie ${durationText(d.worst)}`
      : 'čakanie na hovor: žiadny hovor';
  return (
    `Ukážkové hovory: uskutočnené ${c.placed}, prijaté ${c.answered}, odkazovač ${c.voicemail}, ` +
    `nedvihli ${c.no_answer}, obsadené ${c.busy}, zlyhali ${c.failed}; dodržané rezervácie ` +
    `${day.bookings.kept} z ${day.bookings.due}; ${delay}.`
  );
}

function spendLine(spend: FunnelDay['spend'], caps: SpendCapsShown): string {
  const cap = caps.total === null ? 'bez denného limitu' : `z limitu ${money(caps.total)} USD`;
  return (
    `Výdavky ${money(spend.total)} USD ${cap} (hlas ${money(spend.voice)}, ` +
    `písané ${money(spend.written)}, ukážkové hovory ${money(spend.demo)}).`
  );
}

/**
 * The digest of one day. A quiet day (no visit, no call, no spend) is one short line; a day the
 * page was served without a single conversation says so first (something may be broken).
 */
export function buildFunnelDigest(day: FunnelDay, caps: SpendCapsShown): FunnelDigest {
  const funnel = funnelTotals(day.steps);
  const conversations = both(funnel.conversation_started);
  const anything =
    day.steps.some((s) => Number(s.count) > 0) ||
    day.demo_calls.placed > 0 ||
    day.bookings.due > 0 ||
    Number(day.spend.total) > 0;
  const quiet = !anything;
  const noConversations = funnel.landing_seen > 0 && conversations === 0;
  const title = `Prehľad za ${dayText(day.day)}`;
  const text = quiet
    ? `${title}: pokojný deň, žiadne návštevy, rozhovory ani hovory.`
    : [
        `${title}:`,
        ...(noConversations
          ? [
              `Pozor: stránka sa zobrazila ${funnel.landing_seen}× a nikto nezačal rozhovor; ` +
                'skontrolujte, či orb a písaný rozhovor fungujú.',
            ]
          : []),
        funnelLine(funnel),
        outcomesLine(day),
        spendLine(day.spend, caps),
      ].join('\n');
  return {
    text,
    type: 'funnel_digest',
    day: day.day,
    quiet,
    no_conversations: noConversations,
    funnel,
    demo_calls: day.demo_calls,
    bookings: day.bookings,
    booking_delay_seconds: day.booking_delay_seconds,
    spend: day.spend,
    spend_cap: caps,
  };
}
