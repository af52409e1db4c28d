// `pnpm --filter @hlasovy-asistent/supabase run privacy -- <command>`: the settings the database enforces.
//   retention                   print LEAD_RETENTION_DAYS as the database holds it
//   retention --set <days>      change it (1-3650; the next purge applies it)
//   retention --expect <days>   pre-deploy check: exit 1 unless it equals <days> (the site's
//                               VITE_LEAD_RETENTION_DAYS, which the /gdpr text shows)
//   pepper --rotate             new random rate-limit pepper (never leaves the database)
//   pepper --from-env           store RATE_LIMIT_PEPPER (32+ characters)
//   purge                       run the retention jobs now (where pg_cron does not), and delete
//                               the expired written conversations at Vapi (VAPI_PRIVATE_KEY)
import { parseArgs } from 'node:util';
import { OpsError } from './OpsError.ts';
import { runCli } from './runCli.ts';
import type { ServiceRpc } from './serviceRpc.ts';
import { deleteChatsAtVapi, vapiFromEnv } from './vapiChats.ts';

const USAGE =
  'usage: privacy retention [--set <days> | --expect <days>] | pepper --rotate | pepper --from-env | purge';

function wholeDays(value: string): number {
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new OpsError('usage', `not a number of days from 1 to 3650: ${value}`);
  }
  return days;
}

async function retention(rpc: ServiceRpc, set?: string, expect?: string) {
  if (set !== undefined) {
    return {
      lead_retention_days: await rpc.call<number>('set_lead_retention_days', {
        days: wholeDays(set),
      }),
    };
  }
  const days = await rpc.call<number>('lead_retention_days');
  if (expect !== undefined && days !== wholeDays(expect)) {
    throw new OpsError(
      'mismatch',
      `LEAD_RETENTION_DAYS is ${days} at ${rpc.url} but the site would say ${expect} (VITE_LEAD_RETENTION_DAYS): build the site with ${days} or run \`privacy retention --set ${expect}\``,
    );
  }
  return { lead_retention_days: days, ...(expect !== undefined ? { matches_site: true } : {}) };
}

export async function privacy(
  argv: string[],
  rpc: ServiceRpc,
  env: NodeJS.ProcessEnv = {},
): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      set: { type: 'string' },
      expect: { type: 'string' },
      rotate: { type: 'boolean' },
      'from-env': { type: 'boolean' },
    },
  });
  switch (positionals[0]) {
    case 'retention':
      return retention(rpc, values.set, values.expect);
    case 'pepper':
      if (values.rotate) {
        await rpc.call('rotate_rate_limit_pepper');
        return { pepper: 'rotated', rate_limits: 'reset' };
      }
      if (values['from-env']) {
        const pepper = env.RATE_LIMIT_PEPPER ?? '';
        if (pepper.length < 32)
          throw new OpsError('usage', 'RATE_LIMIT_PEPPER must have 32+ characters');
        await rpc.call('set_rate_limit_pepper', { pepper });
        return { pepper: 'set from RATE_LIMIT_PEPPER' };
      }
      throw new OpsError('usage', USAGE);
    case 'purge':
      return {
        leads: await rpc.call('purge_expired_leads'),
        rate_limits: await rpc.call<number>('purge_expired_rate_limits'),
        chats: await rpc.call('purge_expired_chats'),
        vapi_chats: await deleteChatsAtVapi(rpc, vapiFromEnv(env)),
      };
    default:
      throw new OpsError('usage', USAGE);
  }
}

if (import.meta.main) await runCli((rpc) => privacy(process.argv.slice(2), rpc, process.env));
