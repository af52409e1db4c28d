// Every check of the .env a deploy runs before anything remote: the deploy's own variables, the
// project URL against the project, settings in pairs, the site's and the functions' settings
// (the site's deploy check with the functions, the VITE_* secret check included), the page's
// call length and recording period against the server's. One line per problem, naming the
// setting. Settings the deploy produces (DEPLOY_OUTPUTS) are not asked of the .env.
import {
  type CompareRetention,
  formatDeployReport,
  runDeployCheck,
} from '../../apps/site/build/deployCheck.ts';
import { assistantProblems } from './assistantStep.ts';
import {
  DEPLOY_OUTPUTS,
  type DeployEnv,
  deployVariableProblems,
  pairProblems,
  supabaseUrlProblems,
} from './deployEnv.ts';

function agreementProblems(env: DeployEnv): string[] {
  const problems: string[] = [];
  // the longest call the server allows is what the page tells the visitor before the first call
  const serverSeconds = Number(env.VOICE_MAX_DURATION_SECONDS || 300);
  const siteMinutes = Number(env.VITE_VOICE_CALL_MAX_MINUTES || 5);
  if (serverSeconds !== siteMinutes * 60) {
    problems.push(
      `VITE_VOICE_CALL_MAX_MINUTES: the page says ${siteMinutes} min, VOICE_MAX_DURATION_SECONDS allows ${serverSeconds} s; make them equal`,
    );
  }
  const recording = env.RECORDING_RETENTION_DAYS;
  if (recording && recording !== env.VITE_RECORDING_RETENTION_DAYS) {
    problems.push(
      'RECORDING_RETENTION_DAYS: must equal VITE_RECORDING_RETENTION_DAYS (what /gdpr shows), or be left empty',
    );
  }
  return problems;
}

/** The lead retention is compared with the database by the deploy itself (retention.ts). */
const notHere: CompareRetention = async () => null;

/** Every problem of the .env, one line each; empty when the deploy may go on. */
export async function envProblems(env: DeployEnv): Promise<string[]> {
  const own = [
    ...deployVariableProblems(env),
    ...supabaseUrlProblems(env),
    ...pairProblems(env),
    ...assistantProblems(env),
    ...agreementProblems(env),
  ];
  // outputs are present by the time the functions read them; the service key is the platform's
  const { SUPABASE_SERVICE_ROLE_KEY: _key, ...rest } = env;
  const produced = Object.fromEntries(Object.keys(DEPLOY_OUTPUTS).map((name) => [name, name]));
  const report = await runDeployCheck({ ...rest, ...produced }, notHere, { functions: true });
  const site = formatDeployReport({ ...report, notes: [] });
  const siteLines = site.ok
    ? []
    : site.text
        .trim()
        .split('\n')
        .filter((line) => !/^deploy check/.test(line));
  return [...own.map((p) => `problem: ${p}`), ...siteLines];
}
