// `pnpm --filter @hlasovy-asistent/local-stack start`: the local Supabase stack for development on
// http://127.0.0.1:54321 with a persisted database in .local/db, until Ctrl-C.
// Env: SUPABASE_API_PORT (54321), SUPABASE_DB_PORT (54322), SUPABASE_DATA_DIR (.local/db),
// SUPABASE_DB_ENGINE (auto|native|pglite), SUPABASE_SITE_ORIGINS, SUPABASE_VAPI (standin|none), SUPABASE_LOG (verbose),
// and every setting of the functions (FUNCTION_SETTINGS: VAPI_* secrets, DIALLING, VOICE_TRANSPORT,
// limits; src/env-options.ts).
import { consoleLog, stackOptionsFromEnv } from './env-options.ts';
import { type Stack, startStack } from './stack.ts';

export function describeStack(stack: Stack): string {
  return [
    `Local Supabase is up`,
    `  API URL          ${stack.url}`,
    `  REST             ${stack.url}/rest/v1`,
    `  Functions        ${[...stack.functions.keys()].map((n) => `${stack.url}/functions/v1/${n}`).join(', ') || '(none)'}`,
    `  DB URL           ${stack.dbUrl}`,
    `  DB engine        ${stack.engine === 'pglite' ? 'PGlite (WASM, no native PostgreSQL)' : 'native PostgreSQL'}`,
    `  Vapi             ${stack.vapiUrl ? `local stand-in ${stack.vapiUrl}` : 'real secrets or disabled'}`,
    `  Voice transport  ${stack.voiceTransport} (VOICE_TRANSPORT of the functions)`,
    `  Voice agent      ${stack.voiceAgent ? `local Slovak agent, sockets at ${stack.voiceAgent.url}/<callId>/transport` : 'none (real Vapi or disabled)'}`,
    `  anon key         ${stack.anonKey}`,
    `  service_role key ${stack.serviceRoleKey}`,
    `  JWT secret       ${stack.jwtSecret}`,
  ].join('\n');
}

if (import.meta.main) {
  const started = Date.now();
  const stack = await startStack(stackOptionsFromEnv(process.env, consoleLog(process.env)));
  console.log(`${describeStack(stack)}\n(started in ${Date.now() - started} ms; Ctrl-C stops)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
