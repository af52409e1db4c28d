// Where the live check goes. Live: the deployed project (`VITE_SUPABASE_URL`, the site's key),
// Vapi (`VAPI_BASE_URL` or api.vapi.ai, the private key) and the synced assistant. Dry run: the
// local stack serving the dry run's database with the Vapi stand-in and its local voice agent,
// its booking tools wired to the real `vapi-tools` function.
import {
  type Database,
  STANDIN_VAPI_SECRETS,
  type Stack,
  startStack,
} from '@hlasovy-asistent/local-stack';
import { functionSecrets } from '../deploy/deployEnv.ts';
import type { LiveCheckTarget } from './runLiveCheck.ts';

type Env = Record<string, string>;

const DEFAULT_VAPI_BASE_URL = 'https://api.vapi.ai';

/**
 * The call's limit on the stand-ins: the local agent synthesizes its speech (espeak-ng) on this
 * machine, so on a busy one an answer takes seconds longer than Vapi's; nothing is paid here.
 */
export const STANDIN_MAX_CALL_SECONDS = 45;

/** The check against the real accounts, for the assistant `assistantId`. */
export function liveTarget(env: Env, assistantId: string): LiveCheckTarget {
  return {
    supabaseUrl: env.VITE_SUPABASE_URL as string,
    anonKey: env.VITE_SUPABASE_ANON_KEY as string,
    vapiBaseUrl: env.VAPI_BASE_URL || DEFAULT_VAPI_BASE_URL,
    privateKey: env.VAPI_PRIVATE_KEY as string,
    assistantId,
    secrets: env,
  };
}

/** Settings that point the functions at the real Vapi: the dry run's stand-in replaces them. */
const VAPI_SETTINGS = new Set([
  'VAPI_PRIVATE_KEY',
  'VAPI_PUBLIC_KEY',
  'VAPI_BASE_URL',
  'VAPI_ASSISTANT_ID',
  'VAPI_PHONE_NUMBER_ID',
]);

/**
 * The local stack on the dry run's database (its migrations pushed by the CLI), every function
 * with the .env's settings but Vapi's (the stand-in's instead), the stand-in's booking tools on.
 */
export async function startDryRunStack(
  env: Env,
  database: Database,
): Promise<{ stack: Stack; target: (assistantId: string) => LiveCheckTarget }> {
  const functionsEnv = Object.fromEntries(
    Object.entries(functionSecrets(env)).filter(([name]) => !VAPI_SETTINGS.has(name)),
  );
  const stack = await startStack({ database, bookingTools: true, functionsEnv });
  if (!stack.vapiUrl) {
    await stack.stop();
    throw new Error('the local Vapi stand-in did not start');
  }
  const vapiBaseUrl = stack.vapiUrl;
  return {
    stack,
    target: (assistantId) => ({
      supabaseUrl: stack.url,
      anonKey: stack.publishableKey,
      vapiBaseUrl,
      privateKey: STANDIN_VAPI_SECRETS.VAPI_PRIVATE_KEY,
      assistantId,
      // what the functions hold: the .env's secrets and the stand-in's Vapi key
      secrets: { ...env, ...STANDIN_VAPI_SECRETS },
      maxCallSeconds: STANDIN_MAX_CALL_SECONDS,
    }),
  };
}
