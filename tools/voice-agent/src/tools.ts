// The agent's booking step, the way Vapi runs a server tool: after the visitor's first turn the
// agent asks for the free demo slots (the local Vapi posts the tool call to the tool's server
// URL, the real `vapi-tools` function), forwards the result to the page as a
// `tool-calls-result` message and says the offer aloud.
import type { VoiceSocketToolCallResult } from '@hlasovy-asistent/platform-api/voice-socket';

/** What one tool call gave: the result to forward, and the line to say (null: nothing to say). */
export interface ToolOutcome {
  toolCallResult: VoiceSocketToolCallResult;
  say: string | null;
}

/** Runs the slot offer for a call (injected by the local Vapi; absent: the plain dialogue). */
export type SlotOffer = (callId: string) => Promise<ToolOutcome | null>;
