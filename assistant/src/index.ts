// @hlasovy-asistent/assistant: the Slovak demo assistant as code (README.md).
export { AssistantError } from './AssistantError.ts';
export {
  buildAssistant,
  END_CALL_PHRASES,
} from './buildAssistant.ts';
export { runAssistantCli } from './cli.ts';

export { firstMessage } from './firstMessage.ts';
export { findByName } from './liveAssistant.ts';

export { REDACTED, REDACTED_TOOLS } from './redact.ts';

export {
  DEFAULT_PRODUCT_NAME,
  missingForSync,
  readAssistantSettings,
} from './settings.ts';

export { SYNCED_METADATA_KEY } from './syncedState.ts';
