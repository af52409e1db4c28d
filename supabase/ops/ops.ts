// `pnpm ops <command> [args]` (the root's `ops` script): the operator commands in one place,
// each acting on the project in SUPABASE_URL (with SUPABASE_SERVICE_ROLE_KEY; never a silent
// fallback to the local stack) and saying on stderr which project answered:
//   report [--days N] [--json]   the funnel, outcomes and spend per day (report.ts)
//   calls [--day yyyy-MM-dd]     a day's calls (calls.ts)
//   dsr export|erase|withdraw-marketing ...   data-subject requests (dsr.ts)
//   privacy retention|purge|pepper ...        retention and the pepper (privacy.ts)
//   marketing                    the leads that may be used for marketing (marketing.ts)
// The same commands stay reachable as `pnpm --filter @hlasovy-asistent/supabase run <command>`.
import { callsToday } from './calls.ts';
import { dsr } from './dsr.ts';
import { marketing } from './marketing.ts';
import { OpsError } from './OpsError.ts';
import { privacy } from './privacy.ts';
import { formatReport, report, reportArgs } from './report.ts';
import { runCli } from './runCli.ts';

const [name, ...argv] = process.argv.slice(2);

const commands: Record<string, Parameters<typeof runCli>[0]> = {
  report: (rpc) => report(argv, rpc),
  calls: (rpc) => callsToday(argv, rpc),
  dsr: (rpc) => dsr(argv, rpc),
  privacy: (rpc) => privacy(argv, rpc, process.env),
  marketing: (rpc) => marketing(argv, rpc),
};

const command = name ? commands[name] : undefined;
if (!command) {
  process.stderr.write(`usage: pnpm ops <${Object.keys(commands).join('|')}> [arguments]\n`);
  process.exitCode = 2;
} else if (name === 'report') {
  let json = false;
  try {
    json = reportArgs(argv).json;
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
  }
  await runCli(command, process.env, json ? undefined : (r) => formatReport(r as never));
} else {
  await runCli(command);
}
