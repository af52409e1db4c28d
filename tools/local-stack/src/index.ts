// The public surface of @hlasovy-asistent/local-stack: start the Docker-free Supabase-shaped stack (or just
// its database), its keys, and the knobs tests turn. Development tooling: nothing here ships.

export { setDemoInsertLimit } from './demo-insert-limit.ts';
export { consoleLog, PRODUCT_STACK_OPTIONS, stackOptionsFromEnv } from './env-options.ts';
export { readFunctionSections } from './function-config.ts';
export { listFunctions } from './functions.ts';
export { funnelConversationOf, funnelCountChecks } from './funnel-rows.ts';

export { LOCAL_PUBLISHABLE_KEY } from './keys.ts';
export { LIFTED_VOICE_LIMITS } from './lifted-voice-limits.ts';
export { LOCAL_NOW_HEADER } from './local-clock.ts';
export {
  type FunctionUpload,
  type ManagementApiStandin,
  STANDIN_ACCESS_TOKEN,
  startManagementApiStandin,
  writeCliProfile,
} from './management-api-standin.ts';
export { type NetlifyApiStandin, startNetlifyApiStandin } from './netlify-api-standin.ts';
export { repoRoot, supabaseDir } from './paths.ts';
export { isListening } from './ports.ts';
export { createReaper, type Reaper } from './reaper.ts';
export {
  type Database,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  type Stack,
  StackError,
  signJwt,
  startDatabase,
  startStack,
} from './stack.ts';
export { describeStack } from './start.ts';
export { isolatedHome, runSupabaseCli } from './supabase-cli.ts';
export {
  startTurnstileStandin,
  TURNSTILE_TEST_KEYS,
  type TurnstileStandin,
} from './turnstile-standin.ts';
export {
  checkRebuilt,
  localModulesOf,
  rebuildUpload,
  startRebuilt,
} from './uploaded-function.ts';
export { LOCAL_CHAT_TURN_COST, localChatReply } from './vapi-chat.ts';
export { STANDIN_DAILY_DOMAIN, STANDIN_VAPI_SECRETS } from './vapi-standin.ts';
export { voiceBookingsOf } from './voice-bookings.ts';
