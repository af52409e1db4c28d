// The agent's booking step, the way Vapi runs a server tool: after a visitor's turn the local
// Vapi may run a tool (it posts the tool call to the tool's server URL, the real `vapi-tools`
// function): the free demo slots, or the slot the visitor chose. The agent forwards the result to
// the page as a `tool-calls-result` message and says the line that goes with it.
import type { VoiceSocketToolCallResult } from '@hlasovy-asistent/platform-api/voice-socket';

/** One finished visitor turn: its index (0-based) and its words when the agent has them. */
export interface VisitorTurn {
  index: number;
  /** A typed turn's text; null for speech (no speech recognition offline). */
  text: string | null;
}

/** What one tool call gave: the result to forward, and the line to say (null: nothing to say). */
export interface ToolOutcome {
  toolCallResult: VoiceSocketToolCallResult;
  say: string | null;
  /** Slots are on the visitor's screen after it (an offer, or a choice among them). */
  offered: boolean;
}

/**
 * The booking tools' part of a turn in call `callId` (injected by the local Vapi); null when no
 * tool runs in it and a scripted line answers (absent: the plain dialogue).
 */
export type TurnTools = (callId: string, turn: VisitorTurn) => Promise<ToolOutcome | null>;
