// @hlasovy-asistent/assistant: the Slovak demo assistant as code (README.md).
export { AssistantError, type AssistantErrorCode } from './AssistantError.ts';
export {
  type AssistantBody,
  buildAssistant,
  END_CALL_PHRASES,
  SILENCE_GOODBYE,
} from './buildAssistant.ts';
export { type CliIo, runAssistantCli } from './cli.ts';
export { type Change, diffAll, diffManaged, formatChanges } from './diff.ts';
export { firstMessage } from './firstMessage.ts';
export { formatPlan } from './formatPlan.ts';
export { type AssistantsApi, findByName, type LiveAssistant } from './liveAssistant.ts';
export { type CommandDeps, type Plan, plan } from './plan.ts';
export { REDACTED, redactSecret, restoreSecret } from './redact.ts';
export { type RollbackResult, rollback } from './rollback.ts';
export {
  type AssistantSettings,
  DEFAULT_MAX_DURATION_SECONDS,
  DEFAULT_PRODUCT_NAME,
  DEFAULT_SILENCE_TIMEOUT_SECONDS,
  missingForSync,
  readAssistantSettings,
} from './settings.ts';
export { createSnapshotStore, type Snapshot, type SnapshotStore } from './snapshots.ts';
export { guardDrift, type SyncResult, sync } from './sync.ts';
export { SYNCED_METADATA_KEY, withSyncedState } from './syncedState.ts';
export { systemPrompt } from './systemPrompt.ts';
