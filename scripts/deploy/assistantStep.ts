// The assistant step of a deploy: `plan` (dashboard edits shown, never overwritten silently),
// then `sync` (create or update by name, snapshot for rollback), both through the assistant's
// own CLI code (@hlasovy-asistent/assistant). Its id goes to the functions as VAPI_ASSISTANT_ID.
import {
  missingForSync,
  readAssistantSettings,
  runAssistantCli,
} from '@hlasovy-asistent/assistant';
import type { DeployEnv } from './deployEnv.ts';
import { DeployError } from './deployEnv.ts';
import type { Say } from './stages.ts';

/** What the assistant reads, from the deploy's .env (its server URL is on the project's URL). */
export function assistantEnv(env: DeployEnv): Record<string, string | undefined> {
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

/** Runs plan, then sync; resolves to the assistant's id. */
export async function syncAssistant(
  env: DeployEnv,
  target: AssistantTarget,
  say: Say,
): Promise<string> {
  const cliEnv = {
    ...assistantEnv(env),
    ...(target.vapiBaseUrl ? { VAPI_BASE_URL: target.vapiBaseUrl } : {}),
    ...(target.snapshotDir ? { ASSISTANT_SNAPSHOT_DIR: target.snapshotDir } : {}),
  };
  const lines: string[] = [];
  const io = {
    env: cliEnv,
    out: (line: string) => {
      lines.push(line);
      say(`    ${line}`);
    },
    err: (line: string) => say(`    ${line}`),
  };
  for (const command of ['plan', 'sync']) {
    const code = await runAssistantCli([command], io);
    if (code !== 0) throw new DeployError('step_failed', `assistant ${command} failed`);
  }
  const id = lines.map((l) => /^VAPI_ASSISTANT_ID=(\S+)$/.exec(l)?.[1]).findLast(Boolean);
  if (!id) throw new DeployError('step_failed', 'assistant sync did not name the assistant id');
  return id;
}
