import { describe, expect, test } from 'vitest';
import { dbEngineChoice, resolveDbEngine } from '../src/db-engine.ts';
import { StackError } from '../src/stack.ts';

describe('database engine choice', () => {
  test.each([
    ['the option wins over the env', 'native', 'pglite', 'native'],
    ['the env when no option', undefined, 'pglite', 'pglite'],
    ['auto when neither', undefined, undefined, 'auto'],
    ['auto when the env is empty', undefined, '', 'auto'],
  ] as const)('%s', (_title, option, env, expected) => {
    expect(dbEngineChoice(option, { SUPABASE_DB_ENGINE: env })).toBe(expected);
  });

  test('an unknown engine is a StackError', () => {
    expect(() => dbEngineChoice(undefined, { SUPABASE_DB_ENGINE: 'sqlite' })).toThrow(StackError);
  });

  test.each([
    ['auto with binaries is native', 'auto', '/usr/lib/postgresql/15/bin', 'native'],
    ['auto without binaries falls back to pglite', 'auto', undefined, 'pglite'],
    ['native stays native (fails later without binaries)', 'native', undefined, 'native'],
    ['pglite stays pglite with binaries', 'pglite', '/usr/lib/postgresql/15/bin', 'pglite'],
  ] as const)('%s', (_title, choice, binDir, expected) => {
    expect(resolveDbEngine(choice, () => binDir)).toBe(expected);
  });
});
