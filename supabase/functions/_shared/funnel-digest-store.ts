import type { Json } from '../../types/database.ts';
import type { FunnelDay } from './funnel-digest.ts';
import { rpc, supabaseStore } from './service-role-client.ts';

/** The digest's side of the database (20261129300002_funnel_digest.sql). */
export interface FunnelDigestStore {
  /** The day a single-use token asks for (claim_funnel_digest), once; null for any other token. */
  claim(token: string): Promise<string | null>;
  /** One day of funnel_report, with the spend cap's estimate of calls without their report. */
  day(day: string, estimatePerMinute: number, estimateMaxSeconds: number): Promise<FunnelDay>;
  /** What became of the day's digest (record_funnel_digest), with the numbers sent. */
  record(
    day: string,
    status: 'sent' | 'logged' | 'failed',
    error: string | null,
    summary: unknown,
  ): Promise<void>;
}

export const createSupabaseFunnelDigestStore = supabaseStore<FunnelDigestStore>('report', (db) => ({
  async claim(token) {
    const claimed = (await rpc(db, 'claim_funnel_digest', { token })) as { day?: unknown } | null;
    return typeof claimed?.day === 'string' ? claimed.day : null;
  },
  async day(day, estimatePerMinute, estimateMaxSeconds) {
    const report = (await rpc(db, 'funnel_report', {
      days: 1,
      last_day: day,
      estimate_per_minute: estimatePerMinute,
      estimate_max_seconds: estimateMaxSeconds,
    })) as unknown as { days: FunnelDay[] };
    const [found] = report.days;
    if (!found) throw new Error(`funnel_report answered no day for ${day}`);
    return found;
  },
  async record(day, status, error, summary) {
    await rpc(db, 'record_funnel_digest', {
      day,
      status,
      ...(error ? { error } : {}),
      summary: summary as Json,
    });
  },
}));
