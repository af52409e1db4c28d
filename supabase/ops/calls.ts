// `pnpm --filter @hlasovy-asistent/supabase run calls [-- --day yyyy-MM-dd]`: the calls of a Bratislava day
// (default today) as Vapi reported them to the `vapi-events` function: each call's type, status,
// ended reason, outcome (answered / voicemail / no_answer / busy / failed), duration and cost,
// whether a recording exists (never its URL), the demo request it belongs to, the counts per
// outcome, the day's spend in the currency Vapi reports and the cap it is held to
// (VAPI_MAX_SPEND_PER_DAY in this command's environment, null when unset).
import { OpsError } from './OpsError.ts';
import { runCli } from './runCli.ts';
import type { ServiceRpc } from './serviceRpc.ts';

export interface CallsDay {
  day: string;
  spend: number;
  spend_cap: number | null;
  calls: Record<string, unknown>[];
  by_outcome: Record<string, number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function callsToday(
  argv: string[],
  rpc: ServiceRpc,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CallsDay> {
  let day: string | null = null;
  if (argv.length > 0) {
    if (argv.length !== 2 || argv[0] !== '--day' || !DAY.test(argv[1] ?? '')) {
      throw new OpsError('usage', 'usage: calls [--day yyyy-MM-dd]');
    }
    day = argv[1] as string;
  }
  const result = await rpc.call<Omit<CallsDay, 'spend_cap'>>('vapi_calls_on', { day });
  const cap = env.VAPI_MAX_SPEND_PER_DAY?.trim();
  return {
    ...result,
    spend: Number(result.spend),
    spend_cap: cap ? Number(cap) : null,
  };
}

if (import.meta.main) await runCli((rpc) => callsToday(process.argv.slice(2), rpc));
