// The assistant steps of a deploy: `check` before anything remote changes (the plan; dashboard
// edits refused, never overwritten), then `sync` (create or update by name, snapshot for
// rollback), both through the assistant's own CLI code (@hlasovy-asistent/assistant). Its id
// goes to the functions as VAPI_ASSISTANT_ID: an output of the deploy, never read from .env.
import {
  missingForSync,
  readAssistantSettings,
  runAssistantCli,
} from '@hlasovy-asistent/assistant';
import type { DeployEnv } from './deployEnv.ts';
import { DeployError } from './deployEnv.ts';
import type { Say } from './stages.ts';

/** What the assistant reads, from the deploy's .env (its server URL is on the project's URL). */
function assistantEnv(env: DeployEnv): Record<string, string | undefined> {
  return { ...env, SUPABASE_URL: env.SUPABASE_URL ?? env.VITE_SUPABASE_URL };
}

/** Settings the assistant needs before anything remote runs (one line each). */
export function assistantProblems(env: DeployEnv): string[] {
  try {
    return missingForSync(readAssistantSettings(assistantEnv(env))).map(
      (name) => `${name}: missing (the assistant needs it)`,
    );
  } catch (error) {
    return [(error as Error).message];
  }
}

export interface AssistantTarget {
  /** Vapi's API base: the contract server in a dry run. */
  vapiBaseUrl?: string;
  /** Where snapshots go: a temp folder in a dry run, assistant/snapshots otherwise. */
  snapshotDir?: string;
}

function cliIo(env: DeployEnv, target: AssistantTarget, say: Say, lines: string[]) {
  return {
    env: {
      ...assistantEnv(env),
      ...(target.vapiBaseUrl ? { VAPI_BASE_URL: target.vapiBaseUrl } : {}),
      ...(target.snapshotDir ? { ASSISTANT_SNAPSHOT_DIR: target.snapshotDir } : {}),
    },
    out: (line: string) => {
      lines.push(line);
      say(`    ${line}`);
    },
    err: (line: string) => say(`    ${line}`),
  };
}

/**
 * Before anything remote changes: the plan, refused when sync would overwrite dashboard edits
 * (the last synced state is read from the assistant, so any machine can tell).
 */
export async function checkAssistant(
  env: DeployEnv,
  target: AssistantTarget,
  say: Say,
): Promise<void> {
  const code = await runAssistantCli(['check'], cliIo(env, target, say, []));
  if (code !== 0) {
    throw new DeployError(
      'check_failed',
      'deploy check FAILED: nothing was deployed; the assistant on Vapi (above) would be overwritten',
    );
  }
}

/** Runs sync (plan checked before); resolves to the assistant's id. */
export async function syncAssistant(
  env: DeployEnv,
  target: AssistantTarget,
  say: Say,
): Promise<string> {
  const lines: string[] = [];
  const code = await runAssistantCli(['sync'], cliIo(env, target, say, lines));
  if (code !== 0) throw new DeployError('step_failed', 'assistant sync failed');
  const id = lines.map((l) => /^VAPI_ASSISTANT_ID=(\S+)$/.exec(l)?.[1]).findLast(Boolean);
  if (!id) throw new DeployError('step_failed', 'assistant sync did not name the assistant id');
  return id;
}
