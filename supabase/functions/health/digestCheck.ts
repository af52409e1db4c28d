// The morning digest in `health` (issue 41): whether pg_cron has its job, the database can send
// (pg_net) and knows the function's URL, and how the last digest went. Warnings only, never a
// 503: the site works without its digest, but a team that hears nothing at 08:00 should see why.

import type { HealthProblem } from '@hlasovy-asistent/validation';
import type { FunctionConfig } from '../_shared/env.ts';
import { rpc, serviceRoleClient } from '../_shared/service-role-client.ts';

/** What funnel_digest_health answers. */
export interface DigestHealth {
  /** pg_cron is installed (hosted Supabase; the local stack only with `pgCron: 'preload'`). */
  cron: boolean;
  scheduled: boolean;
  http: boolean;
  target: boolean;
  send_hour: number;
  due_day: string;
  late: boolean;
  last: {
    day: string;
    status: string;
    attempts: number;
    finished_at: string | null;
    error: string | null;
  } | null;
}

export interface DigestHealthSource {
  digestHealth(): Promise<DigestHealth>;
}

export function createSupabaseDigestHealth(
  config: Pick<FunctionConfig, 'supabase'>,
): DigestHealthSource | undefined {
  const db = serviceRoleClient(config);
  if (!db) return undefined;
  return {
    digestHealth: async () =>
      (await rpc(db, 'funnel_digest_health', {})) as unknown as DigestHealth,
  };
}

const warning = (problem: string, message: string): HealthProblem => ({
  setting: 'funnel_digest',
  problem,
  message,
});

/** The digest's state for the answer, and its warnings; null when the database did not say. */
export async function checkDigest(
  source: DigestHealthSource | undefined,
): Promise<{ digest: DigestHealth | null; warnings: HealthProblem[] }> {
  let digest: DigestHealth;
  try {
    if (!source) return { digest: null, warnings: [] };
    digest = await source.digestHealth();
  } catch {
    // the database check names an unreachable database
    return { digest: null, warnings: [] };
  }
  const warnings: HealthProblem[] = [];
  // without pg_cron at all (the local stack's explicit opt-out) nothing is scheduled by design
  if (digest.cron && !digest.scheduled) {
    warnings.push(
      warning('not_scheduled', 'pg_cron has no funnel-digest job: no morning digest is sent'),
    );
  }
  if (!digest.http) {
    warnings.push(warning('no_http', 'pg_net is not enabled: the digest cannot be asked for'));
  }
  if (!digest.target) {
    warnings.push(
      warning(
        'no_target',
        'the database has no URL of the funnel-digest function (the deploy sets it)',
      ),
    );
  }
  if (digest.late) {
    const last = digest.last;
    warnings.push(
      warning(
        'late',
        `yesterday's digest was not delivered${last ? ` (last: ${last.day} ${last.status})` : ''}`,
      ),
    );
  }
  return { digest, warnings };
}
