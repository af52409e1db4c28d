// Which PostgreSQL the local stack runs: the native server binaries when they exist, PGlite
// (PostgreSQL in WASM, in a child Node process) otherwise. SUPABASE_DB_ENGINE or the
// `engine` option forces one.
import { StackError } from './errors.ts';
import { findPostgresBinDir } from './paths.ts';

export type DbEngine = 'native' | 'pglite';
export type DbEngineChoice = DbEngine | 'auto';

const CHOICES: readonly DbEngineChoice[] = ['native', 'pglite', 'auto'];

/** The requested choice: the option, else $SUPABASE_DB_ENGINE, else 'auto'. */
export function dbEngineChoice(
  option: DbEngineChoice | undefined,
  env: NodeJS.ProcessEnv = process.env,
): DbEngineChoice {
  const value = option ?? (env.SUPABASE_DB_ENGINE || 'auto');
  if (!CHOICES.includes(value as DbEngineChoice)) {
    throw new StackError(
      'postgres_failed',
      `SUPABASE_DB_ENGINE must be one of ${CHOICES.join(', ')} (got ${JSON.stringify(value)})`,
    );
  }
  return value as DbEngineChoice;
}

/** 'auto' becomes 'native' when server binaries are found, else 'pglite'. */
export function resolveDbEngine(
  choice: DbEngineChoice,
  findBinDir: () => string | undefined = findPostgresBinDir,
): DbEngine {
  if (choice !== 'auto') return choice;
  return findBinDir() ? 'native' : 'pglite';
}
