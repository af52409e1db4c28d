// `pnpm dev` / `start` read the stack's options from the environment: every setting of the
// functions' one table (FUNCTION_SETTINGS) reaches the functions when set, DIALLING included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FORWARDED_SETTINGS,
  PRODUCT_STACK_OPTIONS,
  stackOptionsFromEnv,
} from '../src/env-options.ts';
import { type Stack, startStack } from '../src/stack.ts';

const quiet = () => {};

describe('stackOptionsFromEnv', () => {
  test('forwards every setting of FUNCTION_SETTINGS but the ones the stack sets itself', () => {
    const env = Object.fromEntries(FUNCTION_SETTINGS.map((spec) => [spec.name, `v-${spec.name}`]));
    const { functionsEnv } = stackOptionsFromEnv(env, quiet);
    const set = (names: readonly string[]) => [...names].sort();
    expect(set(Object.keys(functionsEnv ?? {}))).toEqual(set(FORWARDED_SETTINGS));
    const kept = FUNCTION_SETTINGS.filter((spec) => !FORWARDED_SETTINGS.includes(spec.name));
    // the platform's (gateway URL, local keys) and SITE_ORIGINS (SUPABASE_SITE_ORIGINS)
    expect(kept.map((spec) => [spec.name, spec.need])).toEqual([
      ['SITE_ORIGINS', 'required'],
      ['SUPABASE_URL', 'platform'],
      ['SUPABASE_SERVICE_ROLE_KEY', 'platform'],
    ]);
    expect(functionsEnv).toMatchObject({ DIALLING: 'v-DIALLING' });
  });

  test('`pnpm dev` runs the local product as the e2e stack does: with the booking tools', () => {
    expect(PRODUCT_STACK_OPTIONS).toEqual({ bookingTools: true });
    expect(stackOptionsFromEnv({}, quiet)).toMatchObject(PRODUCT_STACK_OPTIONS);
  });

  test('an unset or empty setting is not passed on', () => {
    const { functionsEnv } = stackOptionsFromEnv({ DIALLING: '', PATH: '/usr/bin' }, quiet);
    expect(functionsEnv).toEqual({});
  });
});

describe('DIALLING=off and a spend cap from the environment reach the real functions', () => {
  let stack: Stack;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stack-env-options-'));
    // as `DIALLING=off VAPI_MAX_SPEND_PER_DAY=5 pnpm dev` would, on free ports and a throwaway
    // cluster; the Vapi stand-in gives the functions every dialling secret, so only DIALLING
    // can turn dialling off
    stack = await startStack(
      stackOptionsFromEnv(
        {
          SUPABASE_API_PORT: '0',
          SUPABASE_DB_PORT: '0',
          SUPABASE_DATA_DIR: dataDir,
          DIALLING: 'off',
          VAPI_MAX_SPEND_PER_DAY: '5',
        },
        quiet,
      ),
    );
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('health says dialling off and warns of no missing spend cap', {
    timeout: 30_000,
  }, async () => {
    expect(stack.vapiUrl).toBeDefined();
    const response = await fetch(`${stack.url}/functions/v1/health`, {
      headers: {
        apikey: stack.publishableKey,
        Authorization: `Bearer ${stack.publishableKey}`,
        Origin: 'http://127.0.0.1:5173',
      },
    });
    const body = (await response.json()) as {
      dialling: string;
      warnings: { setting: string; problem: string }[];
    };
    expect(body.dialling).toBe('off');
    // the only warning left is that the live check against the real account never ran, which
    // no local stack can change; a missing spend cap would add a `VAPI_MAX_SPEND_PER_DAY` one
    expect(body.warnings.map((w) => `${w.setting}:${w.problem}`)).toEqual(['live_check:never_run']);
  });
});
