// The generated database types and the TypeScript vocabularies, checked against the migrations:
// one throwaway migrated cluster, the pinned Supabase CLI generates the types again and they must
// equal the committed types/database.ts (the functions and the site import it); the word lists
// of the private tables' CHECK constraints must equal the one TypeScript list of each.
import { readFileSync } from 'node:fs';
import { type Database, startDatabase } from '@hlasovy-asistent/local-stack';
import {
  DEMO_FORM_KINDS,
  FUNNEL_CHANNELS,
  FUNNEL_STEPS,
  REFUSAL_REASONS,
  VOICE_CALL_ID_PATTERN,
} from '@hlasovy-asistent/validation';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CALL_OUTCOMES, CALL_STATUSES, CALL_TYPES } from '../functions/_shared/call-outcome.ts';
import { DEMO_CALL_OUTCOMES } from '../functions/_shared/repository.ts';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../scripts/database-types.ts';

let db: Database;
let generated: string;

beforeAll(async () => {
  db = await startDatabase({ engine: 'native' });
  generated = await generateDatabaseTypes(db.dbUrl);
}, 180_000);

afterAll(async () => {
  await db?.stop();
});

/** The quoted words of a CHECK constraint (`col in ('a', 'b')` reads back as `ANY (ARRAY[...])`). */
async function checkWords(constraint: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: db.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ def: string }>(
      'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
      [constraint],
    );
    expect(rows, `constraint ${constraint}`).toHaveLength(1);
    return [...(rows[0]?.def ?? '').matchAll(/'([^']*)'::text/g)].map((m) => m[1] as string);
  } finally {
    await client.end();
  }
}

describe('types/database.ts', () => {
  test('equals what the pinned CLI generates from the migrations (else: pnpm run gen:types)', () => {
    const committed = readFileSync(DATABASE_TYPES_FILE, 'utf8').split('\n');
    const expected = generated.split('\n');
    expect(expected.join('\n')).toContain('export type Database');
    // the first line that differs (a diff of the whole file is too long to read in a failure)
    const at = expected.findIndex((line, i) => line !== committed[i]);
    const first = at < 0 && committed.length !== expected.length ? expected.length : at;
    expect(
      first < 0
        ? null
        : { line: first + 1, committed: committed[first], generated: expected[first] },
      'supabase/types/database.ts differs from the migrations: run `pnpm --filter @hlasovy-asistent/supabase run gen:types` and commit it',
    ).toBeNull();
  });

  test('a function of the migrations is in the generated types, with its arguments', () => {
    expect(generated).toMatch(/"record_vapi_call_event":\s*\{ Args: \{[^}]*"call_id": string/);
  });
});

describe('the vocabularies are the words of the CHECK constraints', () => {
  test.each([
    ['demo_calls_outcome_check', DEMO_CALL_OUTCOMES],
    ['vapi_calls_outcome_check', CALL_OUTCOMES],
    ['vapi_calls_status_check', CALL_STATUSES],
    ['vapi_calls_call_type_check', CALL_TYPES],
    // the funnel (issue 41): the page's steps and their variants ('' = none)
    ['funnel_counts_step_check', FUNNEL_STEPS],
    ['funnel_counts_channel_check', ['', ...FUNNEL_CHANNELS]],
    ['funnel_counts_detail_check', ['', ...DEMO_FORM_KINDS, ...REFUSAL_REASONS]],
  ])('%s', async (constraint, words) => {
    expect((await checkWords(constraint)).sort()).toEqual([...words].sort());
  });
});

/**
 * Every call-id pattern of the migrated database (`'^[A-Za-z0-9...]{1,N}$'`): in a CHECK
 * constraint, and in the body of a function of the public and private schemas.
 */
async function callIdPatterns(): Promise<{ where: string; pattern: string }[]> {
  const client = new pg.Client({ connectionString: db.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ where: string; text: string }>(
      `select conrelid::regclass::text || ' ' || conname as where, pg_get_constraintdef(oid) as text
         from pg_constraint
        where contype = 'c' and connamespace in ('public'::regnamespace, 'private'::regnamespace)
       union all
       select p.oid::regprocedure::text, p.prosrc
         from pg_proc as p
        where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    return rows.flatMap(({ where, text }) =>
      [...text.matchAll(/'(\^\[[^\]']*A-Za-z0-9[^\]']*\]\{1,\d+\}\$)'/g)].map((m) => ({
        where,
        pattern: m[1] as string,
      })),
    );
  } finally {
    await client.end();
  }
}

test('every call-id check of the database is the one rule of the TypeScript (VOICE_CALL_ID_PATTERN)', async () => {
  const found = await callIdPatterns();
  // the booking tables' three, private.vapi_calls' and record_vapi_call_event's
  expect(found.length).toBeGreaterThanOrEqual(5);
  const other = found.filter(({ pattern }) => pattern !== VOICE_CALL_ID_PATTERN.source);
  expect(other, 'a second call-id rule in the migrations').toEqual([]);
});
