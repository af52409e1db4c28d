// `pnpm ops report [--days N] [--json]`: the site's funnel (issue 41) and what followed, per
// Bratislava day, newest first (default 7 days, today included), as tables: the counted steps
// (voice / written conversations), the outbound demo calls and their outcomes, the bookings due
// and kept, the wait from a booking's time to its call, and the spend split voice / written /
// demo against the daily cap (VAPI_MAX_SPEND_PER_DAY in this command's environment, like
// `calls`). Numbers only. Like the other operator commands it asks the project in SUPABASE_URL
// (public.funnel_report with the service key) and says on stderr which project answered.
import { durationText, type FunnelDay, funnelTotals } from '../functions/_shared/funnel-digest.ts';
import { OpsError } from './OpsError.ts';
import type { ServiceRpc } from './serviceRpc.ts';

export interface FunnelReport {
  days: FunnelDay[];
  spend_cap: { total: number | null; voice: number | null; demo: number | null };
}

const USAGE = 'usage: report [--days N (1-400, default 7)] [--json]';

export function reportArgs(argv: string[]): { days: number; json: boolean } {
  let days = 7;
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (arg === '--days' && /^\d{1,3}$/.test(argv[i + 1] ?? '')) {
      days = Number(argv[i + 1]);
      i += 1;
    } else throw new OpsError('usage', USAGE);
  }
  if (days < 1 || days > 400) throw new OpsError('usage', USAGE);
  return { days, json };
}

/**
 * What a call without its end-of-call report counts per started minute when
 * VAPI_ESTIMATED_COST_PER_MINUTE is unset: the functions' default (functions/_shared/spend-cap.ts),
 * so today's spend here is the one the cap sees.
 */
const DEFAULT_ESTIMATED_COST_PER_MINUTE = 0.3;
/** The longest a call without its report is estimated (the cap's, for a 300 s browser call). */
const ESTIMATE_MAX_SECONDS = 600;

/** A money setting of this command's environment: unset -> null; not a number >= 0 -> an error. */
function money(env: NodeJS.ProcessEnv, name: string): number | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new OpsError('usage', `${name} is not a number >= 0`);
  }
  return value;
}

export async function report(
  argv: string[],
  rpc: ServiceRpc,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FunnelReport> {
  const { days } = reportArgs(argv);
  const result = await rpc.call<{ days: FunnelDay[] }>('funnel_report', {
    days,
    estimate_per_minute:
      money(env, 'VAPI_ESTIMATED_COST_PER_MINUTE') ?? DEFAULT_ESTIMATED_COST_PER_MINUTE,
    estimate_max_seconds: ESTIMATE_MAX_SECONDS,
  });
  return {
    days: result.days,
    spend_cap: {
      total: money(env, 'VAPI_MAX_SPEND_PER_DAY'),
      voice: money(env, 'VAPI_MAX_SPEND_PER_DAY_VOICE'),
      demo: money(env, 'VAPI_MAX_SPEND_PER_DAY_DEMO'),
    },
  };
}

/** Rows of columns, padded to a table (the first column left, the numbers right). */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

const pair = (a: number, b: number) => `${a}/${b}`;
const usd = (n: number | null) => (n === null ? '-' : (Math.round(n * 100) / 100).toFixed(2));

/** The report as three tables (funnel, outcomes, spend), one row per day. */
export function formatReport(r: FunnelReport): string {
  const funnelRows = r.days.map((d) => {
    const t = funnelTotals(d.steps);
    const v = (c: { voice: number; written: number }) => pair(c.voice, c.written);
    return [
      d.day,
      String(t.landing_seen),
      v(t.conversation_started),
      v(t.first_answer),
      v(t.slot_offered),
      v(t.slot_booked),
      pair(t.demo_form_sent.immediate, t.demo_form_sent.scheduled),
      `${t.call_refused.busy}/${t.call_refused.limits}/${t.call_refused.microphone}`,
    ];
  });
  const outcomeRows = r.days.map((d) => {
    const c = d.demo_calls;
    const w = d.booking_delay_seconds;
    return [
      d.day,
      String(c.placed),
      String(c.answered),
      String(c.voicemail),
      String(c.no_answer),
      String(c.busy),
      String(c.failed),
      pair(d.bookings.kept, d.bookings.due),
      w.median === null ? '-' : durationText(w.median),
      w.worst === null ? '-' : durationText(w.worst),
    ];
  });
  const cap = r.spend_cap;
  const spendRows = r.days.map((d) => [
    d.day,
    usd(Number(d.spend.voice)),
    usd(Number(d.spend.written)),
    usd(Number(d.spend.demo)),
    usd(Number(d.spend.total)),
    usd(cap.total),
  ]);
  return [
    'Funnel (Europe/Bratislava days; voice/written)',
    table(
      [
        'day',
        'landing',
        'started',
        'answered',
        'offered',
        'booked',
        'form now/slot',
        'refused busy/limits/mic',
      ],
      funnelRows,
    ),
    '',
    'Demo calls (placed that day, by outcome), bookings kept/due, wait from the booking to the call',
    table(
      [
        'day',
        'placed',
        'answered',
        'voicemail',
        'no answer',
        'busy',
        'failed',
        'kept/due',
        'wait median',
        'wait worst',
      ],
      outcomeRows,
    ),
    '',
    `Spend (USD; budgets per day: total ${usd(cap.total)}, voice ${usd(cap.voice)}, demo ${usd(cap.demo)})`,
    table(['day', 'voice', 'written', 'demo', 'total', 'cap'], spendRows),
  ].join('\n');
}
