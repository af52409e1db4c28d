// The public surface of @repo/local-stack: start the Docker-free Supabase-shaped stack (or just
// its database), its keys, and the knobs tests turn. Development tooling: nothing here ships.

export { type DemoInsertLimit, setDemoInsertLimit } from './demo-insert-limit.ts';
export { consoleLog, stackOptionsFromEnv } from './env-options.ts';
export { listFunctions } from './functions.ts';
export { checkAuth } from './gateway-auth.ts';
export { type JwtCheck, verifyJwt } from './keys.ts';
export { supabaseDir } from './paths.ts';
export { freePort, isListening } from './ports.ts';
export {
  type Database,
  type DatabaseOptions,
  type DbEngine,
  type DbEngineChoice,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  type Stack,
  StackError,
  type StackErrorCode,
  type StackOptions,
  signJwt,
  startDatabase,
  startStack,
} from './stack.ts';
export { describeStack } from './start.ts';
export {
  startTurnstileStandin,
  TURNSTILE_TEST_KEYS,
  type TurnstileStandin,
} from './turnstile-standin.ts';
export { STANDIN_VAPI_SECRETS } from './vapi-standin.ts';
