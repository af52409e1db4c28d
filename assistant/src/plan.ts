import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';
import type { AssistantBody } from './buildAssistant.ts';
import { type Change, diffAll, diffManaged } from './diff.ts';
import { type AssistantsApi, findByName, type LiveAssistant } from './liveAssistant.ts';
import { redactSecret, secretsOf } from './redact.ts';
import type { Snapshot, SnapshotStore } from './snapshots.ts';
import {
  editsSinceSyncedState,
  SYNCED_METADATA_KEY,
  syncedStateOf,
  syncedStateOn,
} from './syncedState.ts';

export interface CommandDeps {
  api: AssistantsApi;
  store: SnapshotStore;
  /** The definition as sync sends it (with the real secret). */
  desired: AssistantBody;
}

export interface Plan {
  live: LiveAssistant | undefined;
  snapshot: Snapshot | undefined;
  /**
   * Dashboard edits: live vs the last synced state recorded on the assistant (its metadata), or
   * vs this machine's last snapshot for an assistant without that record; null without either.
   */
  dashboardEdits: Change[] | null;
  /** What sync would change on the live assistant (everything, when there is none). */
  changes: Change[];
}

/** Where each secret sits (named in a plan, never shown). */
const SECRET_PATHS = {
  events: `server.headers.${VAPI_EVENTS_SECRET_HEADER}`,
  tools: `model.tools[].server.headers.${VAPI_EVENTS_SECRET_HEADER}`,
} as const;

/**
 * What a PATCH would change, the secret compared but never shown, the record of the synced
 * state (metadata) as one line.
 */
function changesFor(live: unknown, desired: AssistantBody): Change[] {
  const { metadata: _live, ...liveRest } = redactSecret(live) as Record<string, unknown>;
  const changes = diffManaged(liveRest, syncedStateOf(desired));
  const [before, after] = [secretsOf(live), secretsOf(desired)];
  for (const kind of ['events', 'tools'] as const) {
    if (JSON.stringify(before[kind]) !== JSON.stringify(after[kind])) {
      changes.push({ path: SECRET_PATHS[kind], from: '[previous secret]', to: '[new secret]' });
    }
  }
  const recorded = syncedStateOn(live);
  if (JSON.stringify(recorded) !== JSON.stringify(syncedStateOf(desired))) {
    const from = recorded ? '[an earlier definition]' : undefined;
    changes.push({ path: `metadata.${SYNCED_METADATA_KEY}`, from, to: '[this definition]' });
  }
  return changes;
}

/** Dashboard edits: the record on the assistant first, else this machine's last snapshot. */
function dashboardEditsOf(snapshot: Snapshot | undefined, live: LiveAssistant): Change[] | null {
  const recorded = syncedStateOn(live);
  if (recorded) return editsSinceSyncedState(live, recorded);
  return snapshot ? diffAll(snapshot.after, redactSecret(live)) : null;
}

/** Pulls the live assistant (by name) and compares it with the snapshot and the definition. */
export async function plan(deps: CommandDeps): Promise<Plan> {
  const live = await findByName(deps.api, String(deps.desired.name));
  if (!live)
    return {
      live,
      snapshot: undefined,
      dashboardEdits: null,
      changes: changesFor({}, deps.desired),
    };
  const snapshot = deps.store.latest(live.id);
  return {
    live,
    snapshot,
    dashboardEdits: dashboardEditsOf(snapshot, live),
    changes: changesFor(live, deps.desired),
  };
}
