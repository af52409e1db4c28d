// `pnpm --silent assistant:print | assistant:plan | assistant:sync [--force] |
// assistant:rollback [--force]` (root package.json); `check` is plan that exits 1 where sync
// would refuse (dashboard edits), for the deploy's checks before anything remote changes. Settings from the environment (README);
// plan/sync/rollback need VAPI_PRIVATE_KEY (VAPI_BASE_URL for another API base). Snapshots go to
// ASSISTANT_SNAPSHOT_DIR (default assistant/snapshots). Errors: one line on stderr, exit 1
// (usage: 2).
import { join } from 'node:path';
import { createVapiClient } from '@hlasovy-asistent/platform-api';
import { AssistantError } from './AssistantError.ts';
import { buildAssistant } from './buildAssistant.ts';
import { formatPlan } from './formatPlan.ts';
import { plan } from './plan.ts';
import { redactSecret } from './redact.ts';
import { rollback } from './rollback.ts';
import { missingForSync, readAssistantSettings } from './settings.ts';
import { createSnapshotStore } from './snapshots.ts';
import { guardDrift, sync } from './sync.ts';

const USAGE = 'usage: cli.ts print | plan | check | sync [--force] | rollback [--force]';

export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  fetch?: typeof fetch;
}

/** Runs one command; resolves to the exit code. */
export async function runAssistantCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const [command, ...flags] = argv;
    const force = flags.includes('--force');
    if (
      flags.some((f) => f !== '--force') ||
      (force && !['sync', 'rollback'].includes(command ?? ''))
    ) {
      throw new AssistantError('usage', USAGE);
    }
    const settings = readAssistantSettings(io.env);
    const desired = buildAssistant(settings);
    if (command === 'print') {
      for (const name of missingForSync(settings))
        io.err(`note: ${name} is not set (sync needs it)`);
      io.out(JSON.stringify(redactSecret(desired), null, 2));
      return 0;
    }
    if (!['plan', 'check', 'sync', 'rollback'].includes(command ?? ''))
      throw new AssistantError('usage', USAGE);
    const token = io.env.VAPI_PRIVATE_KEY?.trim();
    if (!token) throw new AssistantError('config_missing', 'VAPI_PRIVATE_KEY is required');
    const api = createVapiClient({
      token,
      ...(io.env.VAPI_BASE_URL ? { baseUrl: io.env.VAPI_BASE_URL } : {}),
      ...(io.fetch ? { fetch: io.fetch } : {}),
    }).assistants;
    const store = createSnapshotStore(
      io.env.ASSISTANT_SNAPSHOT_DIR ?? join(import.meta.dirname, '..', 'snapshots'),
    );
    const deps = { api, store, desired };
    if (command === 'plan' || command === 'check') {
      const p = await plan(deps);
      for (const line of formatPlan(settings.name, p)) io.out(line);
      if (command === 'check') guardDrift(p, false, 'sync');
      return 0;
    }
    const missing = missingForSync(settings);
    if (missing.length > 0) {
      throw new AssistantError('config_missing', `${command} needs ${missing.join(', ')}`);
    }
    if (command === 'sync') {
      const result = await sync(deps, { force });
      if (result.action !== 'created')
        for (const line of formatPlan(settings.name, result.plan)) io.out(line);
      io.out(
        result.action === 'unchanged'
          ? 'unchanged: nothing sent'
          : `${result.action}; snapshot ${result.snapshot}`,
      );
      io.out(`VAPI_ASSISTANT_ID=${result.id}`);
      return 0;
    }
    const secrets = { events: settings.webhookSecret ?? '', tools: settings.toolsSecret ?? '' };
    const result = await rollback({ ...deps, secrets }, { force });
    io.out(`restored the version before ${result.restored}; snapshot ${result.snapshot}`);
    io.out(`VAPI_ASSISTANT_ID=${result.id}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AssistantError)) throw error;
    io.err(error.message);
    return error.code === 'usage' ? 2 : 1;
  }
}

if (import.meta.main) {
  process.exitCode = await runAssistantCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
