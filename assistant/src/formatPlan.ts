import { formatChanges } from './diff.ts';
import type { Plan } from './plan.ts';

/** The plan as the operator reads it. */
export function formatPlan(name: string, p: Plan): string[] {
  if (!p.live) {
    return [`assistant "${name}" does not exist on Vapi: sync will create it.`];
  }
  const lines = [`assistant "${name}" (${p.live.id})`];
  if (p.dashboardEdits === null) {
    lines.push(
      '  no record of a sync on this assistant and no snapshot of it here: its dashboard edits',
      '  cannot be told apart;',
      '  sync refuses to overwrite it until told `--force` (it then records a snapshot).',
    );
  } else if (p.dashboardEdits.length > 0) {
    lines.push(
      `edited on Vapi since the last sync${p.snapshot ? ` (${p.snapshot.at})` : ''}, sync refuses without --force:`,
      ...formatChanges(p.dashboardEdits),
    );
  } else {
    lines.push(`no edits on Vapi since the last sync${p.snapshot ? ` (${p.snapshot.at})` : ''}.`);
  }
  if (p.changes.length === 0)
    lines.push('the definition matches the live assistant: nothing to sync.');
  else lines.push('sync would change:', ...formatChanges(p.changes));
  return lines;
}
