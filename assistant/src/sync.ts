import { AssistantError } from './AssistantError.ts';
import { toWire } from './buildAssistant.ts';
import { formatChanges } from './diff.ts';
import { type LiveAssistant, vapi } from './liveAssistant.ts';
import { type CommandDeps, type Plan, plan } from './plan.ts';
import { withSyncedState } from './syncedState.ts';

export type SyncResult =
  | { action: 'created'; id: string; snapshot: string }
  | { action: 'updated'; id: string; snapshot: string; plan: Plan }
  | { action: 'unchanged'; id: string; plan: Plan };

/**
 * Refuses to overwrite a live assistant whose edits on Vapi would be lost (unless `force`). The
 * last synced state is read from the assistant itself (any machine), so only an assistant made
 * by hand (or synced before that record existed, from another machine) needs `--force` once.
 */
export function guardDrift(p: Plan, force: boolean, verb: string): void {
  if (force || !p.live) return;
  if (p.dashboardEdits === null) {
    throw new AssistantError(
      'drift',
      `no record of a sync on assistant ${p.live.id} and no snapshot of it here (made by hand?): run \`assistant:plan\`, then \`${verb} --force\` to take it over`,
    );
  }
  if (p.dashboardEdits.length > 0) {
    throw new AssistantError(
      'drift',
      [
        `assistant ${p.live.id} was edited on Vapi since the last sync; ${verb} would overwrite:`,
        ...formatChanges(p.dashboardEdits),
        'Copy the edits into the definition (assistant/), or run with --force to discard them.',
      ].join('\n'),
    );
  }
}

/**
 * Creates the assistant, or updates it by name: pull (plan), refuse on dashboard edits, PATCH
 * only when something differs (a second sync sends nothing), then a snapshot of before/after.
 */
export async function sync(
  deps: CommandDeps,
  options: { force?: boolean } = {},
): Promise<SyncResult> {
  const p = await plan(deps);
  if (!p.live) {
    const created = (await vapi('POST /assistant', () =>
      deps.api.create(toWire(withSyncedState(deps.desired))),
    )) as LiveAssistant;
    const snapshot = deps.store.save({
      action: 'create',
      assistantId: created.id,
      name: String(deps.desired.name),
      before: null,
      after: created,
    });
    return { action: 'created', id: created.id, snapshot };
  }
  guardDrift(p, options.force === true, 'sync');
  const { live } = p;
  if (p.changes.length === 0 && p.dashboardEdits !== null) {
    return { action: 'unchanged', id: live.id, plan: p };
  }
  const updated = (await vapi(`PATCH /assistant/${live.id}`, () =>
    deps.api.update(live.id, toWire(withSyncedState(deps.desired))),
  )) as LiveAssistant;
  const snapshot = deps.store.save({
    action: 'update',
    assistantId: live.id,
    name: String(deps.desired.name),
    before: live,
    after: updated,
  });
  return { action: 'updated', id: live.id, snapshot, plan: p };
}
