// `pnpm --filter @hlasovy-asistent/supabase run dsr -- export|erase|withdraw-marketing --email <e-mail> --phone <number> [--yes]`
// Answers a data-subject request: `export` prints everything stored for the e-mail and/or phone
// as JSON (public.dsr_export), `erase` shows what would go and deletes it with --yes
// (public.dsr_erase), `withdraw-marketing` clears the marketing consent of the subject's leads
// and keeps them (public.withdraw_marketing_consent: a withdrawal or an objection to direct
// marketing). Erasure also erases the written conversations of the subject's bookings and, with
// VAPI_PRIVATE_KEY, deletes their chats at Vapi at once. See supabase/README.md,
// "Data-subject requests".
import { parseArgs } from 'node:util';
import type { VapiChatDeleter } from '../functions/_shared/chat-deletions.ts';
import { OpsError } from './OpsError.ts';
import { runCli } from './runCli.ts';
import type { ServiceRpc } from './serviceRpc.ts';
import { deleteChatsAtVapi, vapiFromEnv } from './vapiChats.ts';

const USAGE =
  'usage: dsr export|erase|withdraw-marketing [--email <e-mail>] [--phone <number>] [--yes]';

interface ExportDocument {
  leads: unknown[];
  call_records: unknown[];
  rate_limits: unknown[];
  chats: unknown[];
}

export async function dsr(
  argv: string[],
  rpc: ServiceRpc,
  vapi?: VapiChatDeleter,
): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, phone: { type: 'string' }, yes: { type: 'boolean' } },
  });
  const [command] = positionals;
  const subject = { email: values.email ?? null, phone: values.phone ?? null };
  if (!subject.email && !subject.phone)
    throw new OpsError('usage', `${USAGE}\ngive --email or --phone`);
  if (command === 'export') return rpc.call<ExportDocument>('dsr_export', subject);
  if (command === 'withdraw-marketing') {
    return {
      marketing_consent_cleared: await rpc.call<number>('withdraw_marketing_consent', subject),
    };
  }
  if (command !== 'erase') throw new OpsError('usage', USAGE);
  if (values.yes) {
    const erased = await rpc.call('dsr_erase', subject);
    return { erased, vapi_chats: await deleteChatsAtVapi(rpc, vapi) };
  }
  const found = await rpc.call<ExportDocument>('dsr_export', subject);
  return {
    dry_run: true,
    would_erase: {
      leads: found.leads.length,
      call_records: found.call_records.length,
      rate_limits: found.rate_limits.length,
      chats: found.chats.length,
    },
    next: 'run again with --yes to delete (keep the export for your answer first)',
  };
}

if (import.meta.main) {
  await runCli((rpc) => dsr(process.argv.slice(2), rpc, vapiFromEnv(process.env)));
}
