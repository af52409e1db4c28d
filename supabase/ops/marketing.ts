// `pnpm --filter @hlasovy-asistent/supabase run marketing`: the leads that may be used for marketing calls and
// SMS, as JSON: only those whose visitor ticked the optional marketing box (marketing_consent),
// each with its proof of consent (public.marketing_leads). No flag, no marketing use: take
// marketing contacts from here, never from demo_requests itself. Withdrawals: `dsr --
// withdraw-marketing`. See supabase/README.md, "Marketing consent".
import { OpsError } from './OpsError.ts';
import { runCli } from './runCli.ts';
import type { ServiceRpc } from './serviceRpc.ts';

export async function marketing(argv: string[], rpc: ServiceRpc): Promise<unknown> {
  if (argv.length > 0) throw new OpsError('usage', 'usage: marketing (no arguments)');
  return { leads: await rpc.call<unknown[]>('marketing_leads') };
}

if (import.meta.main) await runCli((rpc) => marketing(process.argv.slice(2), rpc));
