import { AssistantError } from './AssistantError.ts';
import { type LiveAssistant, vapi } from './liveAssistant.ts';
import { type CommandDeps, plan } from './plan.ts';
import { type AssistantSecrets, restoreSecret } from './redact.ts';
import { guardDrift } from './sync.ts';

const READ_ONLY = ['id', 'orgId', 'createdAt', 'updatedAt', 'latestVersion'];

export interface RollbackResult {
  id: string;
  /** The snapshot whose `before` was restored. */
  restored: string;
  snapshot: string;
}

/**
 * Puts back the live assistant as it was before the last sync (or rollback): PATCH with the
 * `before` of the newest snapshot, the secret filled in from the settings. Refused when the
 * assistant was edited on Vapi since (unless `force`). Fields the undone change added and the
 * earlier version did not have stay (Vapi's PATCH only sets fields).
 */
export async function rollback(
  deps: CommandDeps & { secrets: AssistantSecrets },
  options: { force?: boolean } = {},
): Promise<RollbackResult> {
  const p = await plan(deps);
  if (!p.live) {
    throw new AssistantError(
      'not_found',
      `no assistant named "${String(deps.desired.name)}" on Vapi`,
    );
  }
  const last = p.snapshot;
  if (!last?.before) {
    throw new AssistantError(
      'no_snapshot',
      `no snapshot with an earlier version of assistant ${p.live.id} in ${deps.store.dir}`,
    );
  }
  guardDrift(p, options.force === true, 'rollback');
  const previous = Object.fromEntries(
    Object.entries(restoreSecret(last.before, deps.secrets)).filter(
      ([k]) => !READ_ONLY.includes(k),
    ),
  );
  const id = p.live.id;
  const updated = (await vapi(`PATCH /assistant/${id}`, () =>
    deps.api.update(id, previous),
  )) as LiveAssistant;
  const snapshot = deps.store.save({
    action: 'rollback',
    assistantId: id,
    name: String(deps.desired.name),
    before: p.live,
    after: updated,
  });
  return { id, restored: last.at, snapshot };
}
