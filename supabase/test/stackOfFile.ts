// The local stack a test file runs against, with a database client on it: started before the
// file's tests (a later beforeAll of the file runs after it), stopped after them.
import { type Stack, startStack } from '@hlasovy-asistent/local-stack';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

export interface StackOfFile {
  readonly stack: Stack;
  /** Connected as the stack's superuser: reads and arranges rows the API cannot reach. */
  readonly db: pg.Client;
}

/** Registers the file's beforeAll / afterAll; read `stack` and `db` inside tests and hooks. */
export function stackOfFile(
  options: Parameters<typeof startStack>[0],
  startTimeoutMs = 180_000,
): StackOfFile {
  let stack: Stack | undefined;
  let db: pg.Client | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
  }, startTimeoutMs);
  afterAll(async () => {
    await db?.end().catch(() => {});
    await stack?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the stack starts in beforeAll: read it in a test');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get db() {
      return started(db);
    },
  };
}
