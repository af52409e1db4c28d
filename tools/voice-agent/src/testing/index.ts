// Test helpers for code that talks to the agent: a recording socket client and the check of the
// agent's messages against Vapi's OpenAPI schemas, two calls at once. `@hlasovy-asistent/voice-agent/testing`.
export { gapWhileAlone, gapWhileOtherSynthesizes, longSay } from './crossCall.ts';
export {
  endedReason,
  openSocket,
  type RecordedSocket,
  refusedStatus,
  streamPcm,
} from './socketClient.ts';
export { compileMessageSchemas, messageProblems } from './vapiSchemas.ts';
