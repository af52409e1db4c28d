// The deploy's assistant steps on a second machine: a fresh clone (no snapshot files) or CI
// checks and syncs the assistant another machine created, without --force, and still stops
// before anything remote changes when the assistant was edited in Vapi's dashboard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AssistantsOnContract,
  startAssistantsOnContract,
} from '../../assistant/test/assistantsOnContractServer.ts';
import { checkAssistant, syncAssistant } from './assistantStep.ts';
import type { DeployEnv } from './deployEnv.ts';

let vapi: AssistantsOnContract;
const dirs: string[] = [];
const machine = () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-machine-'));
  dirs.push(dir);
  return { vapiBaseUrl: vapi.server.url, snapshotDir: dir };
};
const env: DeployEnv = {
  VAPI_PRIVATE_KEY: 'vapi-private-key-value-51c3',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  VAPI_WEBHOOK_SECRET: 'vapi-webhook-secret-value-0123456789abcdef',
  VAPI_TOOLS_SECRET: 'vapi-tools-secret-value-0123456789abcdef01',
  VITE_RECORDING_RETENTION_DAYS: '14',
};

beforeAll(async () => {
  vapi = await startAssistantsOnContract();
});

afterAll(async () => {
  await vapi?.server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the assistant steps of a deploy from another machine', () => {
  test('first machine creates; a fresh clone checks and syncs without --force; a dashboard edit stops the next one', async () => {
    const lines: string[] = [];
    const say = (line: string) => lines.push(line);
    const laptop = machine();
    await checkAssistant(env, laptop, say);
    const id = await syncAssistant(env, laptop, say);

    const clone = machine();
    await checkAssistant(env, clone, say);
    expect(lines.join('\n')).toContain('no edits on Vapi since the last sync');
    const changed = { ...env, VOICE_MAX_DURATION_SECONDS: '240' };
    expect(await syncAssistant(changed, clone, say)).toBe(id);
    expect(vapi.store.get(id)?.maxDurationSeconds).toBe(240);

    vapi.dashboardEdit(id, { firstMessage: 'Upravené v dashboarde.' });
    const ci = machine();
    await expect(checkAssistant(changed, ci, say)).rejects.toThrow(
      /nothing was deployed; the assistant on Vapi \(above\) would be overwritten/,
    );
    expect(lines.join('\n')).toContain('was edited on Vapi since the last sync');
    expect(vapi.store.get(id)?.firstMessage).toBe('Upravené v dashboarde.');
    expect(vapi.server.requests.filter((r) => r.errors.length > 0)).toEqual([]);
  }, 120_000);
});
