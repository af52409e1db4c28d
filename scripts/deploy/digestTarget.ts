// The morning digest (issue 41): the database's pg_cron job asks the `funnel-digest` function for
// it through pg_net, so the database must know the function's URL. Set after every `db push`
// from the project URL the site uses (VITE_SUPABASE_URL: the project's or its custom domain).
import { type DeployEnv, DeployError } from './deployEnv.ts';
import { query, type Target } from './stages.ts';

/** `<VITE_SUPABASE_URL>/functions/v1/funnel-digest`. */
function digestUrl(env: DeployEnv): string {
  const base = (env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
  if (!/^https:\/\//.test(base)) {
    throw new DeployError('step_failed', 'VITE_SUPABASE_URL is not an https URL');
  }
  return `${base}/functions/v1/funnel-digest`;
}

export async function setDigestTarget(target: Target, env: DeployEnv): Promise<string> {
  const url = digestUrl(env);
  const [row] = await query(target, `select public.set_funnel_digest_url('${url}') as url`, {
    write: true,
  });
  if (row?.url !== url) {
    throw new DeployError('step_failed', `setting the morning digest's URL to ${url} failed`);
  }
  return url;
}
