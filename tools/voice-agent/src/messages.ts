// The JSON text frames the agent sends, typed once for every part of the repository in
// @hlasovy-asistent/platform-api/voice-socket and shaped like Vapi's client messages in
// packages/platform-api/openapi/vapi-openapi-latest.json (`ClientMessageSpeechUpdate`, `ClientMessageTranscript`,
// `ClientMessageConversationUpdate`, `ClientMessageUserInterrupted`, `ServerMessageStatusUpdate`);
// the agent's tests validate every one against those schemas. The assistant's own lines are
// transcribed, and the visitor's typed turns (the words came as text); the visitor's speech is
// detected, never transcribed (no recognizer offline).

import type {
  VoiceSocketConversationUpdate,
  VoiceSocketEndedReason,
  VoiceSocketServerMessage,
  VoiceSocketSpeechUpdate,
  VoiceSocketStatusUpdate,
  VoiceSocketTranscript,
  VoiceSocketUserInterrupted,
} from '@hlasovy-asistent/platform-api/voice-socket';

export type Role = 'assistant' | 'user';

/** The endedReason values this agent uses (all members of Vapi's enum). */
export type EndedReason = Extract<
  VoiceSocketEndedReason,
  | 'customer-ended-call'
  | 'silence-timed-out'
  | 'exceeded-max-duration'
  | 'assistant-ended-call-after-message-spoken'
  | 'worker-shutdown'
  | 'pipeline-error-vapi-voice-failed'
>;

/** A line as it went into the conversation (times in ms since the epoch). */
export interface SpokenLine {
  /** Who: the assistant's spoken lines, or the visitor's typed turns. Default assistant. */
  role?: Role;
  text: string;
  startedAt: number;
  endedAt: number;
  /** Seconds between the call's start and the line's start. */
  secondsFromStart: number;
}

export type SpeechUpdateMessage = VoiceSocketSpeechUpdate;
export type TranscriptMessage = VoiceSocketTranscript & { role: Role };
export type ConversationUpdateMessage = VoiceSocketConversationUpdate;
export type UserInterruptedMessage = VoiceSocketUserInterrupted;
export type StatusUpdateMessage = VoiceSocketStatusUpdate & {
  status: 'in-progress' | 'ended';
  endedReason?: EndedReason;
};

/** What the agent sends: the shared server messages of `@hlasovy-asistent/platform-api/voice-socket`. */
export type AgentMessage = VoiceSocketServerMessage;

export function speechUpdate(
  role: Role,
  status: 'started' | 'stopped',
  turn: number,
  timestamp: number,
): SpeechUpdateMessage {
  return { type: 'speech-update', status, role, turn, timestamp };
}

export function assistantTranscript(
  transcriptType: 'partial' | 'final',
  transcript: string,
  timestamp: number,
): TranscriptMessage {
  return { type: 'transcript', role: 'assistant', transcriptType, transcript, timestamp };
}

/** The visitor's typed turn, echoed once as their final transcript line (as Vapi does). */
export function userTranscript(transcript: string, timestamp: number): TranscriptMessage {
  return { type: 'transcript', role: 'user', transcriptType: 'final', transcript, timestamp };
}

/** The conversation so far: the assistant's lines and the visitor's typed turns (speech is untranscribed). */
export function conversationUpdate(
  lines: readonly SpokenLine[],
  timestamp: number,
): ConversationUpdateMessage {
  return {
    type: 'conversation-update',
    messages: lines.map((line) => ({
      role: line.role === 'user' ? 'user' : 'bot',
      message: line.text,
      time: line.startedAt,
      endTime: line.endedAt,
      secondsFromStart: line.secondsFromStart,
      duration: (line.endedAt - line.startedAt) / 1000,
    })),
    messagesOpenAIFormatted: lines.map((line) => ({
      role: line.role === 'user' ? 'user' : 'assistant',
      content: line.text,
    })),
    timestamp,
  };
}

export function userInterrupted(turn: number, timestamp: number): UserInterruptedMessage {
  return { type: 'user-interrupted', turnId: `turn-${turn}`, timestamp };
}

export function statusUpdate(
  status: 'in-progress' | 'ended',
  timestamp: number,
  endedReason?: EndedReason,
): StatusUpdateMessage {
  return { type: 'status-update', status, ...(endedReason ? { endedReason } : {}), timestamp };
}
