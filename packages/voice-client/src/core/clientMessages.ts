/** Messages the client sends to the assistant server (Live Call Control). */
export interface AddMessageMessage {
  type: 'add-message';
  message: { role: string; content: string; [key: string]: unknown };
  triggerResponseEnabled?: boolean;
}
export interface ControlMessage {
  type: 'control';
  control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
  videoRecordingStartDelaySeconds?: number;
}
export interface SayMessage {
  type: 'say';
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}
export interface EndCallMessage {
  type: 'end-call';
}
export type ClientMessage = AddMessageMessage | ControlMessage | SayMessage | EndCallMessage;
