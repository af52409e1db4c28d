// Lead retention: the /gdpr page says VITE_LEAD_RETENTION_DAYS (default 180), the database
// purges after its own lead_retention_days. Before anything remote changes, the deploy reads the
// database's value and refuses when they differ; a database without the schema yet (the first
// deploy) gets the .env's value right after `db push` (its migration default is 180).
import { type DeployEnv, DeployError } from './deployEnv.ts';
import { query, type Target } from './stages.ts';

const DEFAULT_LEAD_RETENTION_DAYS = 180;

/** What the .env says (the number /gdpr shows). */
function envRetentionDays(env: DeployEnv): number {
  return Number(env.VITE_LEAD_RETENTION_DAYS || DEFAULT_LEAD_RETENTION_DAYS);
}

/** The database's lead retention, or null when its schema is not there yet (first deploy). */
export async function databaseRetentionDays(target: Target): Promise<number | null> {
  const [ready] = await query(
    target,
    "select to_regprocedure('public.lead_retention_days()') is not null as ready",
  );
  if (ready?.ready !== true) return null;
  const [row] = await query(target, 'select public.lead_retention_days() as days');
  return Number(row?.days);
}

/** The refusal when the database keeps leads for another period than the page says. */
export function retentionProblem(env: DeployEnv, database: number | null): string | null {
  const days = envRetentionDays(env);
  if (database === null || database === days) return null;
  return `VITE_LEAD_RETENTION_DAYS: the page would say ${days} days, the database keeps leads ${database} days; set VITE_LEAD_RETENTION_DAYS=${database}, or change the database first (pnpm --filter @hlasovy-asistent/supabase run privacy -- retention --set ${days})`;
}

/** After `db push` on a new database: its retention becomes the .env's. */
export async function setRetention(target: Target, env: DeployEnv): Promise<number> {
  const days = envRetentionDays(env);
  const [row] = await query(target, `select public.set_lead_retention_days(${days}) as days`, {
    write: true,
  });
  if (Number(row?.days) !== days) {
    throw new DeployError('step_failed', `setting the lead retention to ${days} days failed`);
  }
  return days;
}
