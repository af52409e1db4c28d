import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redactSecret } from './redact.ts';

/** One sync or rollback as it happened: the live assistant before and after (secret redacted). */
export interface Snapshot {
  action: 'create' | 'update' | 'rollback';
  /** ISO time of the write. */
  at: string;
  assistantId: string;
  name: string;
  /** The live assistant before the change; null when it was created. */
  before: Record<string, unknown> | null;
  /** The assistant as Vapi answered the change: what the next plan compares the live one to. */
  after: Record<string, unknown>;
}

export interface SnapshotStore {
  /** Where the files go (printed after a sync). */
  dir: string;
  save(snapshot: Omit<Snapshot, 'at'>, now?: Date): string;
  /** Every snapshot of this assistant id, oldest first. */
  list(assistantId: string): Snapshot[];
  latest(assistantId: string): Snapshot | undefined;
}

/**
 * Snapshots as JSON files, one per change, named `<time>-<action>-<id>.json` so they sort by
 * time. They hold no secret (the server header is redacted), so they can be committed: the
 * history of the live assistant next to the definition's.
 */
export function createSnapshotStore(dir: string): SnapshotStore {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Snapshot;
  const list = (assistantId: string) => {
    let files: string[];
    try {
      files = readdirSync(dir);
    } catch {
      return [];
    }
    return files
      .filter((f) => f.endsWith(`-${assistantId}.json`))
      .sort()
      .map(read);
  };
  return {
    dir,
    save(snapshot, now = new Date()) {
      mkdirSync(dir, { recursive: true });
      const at = now.toISOString();
      const stamp = at.replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${snapshot.action}-${snapshot.assistantId}.json`);
      const body: Snapshot = {
        ...snapshot,
        at,
        before: snapshot.before && redactSecret(snapshot.before),
        after: redactSecret(snapshot.after),
      };
      writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { flag: 'wx' });
      return file;
    },
    list,
    latest: (assistantId) => list(assistantId).at(-1),
  };
}
